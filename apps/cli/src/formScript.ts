import { stat } from 'node:fs/promises';
import { parse as parsePath, join } from 'node:path';
import { readInputFile } from './readInput';

/** The script beside a form: `dir/form.yaml` → `dir/form.js`. */
export function scriptBeside(form: string): string {
  const { dir, name } = parsePath(form);
  return join(dir, `${name}.js`);
}

/** A form's script file and its text. */
export interface FormScript {
  readonly path: string;
  readonly source: string;
}

/**
 * The form's script, for `validate` and `render` alike: the file given with `--script` (an unreadable one
 * throws an UnreadableFileError, to exit 2), else `FORM.js` beside the form when it exists, else
 * undefined (the form has no script).
 */
export async function readFormScript(
  form: string,
  script: string | undefined,
): Promise<FormScript | undefined> {
  if (script !== undefined) return { path: script, source: await readInputFile(script, 'script') };
  const beside = scriptBeside(form);
  const info = await stat(beside).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return { path: beside, source: await readInputFile(beside, 'script') };
}
