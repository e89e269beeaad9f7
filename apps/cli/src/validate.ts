import { hasErrors } from '@formwright/core/authoring';
import { loadForm } from '@formwright/core/headless';
import { readFormScript, type FormScript } from './formScript';
import { formatDiagnostics, jsonDiagnostic } from './printDiagnostics';
import { readInputFile, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

/**
 * `formwright validate FORM [--script FILE] [--json]` (docs/cli.md#the-formwright-command): prints the diagnostics of a form
 * specification (formulas may call the top-level functions of the script, or of FORM.js beside it) as
 * `FILE:LINE:COL SEVERITY CODE MESSAGE` lines, or as `{"diagnostics":[…]}`. Resolves to the exit code: 0
 * without errors (warnings allowed), 1 with errors, 2 when the file cannot be read or is too large.
 */
export async function validateCommand(
  form: string,
  opts: { json?: boolean; script?: string },
): Promise<number> {
  let script: FormScript | undefined;
  try {
    script = await readFormScript(form, opts.script);
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  let text: string;
  try {
    text = await readInputFile(form, 'form');
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  // core's one loader: the script is parsed (never run) by the runner's own parser, its function names
  // read from the text; a script that does not parse is one 'script-parse' error (docs/architecture.md#loading-a-form).
  const { diagnostics } = await loadForm(text, script?.source, { checkOutputs: true });

  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ diagnostics: diagnostics.map((d) => jsonDiagnostic(d)) })}\n`);
  } else {
    process.stdout.write(
      formatDiagnostics(diagnostics, { form, ...(script ? { script: script.path } : {}) }),
    );
  }
  return hasErrors(diagnostics) ? EXIT.errors : EXIT.ok;
}

function usage(message: string): number {
  return usageError('validate', message);
}
