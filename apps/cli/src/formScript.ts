import { stat } from 'node:fs/promises';
import { parse as parsePath, join } from 'node:path';
import { scriptFunctionNames } from '@formwright/core/authoring';
import { readInputFile } from './readInput';

/** The script beside a form: `dir/form.yaml` → `dir/form.js`. */
export function scriptBeside(form: string): string {
  const { dir, name } = parsePath(form);
  return join(dir, `${name}.js`);
}

/**
 * The top-level function names of the form's script, read without running it, for `validate`: the file
 * given with `--script` (an unreadable one throws an UnreadableFileError, to exit 2), else `FORM.js` beside the form when it
 * exists, else undefined (the form has no script).
 */
export async function formScriptFunctions(
  form: string,
  script: string | undefined,
): Promise<readonly string[] | undefined> {
  if (script !== undefined) return scriptFunctionNames(await readInputFile(script, 'script'));
  const beside = scriptBeside(form);
  const info = await stat(beside).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return scriptFunctionNames(await readInputFile(beside, 'script'));
}
