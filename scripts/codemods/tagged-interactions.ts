// Codemod for issue 9 item 2: rewrites calls of the form store from the old, untagged shape to the tagged
// write side. Idempotent (run it again after merging: rewritten code no longer matches). Usage:
//   npx tsx scripts/codemods/tagged-interactions.ts [--check] [FILE_OR_DIR…]   (default: packages apps bench scripts)
// Rewrites:
//   x.update({ set: 'a', value: 1 })        → x.update({ type: 'set', id: 'a', value: 1 })   (all 14 interactions)
//   x.update({ providers: P })              → x.setProviderData(P)
//   x.update({ setState: S })               → x.loadState(S)
//   x.update({ clearState: true })          → x.clearState()
//   x.update(E as never | FormAction)       → applyStep(x, E as …)   (E holds actions-file steps; import added)
//   store.getState() / store.setState(S)    → store.saveState() / store.loadState(S)
//   the type FormAction                     → ActionStep (imported from engine/interactions)
// Prints each file it changed, and each `update(...)` call it could not read (fix those by hand).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { INTERACTION_TYPES } from '../../packages/core/src/engine/interactions';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const INTERACTIONS: readonly string[] = INTERACTION_TYPES;
const HOST: Record<string, string> = {
  providers: 'setProviderData',
  setState: 'loadState',
  clearState: 'clearState',
};
const STORE_RECEIVER = /store$/i;

