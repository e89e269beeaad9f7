import { rename, stat, unlink, writeFile, readFile } from 'node:fs/promises';
import {
  importMrrtTemplate,
  MAX_MRRT_CHARS,
  parseSpec,
  type MrrtDiagnostic,
} from '@formwright/core/authoring';
import { scriptBeside } from './formScript';
import { importDiagnosticLine } from './importOpenehr';
import { fileErrorReason } from './readInput';
import { EXIT, usageError } from './usage';

/** Options of `formwright import-mrrt`. */
export interface ImportMrrtCommandOptions {
  /** The form file to write (`-o FORM.yaml`). */
  readonly out: string;
  /** Print the diagnostics as JSON (`{"diagnostics":[…]}`) instead of lines. */
  readonly json?: boolean;
}

/**
 * `formwright import-mrrt TEMPLATE.html -o FORM.yaml` (docs/mrrt.md, decisions D13): imports an IHE MRRT
 * HTML5 report template into a form specification, as `import-openehr` does: exit 0 when the form was
 * written (notes on stderr as `TEMPLATE:LINE:COL SEVERITY CODE MESSAGE`), 1 when the template cannot be
 * imported (nothing written), 2 on bad usage, a file that cannot be read or written, a file over 10 MB, or a
 * file that is not HTML (the message says what was expected). The template's JavaScript, never run, goes as comments into FORM.js beside the form.
 */
export async function importMrrtCommand(template: string, opts: ImportMrrtCommandOptions): Promise<number> {
  const usage = (message: string): number => usageError('import-mrrt', message);
  let text: string;
  try {
    const info = await stat(template);
    if (!info.isFile()) return usage(`cannot read template ${template}: it is not a regular file`);
    if (info.size > MAX_MRRT_CHARS) {
      const mb = (info.size / (1024 * 1024)).toFixed(1);
      const message = `Cannot import ${template}: the file is ${mb} MB; templates up to ${MAX_MRRT_CHARS / (1024 * 1024)} MB can be imported.`;
      return report([{ severity: 'error', code: 'mrrt-too-large', message }], template, opts, EXIT.usage);
    }
    text = await readFile(template, 'utf8');
  } catch (err) {
    return usage(`cannot read template ${template}: ${fileErrorReason(err)}`);
  }
  const fileName = template.split(/[\\/]/).pop() ?? template;
  const result = importMrrtTemplate(text, { fileName });
  if (result.yaml === undefined) {
    const notHtml = result.diagnostics.some((d: MrrtDiagnostic) => d.code === 'mrrt-not-html');
    return report(result.diagnostics, template, opts, notHtml ? EXIT.usage : EXIT.errors);
  }
  // The form must validate clean before it is written: an import that makes a broken form is our bug.
  const check = parseSpec(result.yaml).diagnostics.filter((d) => d.severity === 'error');
  if (check.length > 0) {
    const diagnostics: MrrtDiagnostic[] = check.map((d) => ({
      severity: 'error',
      code: 'mrrt-form-invalid',
      message: `The form made from ${template} does not validate (line ${d.line}: ${d.message}); nothing was written.`,
    }));
    return report(diagnostics, template, opts, EXIT.errors);
  }
  const files: Array<[string, string]> = [[opts.out, result.yaml]];
  if (result.script !== undefined) files.push([scriptBeside(opts.out), result.script]);
  for (const [path, content] of files) {
    const temp = `${path}.${process.pid}.tmp`;
    try {
      await writeFile(temp, content, 'utf8');
      await rename(temp, path);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      return usage(`cannot write ${path}: ${fileErrorReason(err)}`);
    }
  }
  return report(result.diagnostics, template, opts, EXIT.ok);
}

function report(
  diagnostics: readonly MrrtDiagnostic[],
  template: string,
  opts: ImportMrrtCommandOptions,
  code: number,
): number {
  if (opts.json) process.stdout.write(`${JSON.stringify({ diagnostics })}\n`);
  else process.stderr.write(diagnostics.map((d) => `${importDiagnosticLine(d, template)}\n`).join(''));
  return code;
}
