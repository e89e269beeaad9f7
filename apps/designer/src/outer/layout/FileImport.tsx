/**
 * An import action of the form list: one file becomes a new form in the selected folder. A file that
 * cannot be imported shows why and makes no form; an imported one shows its notes with a link to open the
 * new form. The FHIR Questionnaire and MRRT imports are this action with their own reader.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { SaveTemplateBody } from '../api/types';
import { editorPath } from '../routes';
import { useApp } from '../session/SessionContext';
import { FileButton } from './FileButton';

/** A reader's answer: a form to save with the import's notes, or why not. */
export type FileImportResult =
  | { readonly ok: true; readonly body: SaveTemplateBody; readonly notes: readonly string[] }
  | { readonly ok: false; readonly reasons: readonly string[] };

/** Props of FileImport. */
export interface FileImportProps {
  /** The folder the form is saved into (null: the site's root). */
  readonly folderId: number | null;
  /** The button's text. */
  readonly label: string;
  readonly accept: string;
  /** The heading of a refused import's message. */
  readonly refused: string;
  /** Reads one file's text into a save body for the folder. */
  readonly read: (fileName: string, text: string, folderId: number | null) => Promise<FileImportResult>;
}

type Outcome =
  | { readonly kind: 'refused'; readonly reasons: readonly string[] }
  | {
      readonly kind: 'imported';
      readonly name: string;
      readonly path: string;
      readonly notes: readonly string[];
    };

/** The import action for the folder shown. */
export function FileImport({ folderId, label, accept, refused, read }: FileImportProps) {
  const { forms } = useApp();
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const made = await read(file.name, await file.text(), folderId);
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
      <FileButton accept={accept} disabled={busy} onFile={(file) => void importFile(file)}>
        {label}
      </FileButton>
      {outcome?.kind === 'refused' ? (
        <div role="alert">
          {refused}: {outcome.reasons.join('; ')}
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
