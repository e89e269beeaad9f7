import { readFile, stat } from 'node:fs/promises';
import { checkScriptSyntax } from '@formwright/core/script';
import {
  checkStaticOutputs,
  createDiagnostic,
  hasErrors,
  MAX_SPEC_CHARS,
  parseSpec,
  scriptFunctionNames,
  type Diagnostic,
} from '@formwright/core/authoring';
import { readFormScript, scriptDoesNotParse, type FormScript } from './formScript';
import { EXIT } from './main';
import { formatDiagnostics, jsonDiagnostic } from './printDiagnostics';
import { fileErrorReason, MAX_FILE_BYTES, UnreadableFileError } from './readInput';

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
  let script: FormScript | undefined;
  try {
    script = await readFormScript(form, opts.script);
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  // The script is parsed (never run) by the runner's own parser; its function names are read from the text.
  const scriptDiagnostics = script ? await checkScriptSyntax(script.source) : [];
  const scriptOptions = script
    ? {
        scriptFunctions: scriptFunctionNames(script.source),
        scriptDoesNotParse: scriptDoesNotParse(scriptDiagnostics),
      }
    : {};
  try {
    const info = await stat(form);
    if (info.isDirectory()) return unreadable(form, 'it is a directory');
    if (!info.isFile()) return unreadable(form, 'it is not a regular file');
    if (info.size > MAX_FILE_BYTES) {
      const detail = `the file is ${(info.size / 1048576).toFixed(1)} MB; the limit is ${MAX_SPEC_CHARS / 1048576} MB`;
      diagnostics = [createDiagnostic('fatal-parse', { params: { detail } })];
    } else {
      const text = new TextDecoder('utf-8').decode(await readFile(form));
      const parsed = parseSpec(text, scriptOptions);
      diagnostics = parsed.spec
        ? [...parsed.diagnostics, ...checkStaticOutputs(parsed.spec)]
        : parsed.diagnostics;
    }
  } catch (err) {
    return unreadable(form, fileErrorReason(err));
  }
  diagnostics = [...diagnostics, ...scriptDiagnostics];

  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ diagnostics: diagnostics.map((d) => jsonDiagnostic(d)) })}\n`);
  } else {
    process.stdout.write(
      formatDiagnostics(diagnostics, { form, ...(script ? { script: script.path } : {}) }),
    );
  }
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function unreadable(form: string, why: string): number {
  return usage(`cannot read form ${form}: ${why}`);
}

function usage(message: string): number {
  process.stderr.write(`formwright validate: ${message}\n`);
  return EXIT.usage;
}
