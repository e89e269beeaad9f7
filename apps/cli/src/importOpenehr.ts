import { rename, stat, unlink, writeFile, readFile } from 'node:fs/promises';
import {
  importOpenEhrTemplate,
  MAX_TEMPLATE_CHARS,
  parseSpec,
  type ImportDiagnostic,
} from '@formwright/core/authoring';
import { fileErrorReason } from './readInput';
import { EXIT, usageError } from './usage';

/** Options of `formwright import-openehr`. */
export interface ImportOpenehrOptions {
  /** The form file to write (`-o FORM.yaml`). */
  readonly out: string;
  /** Print the diagnostics as JSON (`{"diagnostics":[…]}`) instead of lines. */
  readonly json?: boolean;
  /** Whose web template ids an OPT gets where EHRbase's and Better's differ (`--rules`): ehrbase (default) or better. */
  readonly rules?: string;
}

/** One import diagnostic as a line: `TEMPLATE:LINE:COL SEVERITY CODE MESSAGE` (0:0 when it has no place). */
export function importDiagnosticLine(d: ImportDiagnostic, template: string): string {
  return `${template}:${d.line ?? 0}:${d.column ?? 0} ${d.severity} ${d.code} ${d.message.replace(/\s*\n\s*/g, ' ')}`;
}

/**
 * `formwright import-openehr TEMPLATE -o FORM.yaml` (docs/openehr.md#the-command): imports an openEHR web
 * template (.json) or operational template (.opt, OPT 1.4 XML) into a form specification. Exit 0 when the
 * form was written (notes and warnings on stderr), 1 when the template cannot be imported (nothing is
 * written), 2 on bad usage or a file that cannot be read or written. The form is written to a temporary
 * file and renamed, so FORM.yaml is never half-written.
 */
export async function importOpenehrCommand(template: string, opts: ImportOpenehrOptions): Promise<number> {
  const usage = (message: string): number => usageError('import-openehr', message);
  const rules = opts.rules ?? 'ehrbase';
  if (rules !== 'ehrbase' && rules !== 'better')
    return usage(`--rules must be ehrbase or better, not ${rules}`);
  let text: string;
  try {
    const info = await stat(template);
    if (!info.isFile()) return usage(`cannot read template ${template}: it is not a regular file`);
    // A text of at most MAX_TEMPLATE_CHARS characters takes at most 4 bytes each; a larger file is not read.
    if (info.size > MAX_TEMPLATE_CHARS * 4) {
      const mb = (info.size / (1024 * 1024)).toFixed(1);
      return report(
        [
          {
            severity: 'error',
            code: 'openehr-too-large',
            message: `Cannot import ${template}: the file is ${mb} MB; templates up to ${MAX_TEMPLATE_CHARS / (1024 * 1024)} MB can be imported.`,
          },
        ],
        template,
        opts,
        EXIT.errors,
      );
    }
    text = await readFile(template, 'utf8');
  } catch (err) {
    return usage(`cannot read template ${template}: ${fileErrorReason(err)}`);
  }
  const fileName = template.split(/[\\/]/).pop() ?? template;
  const result = importOpenEhrTemplate(text, { fileName, rules });
  if (result.yaml === undefined) return report(result.diagnostics, template, opts, EXIT.errors);
  // The form must validate clean before it is written: an import that makes a broken form is our bug,
  // reported as an error rather than written.
  const check = parseSpec(result.yaml).diagnostics.filter((d) => d.severity === 'error');
  if (check.length > 0) {
    const diagnostics: ImportDiagnostic[] = check.map((d) => ({
      severity: 'error',
      code: 'openehr-form-invalid',
      message: `The form made from ${template} does not validate (line ${d.line}: ${d.message}); nothing was written.`,
    }));
    return report(diagnostics, template, opts, EXIT.errors);
  }
  const temp = `${opts.out}.${process.pid}.tmp`;
  try {
    await writeFile(temp, result.yaml, 'utf8');
    await rename(temp, opts.out);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    return usage(`cannot write form ${opts.out}: ${fileErrorReason(err)}`);
  }
  return report(result.diagnostics, template, opts, EXIT.ok);
}

function report(
  diagnostics: readonly ImportDiagnostic[],
  template: string,
  opts: ImportOpenehrOptions,
  code: number,
): number {
  if (opts.json) process.stdout.write(`${JSON.stringify({ diagnostics })}\n`);
  else process.stderr.write(diagnostics.map((d) => `${importDiagnosticLine(d, template)}\n`).join(''));
  return code;
}
