/**
 * Highlights one specification line for a while: a click on a preview error, and Ctrl+Alt+click in the
 * preview, bring the author to the line (docs/designer.md#the-designer: 1000 ms).
 */
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';

/** How long an error's line stays highlighted (ms). */
export const LINE_HIGHLIGHT_MS = 1000;

const setHighlight = StateEffect.define<number | null>();
const lineMark = Decoration.line({ class: 'fw-line-highlight' });

const highlightField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setHighlight)) continue;
      next =
        effect.value === null || effect.value > tr.state.doc.lines
          ? Decoration.none
          : Decoration.set([lineMark.range(tr.state.doc.line(effect.value).from)]);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The highlight field. */
export function lineHighlight(): Extension {
  return highlightField;
}

/** Scrolls to `line` (from 1), puts the cursor there and highlights it for LINE_HIGHLIGHT_MS. */
export function highlightLine(view: EditorView, line: number): void {
  const target = Math.min(Math.max(1, line), view.state.doc.lines);
  const from = view.state.doc.line(target).from;
  view.dispatch({
    effects: [setHighlight.of(target), EditorView.scrollIntoView(from, { y: 'center' })],
    selection: { anchor: from },
  });
  view.focus();
  setTimeout(() => view.dispatch({ effects: setHighlight.of(null) }), LINE_HIGHLIGHT_MS);
}
