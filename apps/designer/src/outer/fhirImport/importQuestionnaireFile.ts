/**
 * FHIR Questionnaire import in the designer (docs/fhir.md#the-questionnaire-import): an R4 Questionnaire
 * (`.json`) becomes a new form in the selected folder. The core's importer does the work; a file it cannot
 * import makes no form, and the reason is shown.
 */
import type { FileImportResult } from '../layout/FileImport';

/** The file types the import accepts. */
export const FHIR_ACCEPT = '.json,application/json,application/fhir+json';

/** The heading of a refused import's message. */
export const FHIR_IMPORT_REFUSED = 'The FHIR Questionnaire could not be imported';

/** A made form to save with the import's notes, or why not (what FileImport takes). */
export type QuestionnaireImport = FileImportResult;

/** Imports one Questionnaire file's text into a save body for the folder (null: the site's root); the core loads on first use. */
export async function importQuestionnaireFile(
  fileName: string,
  text: string,
  folderId: number | null,
): Promise<QuestionnaireImport> {
  const { importQuestionnaire, parseSpec } = await import('@formwright/core/authoring');
  const result = importQuestionnaire(text);
  const line = (d: { message: string; line?: number }) =>
    d.line ? `line ${d.line}: ${d.message}` : d.message;
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
      Name: spec.metadata.title || fileName.replace(/\.json$/i, ''),
      Description: `Imported from the FHIR Questionnaire ${fileName}${notes.length > 0 ? ` (${notes.length} notes)` : ''}`,
      Template: { Yaml: result.yaml, JsCode: '', JsonSpec: '' },
    },
    notes,
  };
}
