// A lint rule that refuses an import of values that closes a cycle (type-only imports aside, which vanish
// at run time). Our own small rule rather than eslint-plugin-import-x: that plugin's resolver pulls native
// platform packages that npm leaves out of package-lock.json here, so `npm ci` fails on a fresh machine.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const cache = new Map(); // file → { mtime, targets }

/** The file a relative specifier names: `x.ts`, `x.tsx`, `x/index.ts`, or undefined. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** Whether an import or re-export (TypeScript's AST) brings values, not only types. */
function bringsValues(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true;
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((e) => !e.isTypeOnly);
}

/** The files a file imports values from (read from disk, cached by modification time). */
function valueTargets(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.targets;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!bringsValues(statement)) continue;
    const target = resolveSpecifier(file, statement.moduleSpecifier.text);
    if (target) targets.push(target);
  }
  cache.set(file, { mtime, targets });
  return targets;
}

/** A path of value imports from `start` back to `goal` (both included), or undefined. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return [...trail, file];
    if (seen.has(file)) return undefined;
    seen.add(file);
    for (const next of valueTargets(file)) {
      const found = walk(next, [...trail, file]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, []);
}

/** Whether an ESLint (typescript-eslint) import or re-export node brings values. */
function nodeBringsValues(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  if (node.type === 'ImportDeclaration' && specifiers.length > 0) {
    return specifiers.some((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
  }
  if (node.type === 'ExportNamedDeclaration' && specifiers.length > 0) {
    return specifiers.some((s) => s.exportKind !== 'type');
  }
  return true;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import of values that closes an import cycle' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{path}} (see docs/architecture.md "Import cycles")' },
  },
  create(context) {
    const file = resolve(context.filename);
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !nodeBringsValues(node)) return;
      const target = resolveSpecifier(file, node.source.value);
      if (!target) return;
      const back = pathBack(target, file);
      if (!back) return;
      const path = [file, ...back].map((f) => relative(dirname(file), f) || f).join(' → ');
      context.report({ node, messageId: 'cycle', data: { path } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
