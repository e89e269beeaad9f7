/**
 * The form list's 'Import MRRT template' action: one IHE MRRT template (`.html`) becomes a new form in the
 * selected folder. A file that cannot be imported shows why and makes no form; an imported one shows its
 * notes (renamed ids, scripts kept as comments …) with a link to open the new form.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { editorPath } from '../routes';
import { useApp } from '../session/SessionContext';
import { importMrrtFile, MRRT_ACCEPT, MRRT_IMPORT_REFUSED } from './importMrrtFile';
import { FileButton } from '../layout/FileButton';

type Outcome =
  | { readonly kind: 'refused'; readonly reasons: readonly string[] }
  | {
      readonly kind: 'imported';
      readonly name: string;
      readonly path: string;
      readonly notes: readonly string[];
    };

/** The import action for the folder shown (null: the site's root). */
export function MrrtImport({ folderId }: { folderId: number | null }) {
  const { forms } = useApp();
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const made = await importMrrtFile(file.name, await file.text(), folderId);
      if (!made.ok) {
        setOutcome({ kind: 'refused', reasons: made.reasons });
        return;
      }
      const saved = await forms.save(made.body);
      setOutcome({
        kind: 'imported',
        name: made.body.Name,
        path: editorPath(saved.Id, saved.Version),
        notes: made.notes,
      });
    } catch (error) {
      setOutcome({ kind: 'refused', reasons: [(error as Error).message] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="fw-openehr-import">
      <FileButton accept={MRRT_ACCEPT} disabled={busy} onFile={(file) => void importFile(file)}>
        Import MRRT template
      </FileButton>
      {outcome?.kind === 'refused' ? (
        <div role="alert">
          {MRRT_IMPORT_REFUSED}: {outcome.reasons.join('; ')}
        </div>
      ) : null}
      {outcome?.kind === 'imported' ? (
        <div role="status" className="fw-import-notes">
          Imported <Link to={outcome.path}>{outcome.name}</Link>
          {outcome.notes.length > 0 ? (
            <details>
              <summary>{outcome.notes.length} notes</summary>
              <ul>
                {outcome.notes.map((n, i) => (
                  <li key={i}>{n}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
    </span>
  );
}
