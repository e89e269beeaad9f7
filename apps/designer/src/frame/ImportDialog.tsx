/**
 * The import dialog: one file of type .ssrt, .fp or .json (docs/rest.md#the-rest-contract); more than one gives the
 * spec's alert. A form file (.ssrt/.json: a template with Yaml and JsCode, or a bare specification)
 * replaces the editor's content.
 */
import { useState } from 'react';

/** The accepted file types. */
export const IMPORT_ACCEPT = '.ssrt,.fp,.json';
/** The alert for anything but one file. */
export const ONE_FILE_ALERT = 'You shall only upload one file of type .ssrt';

/** What an imported form file holds. */
export interface ImportedForm {
  readonly name: string;
  readonly yaml: string;
  readonly script: string;
  /** The form tests exported with it (a template's `Tests`), when it has any. */
  readonly tests?: string;
}

/** Reads a form file's text: a template (`Template: {Yaml, JsCode}`), a list of them (.fp: the first), or YAML. */
export function readFormFile(fileName: string, text: string): ImportedForm {
  const base = fileName.replace(/\.[^.]+$/, '');
  try {
    const parsed: unknown = JSON.parse(text);
    const first = Array.isArray(parsed) ? parsed[0] : parsed;
    if (typeof first === 'object' && first !== null) {
      const t = first as {
        Name?: unknown;
        Tests?: unknown;
        Template?: { Yaml?: unknown; JsCode?: unknown };
        Yaml?: unknown;
        JsCode?: unknown;
      };
      const inner = t.Template ?? t;
      if (typeof inner.Yaml === 'string')
        return {
          name: typeof t.Name === 'string' ? t.Name : base,
          yaml: inner.Yaml,
          script: typeof inner.JsCode === 'string' ? inner.JsCode : '',
          ...(typeof t.Tests === 'string' ? { tests: t.Tests } : {}),
        };
    }
  } catch {
    // Not JSON: a specification in YAML.
  }
  return { name: base, yaml: text, script: '' };
}

/** The dialog's file chooser. */
export function ImportDialog({
  onLoaded,
  onClose,
}: {
  onLoaded: (form: ImportedForm) => void;
  onClose: () => void;
}) {
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const take = async (files: FileList | null | undefined) => {
    if (!files || files.length !== 1 || !files[0]) {
      setAlert(ONE_FILE_ALERT);
      return;
    }
    const file = files[0];
    onLoaded(readFormFile(file.name, await file.text()));
  };
  // A centred dialog over the editor: a file button (the dialog is also a drop target) and Close.
  return (
    <div className="fw-dialog-backdrop">
      <div
        className={`fw-dialog fw-import-dialog${over ? ' fw-drop-over' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label="Import from file"
        onDragOver={(e) => {
          if (![...e.dataTransfer.types].includes('Files')) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          if (![...e.dataTransfer.types].includes('Files')) return;
          e.preventDefault();
          setOver(false);
          void take(e.dataTransfer.files);
        }}
      >
        <h2 className="fw-dialog-title">Import from file</h2>
        <p className="fw-hint">One form file (.ssrt, .fp or .json): choose it, or drop it here.</p>
        <label className="fw-file-button">
          <input
            type="file"
            className="fw-visually-hidden"
            aria-label="Form file"
            accept={IMPORT_ACCEPT}
            multiple
            onChange={(e) => void take(e.target.files)}
          />
          Choose file…
        </label>
        {alert ? (
          <p role="alert" className="fw-error">
            {alert}
          </p>
        ) : null}
        <div className="fw-dialog-actions">
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
