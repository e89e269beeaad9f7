import { stat, writeFile } from 'node:fs/promises';
import { join, parse as parsePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileForm, coreFormTests, makePackage, readRuntimeFiles } from '@formwright/packaging';
import { readFormScript, type FormScript } from './formScript';
import { readInputFile, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

/** Where the standalone runtime is built (docs/architecture.md#entry-points); packaged when present. */
export const RUNTIME_DIST = fileURLToPath(new URL('../../runtime/dist', import.meta.url));

/** Options of `formwright build`. */
export interface BuildOptions {
  out: string;
  script?: string;
  tests?: string;
  version?: string;
  build?: string;
}

/**
 * `formwright build FORM [--script FILE] -o OUT.srtpkg` (docs/cli.md#the-formwright-command, docs/architecture.md#entry-points): compiles the form and
 * writes the `.srtpkg` with the package maker the server's build endpoint uses, so the same form,
 * script, version and build number give the same bytes. The form's tests (FORM.tests.yaml, or
 * --tests) run first and a failure refuses the build. Exit 0 on success, 1 when the form has errors or
 * its tests fail, 2 on bad usage or unreadable files.
 */
export async function buildCommand(form: string, opts: BuildOptions): Promise<number> {
  const version = Number(opts.version ?? 1);
  const buildNumber = Number(opts.build ?? 1);
  if (!Number.isInteger(version) || version < 0 || !Number.isInteger(buildNumber) || buildNumber < 0)
    return usageError('build', '--version and --build take whole numbers');
  let script: FormScript | undefined;
  let text: string;
  let tests: string | undefined;
  try {
    script = await readFormScript(form, opts.script);
    text = await readInputFile(form, 'form');
    const testsPath = opts.tests ?? testsBeside(form);
    if (opts.tests !== undefined || (await stat(testsPath).catch(() => undefined))?.isFile())
      tests = await readInputFile(testsPath, 'tests');
  } catch (err) {
    if (err instanceof UnreadableFileError) return usageError('build', err.message);
    throw err;
  }
  const source = script?.source ?? '';
  const compiled = await compileForm(text, source, []);
  if (!compiled.ok) {
    process.stderr.write(
      compiled.diagnostics
        .map((d) => `${form}:${d.line ?? 1}:${d.column ?? 1} ${d.severity} ${d.code} ${d.message}`)
        .join('\n') + '\n',
    );
    return EXIT.errors;
  }
  if (tests !== undefined && tests.trim() !== '') {
    const { failed } = await coreFormTests(text, source, tests);
    if (failed.length > 0) {
      process.stderr.write(`formwright build: the form's tests fail: ${failed.join(', ')}\n`);
      return EXIT.errors;
    }
  }
  const { bytes, manifest } = makePackage({
    compiled: compiled.compiled,
    script: source,
    templateFields: compiled.templateFields,
    requiredIds7Version: compiled.requiredIds7Version,
    version,
    buildNumber,
    runtime: readRuntimeFiles(RUNTIME_DIST),
  });
  try {
    await writeFile(opts.out, bytes);
  } catch (err) {
    return usageError(
      'build',
      `cannot write ${opts.out}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  process.stdout.write(
    `${opts.out}: ${manifest.title} v${manifest.versionMajor}.${manifest.versionMinor}.${version}.${buildNumber}, IDS7 ${manifest.requiredIds7Version} or later, ${bytes.length} bytes\n`,
  );
  return EXIT.ok;
}

function testsBeside(form: string): string {
  const { dir, name } = parsePath(form);
  return join(dir, `${name}.tests.yaml`);
}
