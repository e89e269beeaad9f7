/**
 * The form list's 'Import FHIR Questionnaire' action: one R4 Questionnaire (`.json`) becomes a new form in the
 * selected folder (FileImport). A file that cannot be imported shows why and makes no form; an imported one
 * shows its notes (renamed ids, FHIRPath kept as comments …) with a link to open the new form.
 */
import { FileImport } from '../layout/FileImport';
import { FHIR_ACCEPT, FHIR_IMPORT_REFUSED, importQuestionnaireFile } from './importQuestionnaireFile';

/** The import action for the folder shown (null: the site's root). */
export function FhirImport({ folderId }: { folderId: number | null }) {
  return (
    <FileImport
      folderId={folderId}
      label="Import FHIR Questionnaire"
      accept={FHIR_ACCEPT}
      refused={FHIR_IMPORT_REFUSED}
      read={importQuestionnaireFile}
    />
  );
}
