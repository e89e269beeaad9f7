// Codemod: rewrites citations of the product specification (`runtime.md §4`, `components.md §4.10`,
// `decisions.md D6`, `runtime.md "Arrays"`) into links to the project's own docs (`docs/engine.md#…`),
// with the table in ./specSections.ts. Idempotent: a rewritten citation starts with `docs/` or is a
// Markdown link, and is never matched again. Run it after a merge:
//   npx tsx scripts/codemods/spec-citations.ts          rewrite, and list the citations it cannot map
//   npx tsx scripts/codemods/spec-citations.ts --check  change nothing; exit 1 if anything would change
// Scope: .ts, .tsx and .md files under packages, apps, scripts, bench, docs and e2e. In .ts and .tsx files, comments and the
// strings of test files (test names); other strings are data (the catalogue's `source`) or generate docs
// pages (change those generators by hand). Generated docs pages are left to their generators.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SPEC_SECTIONS, type DocTarget } from './specSections';

const SPEC_FILE = String.raw`(?:runtime|components|designer|decisions)\.md`;
const REF = String.raw`(?:§\d+(?:\.\d+)?(?: "[^"\n]+")?|D\d+|"[^"\n]+")`;
/** A citation: a spec file name (not after `docs/` or in a link) and one or more section references. */
const CITATION = new RegExp(
  String.raw`(?<![\w/.#\[-])(${SPEC_FILE})((?: ${REF})(?:(?:, and |, | and )${REF})*)`,
  'g',
);
const ONE_REF = new RegExp(REF, 'g');
/** Any mention of a spec file that is neither a `docs/` path nor a Markdown link target. */
const MENTION = new RegExp(String.raw`(?<![\w/.#\[-])(?<!\]\()${SPEC_FILE}(?![\w#])`, 'g');

/** The directories the codemod and the citation test cover, from the repository root. */
export const ROOTS = ['packages', 'apps', 'scripts', 'bench', 'docs', 'e2e'];
/** Files that may name spec sections: the table, this codemod and its tests, and the generated pages. */
export const EXEMPT = [
  'scripts/codemods/',
  'scripts/specCitations.test.ts',
  'docs/spec-sections.md',
  'docs/diagnostics.md',
];

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The docs homes of one citation (`file`, its references) for a file at `path` (from the repository root). */
export function resolve(
  file: string,
  refs: readonly string[],
  path: string,
): (DocTarget & { anchor: string })[] | undefined {
  const out: (DocTarget & { anchor: string })[] = [];
  for (const ref of refs) {
    const heading = /"([^"]+)"/.exec(ref)?.[1];
    const number = /^(§[\d.]+|D\d+)/.exec(ref)?.[1];
    const home =
      (heading !== undefined ? SPEC_SECTIONS[`${file} "${heading}"`] : undefined) ??
      (number !== undefined ? SPEC_SECTIONS[`${file} ${number}`] : undefined);
    if (!home) return undefined;
    const typeFolder = /^packages\/core\/src\/components\/([^/]+)\//.exec(path)?.[1];
    const within = Object.keys(home.within ?? {})
      .filter((prefix) => path.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    const target =
      typeFolder && home.types?.includes(typeFolder)
        ? { doc: 'components.md', heading: typeFolder, anchor: typeFolder.toLowerCase() }
        : within
          ? { ...home.within![within]!, anchor: slug(home.within![within]!.heading) }
          : { doc: home.doc, heading: home.heading, anchor: slug(home.heading) };
    if (!out.some((t) => t.doc === target.doc && t.anchor === target.anchor)) out.push(target);
  }
  return out;
}

/** Marks a citation a docs page made of itself; removed with its parentheses. */
const DROPPED = '\uE000';

/** How a docs link is written: `docs/x.md#a` in code and CONTEXT files, a relative Markdown link in docs/. */
function link(target: DocTarget & { anchor: string }, path: string): string {
  if (!path.startsWith('docs/')) return `docs/${target.doc}#${target.anchor}`;
  return `[${target.heading}](${target.doc}#${target.anchor})`;
}

