/**
 * Confirmations inside the frame. The sandbox (allow-scripts only) blocks window.confirm and alert, so the
 * frame asks in its own small dialog; the spec's texts are shown letter for letter.
 */
import { useCallback, useState, type ReactNode } from 'react';

/** `ask(text)` resolves true on OK; `tell(text)` shows an alert with one OK; `dialog` is to be rendered. */
export function useConfirm(): {
  ask: (text: string) => Promise<boolean>;
  tell: (text: string) => Promise<void>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<
    { text: string; alert: boolean; done: (ok: boolean) => void } | undefined
  >();
  const ask = useCallback(
    (text: string) => new Promise<boolean>((resolve) => setOpen({ text, alert: false, done: resolve })),
    [],
  );
  const tell = useCallback(
    (text: string) => new Promise<void>((resolve) => setOpen({ text, alert: true, done: () => resolve() })),
    [],
  );
  const close = (ok: boolean) => {
    open?.done(ok);
    setOpen(undefined);
  };
  const dialog = open ? (
    <div className="fw-dialog-backdrop">
      <div
        className="fw-dialog"
        role={open.alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-label={open.alert ? 'Alert' : 'Confirm'}
      >
        <p>{open.text}</p>
        <div className="fw-toolbar">
          <button type="button" autoFocus onClick={() => close(true)}>
            OK
          </button>
          {open.alert ? null : (
            <button type="button" onClick={() => close(false)}>
              Cancel
            </button>
          )}
        </div>
      </div>
    </div>
  ) : null;
  return { ask, tell, dialog };
}
