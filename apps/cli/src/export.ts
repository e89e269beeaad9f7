import { rename, unlink, writeFile } from 'node:fs/promises';
import { exportMrrt, exportQuestionnaire, parseSpec, type FormSpec } from '@formwright/core/authoring';
import { formatDiagnostics } from './printDiagnostics';
import { fileErrorReason, readInputFile, UnreadableFileError } from './readInput';
import { EXIT, usageError } from './usage';

/** Options of `formwright export`. */
export interface ExportOptions {
  /** The format to write: one of {@link EXPORTERS}' keys. */
  readonly format: string;
  /** The file to write (`-o FILE`). */
  readonly out: string;
}

/** A note of an exporter: what the format could not say, at a place in the form. */
export interface ExporterNote {
  readonly severity: 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/** One export format: the form's text in that format and the notes of what was lost. */
export type Exporter = (spec: FormSpec) => { readonly text: string; readonly notes: readonly ExporterNote[] };

/** The formats of `formwright export --format` (decisions D13): one entry per format. */
export const EXPORTERS: Readonly<Record<string, Exporter>> = {
  'fhir-questionnaire': (spec) => {
    const { questionnaire, notes } = exportQuestionnaire(spec);
    return { text: `${JSON.stringify(questionnaire, null, 2)}\n`, notes };
  },
  mrrt: (spec) => {
    const { html, notes } = exportMrrt(spec);
    return { text: html, notes };
  },
};

/**
 * `formwright export FORM --format FORMAT -o FILE` (docs/cli.md, decisions D13): writes a form as another
 * format's template. Exit 0 when the file was written (notes on stderr as `FORM:LINE:COL SEVERITY CODE
 * MESSAGE`), 1 when the form has errors (nothing written), 2 on bad usage or a file that cannot be read or
 * written. The file is written to a temporary name and renamed, so it is never half-written.
 */
export async function exportCommand(form: string, opts: ExportOptions): Promise<number> {
  const usage = (message: string): number => usageError('export', message);
  const exporter = Object.hasOwn(EXPORTERS, opts.format) ? EXPORTERS[opts.format] : undefined;
  if (!exporter) return usage(`unknown format ${opts.format} (${Object.keys(EXPORTERS).join(' or ')})`);
  let text: string;
  try {
    text = await readInputFile(form, 'form');
  } catch (err) {
    if (err instanceof UnreadableFileError) return usage(err.message);
    throw err;
  }
  const parsed = parseSpec(text);
  if (!parsed.spec) {
    process.stderr.write(formatDiagnostics(parsed.diagnostics, { form }));
    return EXIT.errors;
  }
  const { text: out, notes } = exporter(parsed.spec);
  const temp = `${opts.out}.${process.pid}.tmp`;
  try {
    await writeFile(temp, out, 'utf8');
    await rename(temp, opts.out);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    return usage(`cannot write ${opts.out}: ${fileErrorReason(err)}`);
  }
  for (const n of notes)
    process.stderr.write(`${form}:${n.line ?? 0}:${n.column ?? 0} ${n.severity} ${n.code} ${n.message}\n`);
  return EXIT.ok;
}
