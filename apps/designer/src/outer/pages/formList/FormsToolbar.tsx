/**
 * The forms pane's toolbar: New form, Demo and Import from File (into the folder a new form starts in),
 * the openEHR, MRRT and FHIR imports, the package import (.fp), Show deleted forms and Export all forms
 * (Admin and above).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { FhirImport } from '../../fhirImport/FhirImport';
import { FileButton } from '../../layout/FileButton';
import { MrrtImport } from '../../mrrtImport/MrrtImport';
import { OpenEhrImport } from '../../openehrImport/OpenEhrImport';
import { hasRole, Role } from '../../session/roles';
import type { FormListRules } from './formListRules';
import type { useFormListActions } from './useFormListActions';

/** Props of FormsToolbar. */
export interface FormsToolbarProps {
  readonly newFolderId: FormListRules['newFolderId'];
  readonly server: boolean;
  readonly role: Parameters<typeof hasRole>[0];
  readonly showDeleted: boolean;
  readonly onShowDeleted: (show: boolean) => void;
  readonly actions: ReturnType<typeof useFormListActions>;
}

/** The toolbar, then the package import's note. */
export function FormsToolbar({
  newFolderId,
  server,
  role,
  showDeleted,
  onShowDeleted,
  actions,
}: FormsToolbarProps) {
  const [importNote, setImportNote] = useState<string | undefined>(undefined);
  const query = newFolderId === null || newFolderId === undefined ? '' : `?folder=${newFolderId}`;
  return (
    <>
      <div className="fw-toolbar">
        <Link to={`/new${query}`}>New form</Link>
        <Link to={`/demo${query}`}>Demo</Link>
        <Link to={`/fromFile${query}`}>Import from File</Link>
        <OpenEhrImport folderId={newFolderId ?? null} />
        <MrrtImport folderId={newFolderId ?? null} />
        <FhirImport folderId={newFolderId ?? null} />
        {server && newFolderId !== null && newFolderId !== undefined ? (
          <FileButton
            accept=".fp,.json"
            onFile={(file) =>
              void file
                .text()
                .then((text) => actions.importPackage(newFolderId, text))
                .then((n) => setImportNote(`${n} form${n === 1 ? '' : 's'} imported`))
                .catch((error: unknown) => setImportNote((error as Error).message))
            }
          >
            Import package (.fp)
          </FileButton>
        ) : null}
        <span className="fw-nav-spacer" />
        <label className="fw-check">
          <input type="checkbox" checked={showDeleted} onChange={(e) => onShowDeleted(e.target.checked)} />
          Show deleted forms
        </label>
        {server && hasRole(role, Role.Admin) ? (
          <button
            type="button"
            onClick={() => void actions.exportAll().catch((e: unknown) => window.alert((e as Error).message))}
          >
            Export all forms
          </button>
        ) : null}
      </div>
      {importNote ? (
        <p role="status" className="fw-note">
          {importNote}
        </p>
      ) : null}
    </>
  );
}