/** Rewrites the citations in `text` (a comment, a string, a Markdown line); lists those it cannot map. */
export function rewriteText(text: string, path: string): { text: string; unmapped: string[] } {
  const unmapped: string[] = [];
  const out = text.replace(CITATION, (whole, file: string, refText: string) => {
    const targets = resolve(file, refText.match(ONE_REF) ?? [], path);
    if (!targets) {
      unmapped.push(whole);
      return whole;
    }
    // A docs page does not cite itself: the reader is already there.
    const elsewhere = targets.filter((t) => path !== `docs/${t.doc}`);
    return elsewhere.length ? elsewhere.map((t) => link(t, path)).join(', ') : DROPPED;
  });
  return {
    text: out
      .replace(/ ?\(\uE000\)/g, '')
      .replace(/\(\uE000; /g, '(')
      .replace(/(, )?\uE000/g, ''),
    unmapped,
  };
}

/** The [start, end) ranges of a file the codemod rewrites and the citation test reads. */
export function scopeRanges(path: string, text: string): [number, number][] {
  if (path.endsWith('.md')) {
    if (/^<!-- Generated by/m.test(text.slice(0, 500))) return [];
    const ranges: [number, number][] = [];
    let offset = 0;
    let fenced = false;
    for (const line of text.split('\n')) {
      if (/^\s*```/.test(line)) fenced = !fenced;
      else if (!fenced) {
        // Inline code is literal (a page may show `runtime.md §4` as an example): only the text around it.
        let from = 0;
        for (const code of line.matchAll(/`[^`]*`/g)) {
          ranges.push([offset + from, offset + code.index]);
          from = code.index + code[0].length;
        }
        ranges.push([offset + from, offset + line.length]);
      }
      offset += line.length + 1;
    }
    return ranges;
  }
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const isTest = /\.test\.tsx?$/.test(path);
  const seen = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    for (const r of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      seen.set(r.pos, r.end);
    if (
      isTest &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node))
    )
      seen.set(node.getStart(source), node.end);
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen].sort((a, b) => a[0] - b[0]);
}

/** Rewrites one file's citations within its scope. */
export function rewriteFile(path: string, text: string): { text: string; unmapped: string[] } {
  const unmapped: string[] = [];
  let out = text;
  for (const [start, end] of scopeRanges(path, text).reverse()) {
    const r = rewriteText(text.slice(start, end), path);
    unmapped.push(...r.unmapped.map((u) => `${path}:${lineOf(text, start)}: ${u}`));
    out = out.slice(0, start) + r.text + out.slice(end);
  }
  return { text: out, unmapped: unmapped.reverse() };
}

/** Mentions of a spec file left in a file's scope (what the citation test forbids), as `path:line: text`. */
export function findMentions(path: string, text: string): string[] {
  if (EXEMPT.some((e) => path.startsWith(e))) return [];
  const found: string[] = [];
  for (const [start, end] of scopeRanges(path, text)) {
    for (const m of text.slice(start, end).matchAll(MENTION)) {
      const at = start + m.index;
      found.push(`${path}:${lineOf(text, at)}: ${text.slice(at, at + 40).split('\n')[0]}`);
    }
  }
  return found;
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Every .ts and .md file under the roots, as paths from `root`, skipping node_modules and the API reports. */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__golden__' && path !== 'packages/core/api')
          walk(path);
      } else if (/\.(tsx?|md)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  ROOTS.forEach(walk);
  return out.sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(fileURLToPath(import.meta.url), '..', '..', '..');
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  const unmapped: string[] = [];
  for (const path of filesUnder(root)) {
    if (EXEMPT.some((e) => path.startsWith(e))) continue;
    const text = readFileSync(join(root, path), 'utf8');
    const r = rewriteFile(path, text);
    unmapped.push(...r.unmapped);
    if (r.text === text) continue;
    changed.push(relative(root, join(root, path)));
    if (!check) writeFileSync(join(root, path), r.text);
  }
  console.log(`${check ? 'would change' : 'changed'} ${changed.length} files${changed.length ? ':' : ''}`);
  for (const path of changed) console.log(`  ${path}`);
  if (unmapped.length) {
    console.log(`${unmapped.length} citations not in scripts/codemods/specSections.ts (left as they are):`);
    for (const u of unmapped) console.log(`  ${u}`);
  }
  if (check && (changed.length || unmapped.length)) process.exitCode = 1;
}
