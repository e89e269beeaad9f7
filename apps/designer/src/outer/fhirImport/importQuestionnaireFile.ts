/**
 * FHIR Questionnaire import in the designer (docs/fhir.md#the-questionnaire-import): an R4 Questionnaire
 * (`.json`) becomes a new form in the selected folder. The core's importer does the work; a file it cannot
 * import makes no form, and the reason is shown.
 */
import type { FileImportResult } from '../layout/FileImport';
import { importedForm } from '../layout/importedForm';

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
  const { importQuestionnaire, parseSpec } = await import('../layout/coreImporters');
  return importedForm(
    importQuestionnaire(text),
    parseSpec,
    { fileName, folderId },
    { from: 'the FHIR Questionnaire', extension: /\.json$/i },
  );
}
