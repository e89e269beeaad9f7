/**
 * Lint markers from the core's diagnostics, one for one at their line and column. The frame parses once
 * per change (the same parse feeds the preview) and pushes the result here, so markers and preview agree.
 */
import {
  setDiagnostics,
  lintGutter,
  type Action as CmAction,
  type Diagnostic as CmDiagnostic,
} from '@codemirror/lint';
import type { EditorState, Extension, TransactionSpec } from '@codemirror/state';
import type { Diagnostic } from '@formwright/core/authoring';

/** Maps core diagnostics to CodeMirror's, clamped to the document (the text may have moved on). */
export function toCmDiagnostics(diagnostics: readonly Diagnostic[], docLength: number): CmDiagnostic[] {
  return diagnostics
    .filter((d) => d.origin === undefined || d.origin === 'spec')
    .map((d) => {
      const from = Math.min(Math.max(0, d.from), docLength);
      const to = Math.min(Math.max(from, d.to), docLength);
      const fix = quickFix(d.message);
      return {
        from,
        to,
        severity: d.severity,
        message: `${d.message} (${d.code})`,
        source: d.code,
        ...(fix ? { actions: [fix] } : {}),
      };
    });
}

/**
 * The obvious fix of a misspelled name ("Property lable is not allowed (…; did you mean label?)",
 * "Unknown component: Nuber; did you mean Number?"): a button that writes the suggested name over the
 * wrong one on the diagnostic's line.
 */
export function quickFix(message: string): CmAction | undefined {
  const suggested = /did you mean ([A-Za-z0-9_]+)\?/.exec(message)?.[1];
  const wrong = /^(?:Property (\S+) is not allowed|Unknown component: ([A-Za-z0-9_]+))/.exec(message);
  const name = wrong?.[1] ?? wrong?.[2];
  if (!suggested || !name) return undefined;
  return {
    name: `Change to ${suggested}`,
    apply(view, from) {
      const line = view.state.doc.lineAt(from);
      const at = line.text.indexOf(name, Math.max(0, from - line.from));
      const start = at >= 0 ? at : line.text.indexOf(name);
      if (start < 0) return;
      view.dispatch({
        changes: { from: line.from + start, to: line.from + start + name.length, insert: suggested },
      });
    },
  };
}

/** The transaction that shows `diagnostics` as the editor's lint markers. */
export function lintTransaction(state: EditorState, diagnostics: readonly Diagnostic[]): TransactionSpec {
  return setDiagnostics(state, toCmDiagnostics(diagnostics, state.doc.length));
}

/** The lint gutter (markers are pushed with lintTransaction). */
export function specLint(): Extension {
  return lintGutter();
}
