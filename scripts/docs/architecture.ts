// The picture of docs/architecture.md: which workspace imports which, read from the code (package
// imports and relative paths that reach into another workspace), drawn as a Mermaid graph. `npm run docs`
// writes it; scripts/docs.test.ts fails when the picture is stale and scripts/architecture.test.ts
// holds the table of the page to the same graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = 'docs/architecture.md';
const START = '<!-- import-graph: written by `npm run docs` from the imports in the code -->';
const END = '<!-- /import-graph -->';

/** The workspaces and folders of code the picture shows, by the short name the page's table uses. */
export const WORKSPACES: Readonly<Record<string, string>> = {
  core: 'packages/core',
  react: 'packages/react',
  api: 'packages/api',
  packaging: 'packages/packaging',
  host: 'packages/host',
  server: 'apps/server',
  designer: 'apps/designer',
  runtime: 'apps/runtime',
  cli: 'apps/cli',
  bench: 'bench',
  scripts: 'scripts',
};

/** One arrow: `from` imports `to`, through its package entry or only by a relative path into its files. */
export interface Edge {
  readonly from: string;
  readonly to: string;
  readonly byPath: boolean;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function workspaceOf(repoPath: string): string | undefined {
  return Object.keys(WORKSPACES).find((name) => {
    const dir = WORKSPACES[name]!;
    return repoPath === dir || repoPath.startsWith(`${dir}/`);
  });
}

/** Every arrow between workspaces, from the import specifiers of their source files. */
export function importGraph(): Edge[] {
  const edges = new Map<string, Edge>();
  for (const from of Object.keys(WORKSPACES)) {
    for (const file of sourceFiles(join(root, WORKSPACES[from]!))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"\n]+)['"]/g)) {
        const spec = m[1]!;
        let to: string | undefined;
        let byPath = false;
        if (spec.startsWith('@formwright/')) to = spec.split('/')[1];
        else if (spec.startsWith('.')) {
          to = workspaceOf(relative(root, resolve(dirname(file), spec)));
          byPath = true;
        }
        if (!to || to === from || !(to in WORKSPACES)) continue;
        const key = `${from}>${to}`;
        const known = edges.get(key);
        // An arrow is 'by path' only when no file reaches that workspace through its entry.
        edges.set(key, { from, to, byPath: known ? known.byPath && byPath : byPath });
      }
    }
  }
  return [...edges.values()].sort((a, b) => `${a.from}>${a.to}`.localeCompare(`${b.from}>${b.to}`));
}

/** The Mermaid picture: a solid arrow through a package's entry, a dotted one by a path into its files. */
export function renderGraph(edges: readonly Edge[]): string {
  const lines = ['```mermaid', 'flowchart LR'];
  for (const name of Object.keys(WORKSPACES)) lines.push(`  ${name}["${WORKSPACES[name]}"]`);
  for (const e of edges) lines.push(`  ${e.from} ${e.byPath ? '-.->' : '-->'} ${e.to}`);
  lines.push('```');
  return lines.join('\n');
}

export function generate(): Record<string, string> {
  const text = readFileSync(join(root, PAGE), 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE}: the import-graph markers are missing`);
  const picture = renderGraph(importGraph());
  return { [PAGE]: `${text.slice(0, start + START.length)}\n${picture}\n${text.slice(end)}` };
}
