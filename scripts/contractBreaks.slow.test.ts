// One contract, two sides (issue 21 item 1): the designer's client and the server's handlers are both typed by
// packages/api's schemas, so a changed response schema breaks the type check of each side that no longer
// matches. This test changes one (the form list row's `Name` becomes `Title`, in memory) and type-checks a
// slice of each side: the designer's client, form repository and form table rows, and the server's route
// and service that answer the form list. Unchanged, both slices check clean.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaFile = resolve(root, 'packages/api/src/schemas/templates.ts');

/** The schema file with the form list row's `Name` renamed `Title` (that schema only). */
function renamedListName(text: string): string {
  const start = text.indexOf('export const templateListItemSchema');
  const end = text.indexOf('} as const;', start);
  const block = text.slice(start, end);
  const changed = block
    .replace("    Name: { type: 'string' },", "    Title: { type: 'string' },")
    .replace("'Name',", "'Title',");
  return text.slice(0, start) + changed + text.slice(end);
}

/** The type errors of `roots` under the tsconfig of `project`, with the schema file's text as `edit` makes it. */
function errorsOf(
  project: string,
  roots: readonly string[],
  edit: (text: string) => string = (t) => t,
): string[] {
  const configPath = join(root, project, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`no tsconfig at ${configPath}`);
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: true,
    composite: false,
    incremental: false,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) =>
    resolve(file) === schemaFile ? edit(readFileSync(schemaFile, 'utf8')) : readFile(file);
  const program = ts.createProgram({ rootNames: roots.map((r) => join(root, r)), options, host });
  // Only the side's own files and the contract are checked (core, which the server imports, is not ours to check here).
  const checked = [join(root, project), join(root, 'packages/api')].map((d) => `${d}/`);
  return program
    .getSourceFiles()
    .filter((f) => checked.some((d) => f.fileName.startsWith(d)))
    .flatMap((f) => [...program.getSyntacticDiagnostics(f), ...program.getSemanticDiagnostics(f)])
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const where = d.file ? `${d.file.fileName.slice(root.length + 1)}: ` : '';
      return where + ts.flattenDiagnosticMessageText(d.messageText, ' ');
    });
}

const designer = [
  'apps/designer/src/outer/api/operations.ts',
  'apps/designer/src/outer/api/formRepository.ts',
  'apps/designer/src/outer/pages/formList/formRows.ts',
];
const server = ['apps/server/src/routes/templates.ts'];

describe('a changed response schema breaks both sides', () => {
  it('the edit is real: the form list row is the only schema renamed', () => {
    const text = readFileSync(schemaFile, 'utf8');
    const changed = renamedListName(text);
    expect(changed).not.toBe(text);
    expect(changed.split('Title: ').length - 1).toBe(1);
  });

  it(
    'the designer checks clean against the contract, and fails once the list row has no Name',
    { timeout: 120_000 },
    () => {
      expect(errorsOf('apps/designer', designer)).toEqual([]);
      const errors = errorsOf('apps/designer', designer, renamedListName);
      expect(errors.some((e) => e.startsWith('apps/designer/src/outer/api/formRepository.ts'))).toBe(true);
      expect(errors.every((e) => e.startsWith('apps/designer/'))).toBe(true);
    },
  );

  it(
    'the server checks clean against the contract, and fails once the list row has no Name',
    { timeout: 120_000 },
    () => {
      expect(errorsOf('apps/server', server)).toEqual([]);
      const errors = errorsOf('apps/server', server, renamedListName);
      expect(errors.some((e) => e.startsWith('apps/server/src/services/templates.ts'))).toBe(true);
    },
  );
});
