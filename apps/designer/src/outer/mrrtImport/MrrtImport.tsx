/**
 * The form list's 'Import MRRT template' action: one IHE MRRT template (`.html`) becomes a new form in the
 * selected folder (FileImport). A file that cannot be imported shows why and makes no form; an imported one
 * shows its notes (renamed ids, scripts kept as comments …) with a link to open the new form.
 */
import { FileImport } from '../layout/FileImport';
import { importMrrtFile, MRRT_ACCEPT, MRRT_IMPORT_REFUSED } from './importMrrtFile';

/** The import action for the folder shown (null: the site's root). */
export function MrrtImport({ folderId }: { folderId: number | null }) {
  return (
    <FileImport
      folderId={folderId}
      label="Import MRRT template"
      accept={MRRT_ACCEPT}
      refused={MRRT_IMPORT_REFUSED}
      read={importMrrtFile}
    />
  );
}
