import { readFile, stat } from 'node:fs/promises';
import {
  checkStaticOutputs,
  createDiagnostic,
  hasErrors,
  MAX_SPEC_CHARS,
  parseSpec,
  type Diagnostic,
} from '@formwright/core';
import { formScriptFunctions } from './formScript';
import { formatDiagnostics, jsonDiagnostic } from './printDiagnostics';
import { fileErrorReason, MAX_FILE_BYTES, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

/**
 * `formwright validate FORM [--script FILE] [--json]` (decisions.md D6): prints the diagnostics of a form
 * specification (formulas may call the top-level functions of the script, or of FORM.js beside it) as
 * `FILE:LINE:COL SEVERITY CODE MESSAGE` lines, or as `{"diagnostics":[…]}`. Resolves to the exit code: 0
 * without errors (warnings allowed), 1 with errors, 2 when the file cannot be read.
 */
export async function validateCommand(
  form: string,
  opts: { json?: boolean; script?: string },
): Promise<number> {
  let diagnostics: readonly Diagnostic[];
  let scriptFunctions: readonly string[] | undefined;
  try {
    scriptFunctions = await formScriptFunctions(form, opts.script);
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  try {
    const info = await stat(form);
    if (info.isDirectory()) return unreadable(form, 'it is a directory');
    if (!info.isFile()) return unreadable(form, 'it is not a regular file');
    if (info.size > MAX_FILE_BYTES) {
      const detail = `the file is ${(info.size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_CHARS / 1048576} MB`;
      diagnostics = [createDiagnostic('fatal-parse', { params: { detail } })];
    } else {
      const text = new TextDecoder('utf-8').decode(await readFile(form));
      const parsed = parseSpec(text, scriptFunctions ? { scriptFunctions } : {});
      diagnostics = parsed.spec
        ? [...parsed.diagnostics, ...checkStaticOutputs(parsed.spec)]
        : parsed.diagnostics;
    }
  } catch (err) {
    return unreadable(form, fileErrorReason(err));
  }

  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ diagnostics: diagnostics.map((d) => jsonDiagnostic(d)) })}\n`);
  } else {
    process.stdout.write(formatDiagnostics(diagnostics, { form }));
  }
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function unreadable(form: string, why: string): number {
  return usage(`cannot read form ${form}: ${why}`);
}

function usage(message: string): number {
  return usageError('validate', message);
}
