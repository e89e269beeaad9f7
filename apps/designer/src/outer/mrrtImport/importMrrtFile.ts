/**
 * IHE MRRT import in the designer (docs/mrrt.md): an MRRT HTML5 report template becomes a new form in the
 * selected folder. The core's importer does the work; a file it cannot import makes no form, and the reason
 * is shown. The template's JavaScript, never run, becomes the form's script as comments.
 */
import type { FileImportResult } from '../layout/FileImport';
import { importedForm } from '../layout/importedForm';

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
  const { importMrrtTemplate, parseSpec } = await import('../layout/coreImporters');
  return importedForm(
    importMrrtTemplate(text, { fileName }),
    parseSpec,
    { fileName, folderId },
    { from: 'the MRRT template', extension: /\.html?$/i, withColumn: true },
  );
}
