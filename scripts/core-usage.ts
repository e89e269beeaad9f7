// Which names of each @formwright/core entry are used outside packages/core (issue 21 item 5: curated
// entries). Reads every TypeScript file of apps/, packages/ (core's src excluded), scripts/, bench/ and e2e/
// and collects what it imports from `@formwright/core` and its subpaths (and, inside core's src, from an
// entry file by its relative path, as src/runtime.test.ts does): named imports and re-exports,
// `const { a, b } = await import(…)`, `(await import(…)).a`, and `ns.a` for `import * as ns`.
// `npx tsx scripts/core-usage.ts` prints, per entry, how many of its names are used and the unused ones.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { apiReports, coreEntries, root } from './api-report';

const DIRS = ['apps', 'packages', 'scripts', 'bench', 'e2e'];
const CORE_SRC = join('packages', 'core', 'src');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Core's entry files (repository path without `.ts`) → their export path. */
const entryFiles = new Map(
  Object.entries(coreEntries()).map(([exportPath, file]) => [
    join('packages', 'core', file).replace(/\.ts$/, ''),
    exportPath,
  ]),
);

/**
 * The entry (`.`, `./runtime`, …) a module specifier names, or undefined when it is not core's; inside
 * core's src only a relative path to an entry file counts (other relative imports are core's own).
 */
function entryOf(specifier: string, file: string): string | undefined {
  const inCore = relative(root, file).startsWith(CORE_SRC);
  if (inCore) {
    if (!specifier.startsWith('.')) return undefined;
    return entryFiles.get(relative(root, resolve(dirname(file), specifier)));
  }
  const m = /^@formwright\/core(\/.*)?$/.exec(specifier);
  return m ? (m[1] ? `.${m[1]}` : '.') : undefined;
}

/** Entry → the names used outside core (and the files that use each). */
export function coreNamesUsed(): Map<string, Map<string, Set<string>>> {
  const used = new Map<string, Map<string, Set<string>>>();
  const note = (entry: string, name: string, file: string) => {
    const names = used.get(entry) ?? new Map<string, Set<string>>();
    used.set(entry, names);
    const files = names.get(name) ?? new Set<string>();
    names.set(name, files);
    files.add(relative(root, file));
  };
  for (const dir of DIRS)
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      const inCore = relative(root, file).startsWith(CORE_SRC);
      if (
        inCore
          ? entryFiles.has(relative(root, file).replace(/\.ts$/, ''))
          : !text.includes('@formwright/core')
      )
        continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (
          (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
          node.moduleSpecifier &&
          ts.isStringLiteral(node.moduleSpecifier)
        ) {
          const entry = entryOf(node.moduleSpecifier.text, file);
          if (entry) {
            if (ts.isImportDeclaration(node)) {
              const bindings = node.importClause?.namedBindings;
              if (bindings && ts.isNamedImports(bindings))
                for (const el of bindings.elements) note(entry, (el.propertyName ?? el.name).text, file);
              else if (bindings && ts.isNamespaceImport(bindings)) {
                const ns = bindings.name.text;
                for (const m of text.matchAll(new RegExp(`\\b${ns}\\.(\\w+)`, 'g'))) note(entry, m[1]!, file);
              }
            } else if (node.exportClause && ts.isNamedExports(node.exportClause))
              for (const el of node.exportClause.elements)
                note(entry, (el.propertyName ?? el.name).text, file);
            else note(entry, '*', file);
          }
        }
        if (
          ts.isCallExpression(node) &&
          node.expression.kind === ts.SyntaxKind.ImportKeyword &&
          node.arguments[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          const entry = entryOf(node.arguments[0].text, file);
          if (entry) {
            let outer: ts.Node = node.parent;
            while (ts.isAwaitExpression(outer) || ts.isParenthesizedExpression(outer)) outer = outer.parent;
            if (ts.isVariableDeclaration(outer) && ts.isObjectBindingPattern(outer.name))
              for (const el of outer.name.elements)
                note(
                  entry,
                  ((el.propertyName as ts.Identifier | undefined) ?? (el.name as ts.Identifier)).text,
                  file,
                );
            else if (ts.isPropertyAccessExpression(outer)) note(entry, outer.name.text, file);
            else note(entry, '*', file);
          }
        }
        // an import type of a core entry followed by a name (`import(…).Name`) in a type position
        if (
          ts.isImportTypeNode(node) &&
          ts.isLiteralTypeNode(node.argument) &&
          ts.isStringLiteral(node.argument.literal) &&
          node.qualifier &&
          ts.isIdentifier(node.qualifier)
        ) {
          const entry = entryOf(node.argument.literal.text, file);
          if (entry) note(entry, node.qualifier.text, file);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  return used;
}

/** Entry → its exported names, read from the API reports' lines (`name: kind` at the start of a line). */
export function exportedNames(): Map<string, string[]> {
  const { reports } = apiReports();
  const out = new Map<string, string[]>();
  for (const exportPath of Object.keys(coreEntries())) {
    const name = exportPath === '.' ? 'index' : exportPath.slice(2);
    const report = reports[`packages/core/api/${name}.api.md`] ?? '';
    const names = [
      ...report.matchAll(
        /^(?:function|const|class|interface|type|enum|let|var|namespace|abstract class) (\w+)/gm,
      ),
    ].map((m) => m[1]!);
    out.set(exportPath, [...new Set(names)]);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const used = coreNamesUsed();
  const exported = exportedNames();
  for (const [entry, names] of exported) {
    const u = used.get(entry) ?? new Map();
    const unused = names.filter((n) => !u.has(n));
    console.log(`${entry}: ${names.length - unused.length} of ${names.length} names used outside core`);
    if (process.argv.includes('--unused')) console.log(`  unused: ${unused.join(' ')}`);
    const missing = [...u.keys()].filter((n) => n !== '*' && !names.includes(n));
    if (missing.length)
      console.log(`  imported but not exported (types re-exported by name?): ${missing.join(' ')}`);
  }
}
