import { rename, stat, unlink, writeFile, readFile } from 'node:fs/promises';
import {
  importQuestionnaire,
  MAX_QUESTIONNAIRE_CHARS,
  parseSpec,
  type ImportDiagnostic,
} from '@formwright/core/authoring';
import { importDiagnosticLine } from './importOpenehr';
import { fileErrorReason } from './readInput';
import { EXIT, usageError } from './usage';

/** Options of `formwright import-fhir`. */
export interface ImportFhirOptions {
  /** The form file to write (`-o FORM.yaml`). */
  readonly out: string;
  /** Print the diagnostics as JSON (`{"diagnostics":[…]}`) instead of lines. */
  readonly json?: boolean;
}

/**
 * `formwright import-fhir QUESTIONNAIRE.json -o FORM.yaml` (decisions D13, docs/fhir.md#the-questionnaire-import):
 * imports an R4 Questionnaire as a form. Exit 0 when the form was written (notes on stderr as
 * `QUESTIONNAIRE:LINE:COL SEVERITY CODE MESSAGE`), 1 when it cannot be imported (nothing is written), 2 on bad
 * usage, a file that cannot be read or written, or a file that is no Questionnaire (the message says what was
 * expected). The form is written to a temporary file and renamed, so FORM.yaml is never half-written.
 */
export async function importFhirCommand(file: string, opts: ImportFhirOptions): Promise<number> {
  const usage = (message: string): number => usageError('import-fhir', message);
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) return usage(`cannot read questionnaire ${file}: it is not a regular file`);
    if (info.size > MAX_QUESTIONNAIRE_CHARS * 4) {
      const mb = (info.size / (1024 * 1024)).toFixed(1);
      return report(
        [
          {
            severity: 'error',
            code: 'fhir-too-large',
            message: `The file is ${mb} MB; Questionnaires up to 10 MB can be imported.`,
          },
        ],
        file,
        opts,
        EXIT.usage,
      );
    }
    text = await readFile(file, 'utf8');
  } catch (err) {
    return usage(`cannot read questionnaire ${file}: ${fileErrorReason(err)}`);
  }
  const result = importQuestionnaire(text);
  if (result.yaml === undefined)
    return report(
      result.diagnostics,
      file,
      opts,
      result.notAQuestionnaire || text.length > MAX_QUESTIONNAIRE_CHARS ? EXIT.usage : EXIT.errors,
    );
  // The form must validate clean before it is written: an import that makes a broken form is our bug.
  const check = parseSpec(result.yaml).diagnostics.filter((d) => d.severity === 'error');
  if (check.length > 0) {
    const diagnostics: ImportDiagnostic[] = check.map((d) => ({
      severity: 'error',
      code: 'fhir-form-invalid',
      message: `The form made from ${file} does not validate (line ${d.line}: ${d.message}); nothing was written.`,
    }));
    return report(diagnostics, file, opts, EXIT.errors);
  }
  const temp = `${opts.out}.${process.pid}.tmp`;
  try {
    await writeFile(temp, result.yaml, 'utf8');
    await rename(temp, opts.out);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    return usage(`cannot write form ${opts.out}: ${fileErrorReason(err)}`);
  }
  return report(result.diagnostics, file, opts, EXIT.ok);
}

function report(
  ds: readonly ImportDiagnostic[],
  file: string,
  opts: ImportFhirOptions,
  code: number,
): number {
  if (opts.json) process.stdout.write(`${JSON.stringify({ diagnostics: ds })}\n`);
  else for (const d of ds) process.stderr.write(`${importDiagnosticLine(d, file)}\n`);
  return code;
}
