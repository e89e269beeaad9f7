/**
 * The content history of one editor (editor/history.ts) bound to typing: edits are folded into one history
 * entry after a pause, so Undo goes back by a burst of typing, not a keystroke.
 */
import { useCallback, useReducer, useRef } from 'react';
import { loadContent, setContent, undoContent, type ContentState } from './editor/history';

/** The pause (ms) after which typed text becomes one history entry. */
export const HISTORY_SETTLE_MS = 600;

/**
 * The current text, whether it is unsaved, and the operations the toolbar and the editor call.
 * `initial` is the text to show; `savedText` the text as last saved (undefined for a new form), so a kept
 * draft opens as unsaved with the saved text one Undo away.
 */
export function useContentHistory(initial: string, savedText: string | undefined) {
  const state = useRef<ContentState | undefined>(undefined);
  if (state.current === undefined) {
    const loaded = loadContent(savedText ?? initial);
    state.current = savedText !== undefined && savedText !== initial ? setContent(loaded, initial) : loaded;
  }
  const text = useRef(initial);
  const [, render] = useReducer((n: number) => n + 1, 0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = () => {
    clearTimeout(timer.current);
    state.current = setContent(state.current!, text.current);
  };

  /** The editor changed: remember it now, commit it to the history after a pause. */
  const typed = useCallback((next: string) => {
    text.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      commit();
      render();
    }, HISTORY_SETTLE_MS);
    render();
  }, []);

  /** A whole new text from a command (clear, snippet, import): committed at once. */
  const replace = useCallback((next: string) => {
    text.current = next;
    commit();
    render();
  }, []);

  /** Undo: answers the text to put back (or undefined when the history is empty). */
  const undo = useCallback((): string | undefined => {
    commit();
    const next = undoContent(state.current!);
    if (next === state.current) return undefined;
    state.current = next;
    text.current = next.text;
    render();
    return next.text;
  }, []);

  /** After a save: the same text, marked saved. */
  const saved = useCallback(() => {
    commit();
    state.current = { ...state.current!, unsaved: false };
    render();
  }, []);

  const current = state.current;
  return {
    text: text.current,
    unsaved: current.unsaved || text.current !== current.text,
    historyLength: current.history.length,
    typed,
    replace,
    undo,
    saved,
  };
}
