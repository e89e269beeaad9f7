/**
 * The form list (a first cut: the second designer helper builds the folder tree, drag and drop, versions
 * and the tutorial here): the forms with Name, Version, Modified, a versions dialog per form, and New, Demo,
 * Import from File.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OpenEhrImport } from '../../openehrImport/OpenEhrImport';
import { editorPath } from '../../routes';
import { useApp } from '../../session/SessionContext';
import { VersionsDialog } from './VersionsDialog';

/** The form list screen. */
export default function FormListPage() {
  const { forms } = useApp();
  const list = useQuery({ queryKey: ['forms', forms.mode], queryFn: () => forms.list() });
  const [versionsOf, setVersionsOf] = useState<{ id: string; name: string } | undefined>(undefined);
  return (
    <div className="fw-form-list">
      <div className="fw-toolbar">
        <Link to="/new">New</Link>
        <Link to="/demo">Demo</Link>
        <Link to="/fromFile">Import from File</Link>
        <OpenEhrImport folderId={null} />
      </div>
      {list.isPending ? (
        <p className="fw-empty">Loading, please wait...</p>
      ) : list.isError ? (
        <p className="fw-empty">Currently no data available</p>
      ) : list.data.length === 0 ? (
        <p className="fw-empty">No forms exist yet, create one!</p>
      ) : (
        <table className="fw-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Version</th>
              <th>Modified</th>
              <th>Versions</th>
            </tr>
          </thead>
          <tbody>
            {list.data
              .filter((f) => !f.Deleted)
              .map((f) => (
                <tr key={f.Id}>
                  <td>
                    <Link to={editorPath(f.Id, f.Version)}>{f.Name}</Link>
                  </td>
                  <td>{f.Version}</td>
                  <td>{f.Created ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Versions of ${f.Name}`}
                      onClick={() => setVersionsOf({ id: f.Id, name: f.Name })}
                    >
                      Versions
                    </button>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      {versionsOf ? (
        <VersionsDialog id={versionsOf.id} name={versionsOf.name} onClose={() => setVersionsOf(undefined)} />
      ) : null}
    </div>
  );
}
