/**
 * Lint markers from the core's diagnostics, one for one at their line and column. The frame parses once
 * per change (the same parse feeds the preview) and pushes the result here, so markers and preview agree.
 */
import { setDiagnostics, lintGutter, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import type { EditorState, Extension, TransactionSpec } from '@codemirror/state';
import type { Diagnostic } from '@formwright/core/authoring';

/** Maps core diagnostics to CodeMirror's, clamped to the document (the text may have moved on). */
export function toCmDiagnostics(diagnostics: readonly Diagnostic[], docLength: number): CmDiagnostic[] {
  return diagnostics
    .filter((d) => d.origin === undefined || d.origin === 'spec')
    .map((d) => {
      const from = Math.min(Math.max(0, d.from), docLength);
      const to = Math.min(Math.max(from, d.to), docLength);
      return { from, to, severity: d.severity, message: `${d.message} (${d.code})`, source: d.code };
    });
}

/** The transaction that shows `diagnostics` as the editor's lint markers. */
export function lintTransaction(state: EditorState, diagnostics: readonly Diagnostic[]): TransactionSpec {
  return setDiagnostics(state, toCmDiagnostics(diagnostics, state.doc.length));
}

/** The lint gutter (markers are pushed with lintTransaction). */
export function specLint(): Extension {
  return lintGutter();
}
