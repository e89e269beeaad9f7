/**
 * Confirmations and alerts inside the frame: the browser's own (the sandbox allows modals), like the outer
 * app's, so every confirmation of docs/designer.md#the-editor looks and behaves the same wherever it is asked.
 * The spec's texts are shown letter for letter. Kept as a hook so the tabs take `ask` and `tell` as props
 * (their tests answer them).
 */
import type { ReactNode } from 'react';

const ask = (text: string): Promise<boolean> => Promise.resolve(window.confirm(text));
const tell = (text: string): Promise<void> => {
  window.alert(text);
  return Promise.resolve();
};

/** `ask(text)` resolves true on OK; `tell(text)` shows an alert; `dialog` is nothing to render (native). */
export function useConfirm(): {
  ask: (text: string) => Promise<boolean>;
  tell: (text: string) => Promise<void>;
  dialog: ReactNode;
} {
  return { ask, tell, dialog: null };
}
