/**
 * The editor content's undo history (docs/designer.md#the-designer): setting content pushes the previous
 * text (at most 10 entries, the oldest dropped); identical content is ignored; undo pops; loading clears
 * the history and marks the form saved; edits and undo mark it unsaved.
 */

/** The undo history's size (docs/designer.md#the-designer). */
export const UNDO_HISTORY_SIZE = 10;

/** The content and its history, immutable: each operation returns the next state. */
export interface ContentState {
  readonly text: string;
  readonly history: readonly string[];
  readonly unsaved: boolean;
}

/** Loaded content: empty history, saved. */
export function loadContent(text: string): ContentState {
  return { text, history: [], unsaved: false };
}

/** Sets new content: pushes the previous text, keeps the last 10. Identical content changes nothing. */
export function setContent(state: ContentState, text: string): ContentState {
  if (text === state.text) return state;
  const history = [...state.history, state.text].slice(-UNDO_HISTORY_SIZE);
  return { text, history, unsaved: true };
}

/** Undo: back to the last pushed text; nothing when the history is empty. */
export function undoContent(state: ContentState): ContentState {
  const previous = state.history[state.history.length - 1];
  if (previous === undefined) return state;
  return { text: previous, history: state.history.slice(0, -1), unsaved: true };
}

/** After a save: the same text and history, marked saved. */
export function markSaved(state: ContentState): ContentState {
  return { ...state, unsaved: false };
}
