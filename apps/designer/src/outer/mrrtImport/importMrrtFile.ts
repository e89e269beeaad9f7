/**
 * IHE MRRT import in the designer (docs/mrrt.md): an MRRT HTML5 report template becomes a new form in the
 * selected folder. The core's importer does the work; a file it cannot import makes no form, and the reason
 * is shown. The template's JavaScript, never run, becomes the form's script as comments.
 */
import type { FileImportResult } from '../layout/FileImport';

/** The file types the import accepts. */
export const MRRT_ACCEPT = '.html,.htm,text/html';

/** The heading of a refused import's message. */
export const MRRT_IMPORT_REFUSED = 'The MRRT template could not be imported';

/** A made form to save with the import's notes, or why not (what FileImport takes). */
export type MrrtImport = FileImportResult;

/** Imports one template file's text into a save body for the folder (null: the site's root); the core loads on first use. */
export async function importMrrtFile(
  fileName: string,
  text: string,
  folderId: number | null,
): Promise<MrrtImport> {
  const { importMrrtTemplate, parseSpec } = await import('@formwright/core/authoring');
  const result = importMrrtTemplate(text, { fileName });
  const line = (d: { message: string; line?: number; column?: number }) =>
    d.line ? `line ${d.line}:${d.column ?? 0}: ${d.message}` : d.message;
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.yaml === undefined || errors.length > 0)
    return { ok: false, reasons: errors.length > 0 ? errors.map(line) : ['no form was produced'] };
  const spec = parseSpec(result.yaml).spec;
  if (!spec) return { ok: false, reasons: ['the form made from it does not validate'] };
  const notes = result.diagnostics.filter((d) => d.severity !== 'error').map(line);
  return {
    ok: true,
    body: {
      FolderId: folderId,
      Name: spec.metadata.title || fileName.replace(/\.html?$/i, ''),
      Description: `Imported from the MRRT template ${fileName}${notes.length > 0 ? ` (${notes.length} notes)` : ''}`,
      Template: { Yaml: result.yaml, JsCode: result.script ?? '', JsonSpec: '' },
    },
    notes,
  };
}
