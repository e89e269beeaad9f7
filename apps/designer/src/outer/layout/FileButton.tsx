/**
 * A file action that looks and acts as a button (docs/form-list.md): a click or Enter opens the file
 * dialog, and a file dropped on it is taken as if chosen. The file input inside keeps the action's name
 * (so `getByLabel` and screen readers find it) but is not drawn: the browser's own control showed
 * "No file chosen" cut to the toolbar's width.
 */
import { useState, type DragEvent, type ReactNode } from 'react';

/** True when a drag carries files (not a form or folder dragged inside the page). */
export function carriesFiles(e: Pick<DragEvent, 'dataTransfer'>): boolean {
  return [...(e.dataTransfer?.types ?? [])].includes('Files');
}

/** A button-like file action; `onFile` gets the first file chosen or dropped. */
export function FileButton({
  children,
  accept,
  disabled = false,
  title,
  onFile,
}: {
  children: ReactNode;
  accept?: string;
  disabled?: boolean;
  title?: string;
  onFile: (file: File) => void;
}) {
  const [over, setOver] = useState(false);
  const className = `fw-file-button${over ? ' fw-drop-over' : ''}${disabled ? ' fw-disabled' : ''}`;
  return (
    <label
      className={className}
      title={title ?? 'Choose a file, or drop one here'}
      onDragOver={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (disabled || !carriesFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <input
        type="file"
        className="fw-visually-hidden"
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      {children}
    </label>
  );
}