interface Edit {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

function nameOf(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}

/** The rewrite of an old-shape object literal passed to update, or undefined when it is not one. */
function rewriteLiteral(
  call: ts.CallExpression,
  receiver: ts.Expression,
  obj: ts.ObjectLiteralExpression,
  sf: ts.SourceFile,
): string | undefined {
  const names = obj.properties.map(nameOf);
  if (names.includes('type')) return undefined;
  const key = names.find((n) => n !== undefined && (INTERACTIONS.includes(n) || n in HOST));
  if (!key) return undefined;
  const keyProp = obj.properties[names.indexOf(key)] as ts.ObjectLiteralElementLike;
  const init = ts.isPropertyAssignment(keyProp)
    ? keyProp.initializer.getText(sf)
    : ts.isShorthandPropertyAssignment(keyProp)
      ? keyProp.name.text
      : undefined;
  if (init === undefined) return undefined;
  const recv = receiver.getText(sf);
  const method = HOST[key];
  if (method === 'clearState') return `${recv}.clearState()`;
  if (method) return `${recv}.${method}(${init})`;
  const rest = obj.properties.filter((p) => p !== keyProp).map((p) => p.getText(sf));
  const multiline = obj.getText(sf).includes('\n');
  const parts = [`type: '${key}'`, `id: ${init}`, ...rest];
  void call;
  return multiline ? `{\n${parts.map((p) => `  ${p},`).join('\n')}\n}` : `{ ${parts.join(', ')} }`;
}

/** Where applyStep comes from, seen from `file`. */
function applyStepModule(file: string): string {
  const coreSrc = join(root, 'packages/core/src');
  if (!file.startsWith(coreSrc + sep)) return '@formwright/core';
  let rel = relative(dirname(file), join(coreSrc, 'engine/interactions')).split(sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

function transform(file: string, text: string): { text: string; unread: string[] } {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const unread: string[] = [];
  let needsApplyStep = false;
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      const arg = node.arguments[0];
      if (method === 'update' && node.arguments.length === 1 && arg) {
        const inner = ts.isParenthesizedExpression(arg) ? arg.expression : arg;
        if (ts.isObjectLiteralExpression(inner)) {
          const out = rewriteLiteral(node, receiver, inner, sf);
          if (out !== undefined) {
            const whole = out.startsWith('{') ? `${receiver.getText(sf)}.update(${out})` : out;
            edits.push({ from: node.getStart(sf), to: node.end, text: whole });
            return;
          }
        } else if (
          ts.isAsExpression(inner) &&
          /^(never|FormAction|ActionStep)$/.test(inner.type.getText(sf))
        ) {
          needsApplyStep = true;
          edits.push({
            from: node.getStart(sf),
            to: node.end,
            text: `applyStep(${receiver.getText(sf)}, ${inner.getText(sf).replace(/\bFormAction\b/g, 'ActionStep')})`,
          });
          return;
        } else if (STORE_RECEIVER.test(receiver.getText(sf)) && !/\bInteraction\b/.test(text)) {
          unread.push(`${at(node)} ${node.getText(sf).slice(0, 80)}`);
        }
      }
      if (STORE_RECEIVER.test(receiver.getText(sf))) {
        if (method === 'getState' && node.arguments.length === 0)
          edits.push({
            from: node.expression.name.getStart(sf),
            to: node.expression.name.end,
            text: 'saveState',
          });
        if (method === 'setState' && node.arguments.length === 1)
          edits.push({
            from: node.expression.name.getStart(sf),
            to: node.expression.name.end,
            text: 'loadState',
          });
      }
    }
    if (ts.isIdentifier(node) && node.text === 'FormAction') {
      edits.push({ from: node.getStart(sf), to: node.end, text: 'ActionStep' });
    }
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /(^|\/)actions$/.test(node.moduleSpecifier.text) &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings) &&
      node.importClause.namedBindings.elements.every((e) => e.name.text === 'FormAction')
    ) {
      const spec = node.moduleSpecifier;
      edits.push({
        from: spec.getStart(sf),
        to: spec.end,
        text: `'${spec.text.replace(/actions$/, 'interactions')}'`,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  if (needsApplyStep && !/\bapplyStep\b[^(]/.test(text)) {
    const module = applyStepModule(file);
    const existing = sf.statements.find(
      (s): s is ts.ImportDeclaration =>
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        s.moduleSpecifier.text === module &&
        !s.importClause?.isTypeOnly &&
        !!s.importClause?.namedBindings &&
        ts.isNamedImports(s.importClause.namedBindings),
    );
    const bindings = existing?.importClause?.namedBindings as ts.NamedImports | undefined;
    if (bindings) {
      edits.push({ from: bindings.getStart(sf) + 1, to: bindings.getStart(sf) + 1, text: ' applyStep,' });
    } else {
      const imports = sf.statements.filter(ts.isImportDeclaration);
      const after = imports.length > 0 ? (imports[imports.length - 1] as ts.ImportDeclaration).end : 0;
      edits.push({ from: after, to: after, text: `\nimport { applyStep } from '${module}';` });
    }
  }

  // Apply from the end, skipping edits nested in one already applied (the outer rewrite holds their text).
  edits.sort((x, y) => y.from - x.from || y.to - x.to);
  let out = text;
  let floor = Infinity;
  for (const e of edits) {
    if (e.to > floor && e.from !== e.to) continue;
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
    floor = e.from;
  }
  return { text: out, unread };
}

function filesUnder(path: string): string[] {
  const info = statSync(path);
  if (info.isFile()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path)
    .filter((n) => n !== 'node_modules' && n !== 'dist' && n !== 'codemods')
    .flatMap((n) => filesUnder(join(path, n)));
}

/** Runs the codemod over `paths`; returns the files it changed (or would change, with `check`). */
export function run(paths: readonly string[], check = false): string[] {
  const changed: string[] = [];
  for (const file of paths.flatMap(filesUnder)) {
    const text = readFileSync(file, 'utf8');
    const result = transform(file, text);
    for (const u of result.unread) console.warn(`not rewritten (check by hand): ${u}`);
    if (result.text === text) continue;
    changed.push(file);
    if (!check) writeFileSync(file, result.text);
  }
  return changed;
}

export { transform };

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const given = args.filter((a) => a !== '--check');
  const paths = given.length > 0 ? given : ['packages', 'apps', 'bench', 'scripts'].map((p) => join(root, p));
  const changed = run(paths, check);
  for (const f of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative(root, f)}`);
  if (changed.length > 0) console.log('then run: npx prettier --write on these files');
  if (check && changed.length > 0) process.exitCode = 1;
}
