import type { DiagnosticCode } from './catalogue';

/** How serious a diagnostic is: errors block a build, warnings and infos do not. */
export type Severity = 'error' | 'warning' | 'info';

/** A path into the specification: `['Components', 2, 'Number', 'label']`. */
export type SpecPath = readonly (string | number)[];

/** A place in the source text. Lines and columns count from 1; `from`/`to` are character offsets. */
export interface SourceRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly from: number;
  readonly to: number;
}

/**
 * One finding about a specification, formula, script or run: the single shape every part of
 * Formwright reports in (modelled on CodeMirror's lint Diagnostic, plus a stable code and a spec path).
 */
export interface Diagnostic extends SourceRange {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly path: SpecPath;
  /** The component id the finding is about, when there is one. */
  readonly componentId?: string;
  /** The property the finding is about, when there is one. */
  readonly property?: string;
  /**
   * Which text the line and column point into: the specification (the default when absent) or the form's
   * script. Findings with no place in either text keep line 1, column 1 and say so with 'none'.
   */
  readonly origin?: DiagnosticOrigin;
}

/** The text a diagnostic's position refers to. */
export type DiagnosticOrigin = 'spec' | 'script' | 'none';

/** A range for findings that have no place in the text (line 1, column 1, empty). */
export const NO_RANGE: SourceRange = Object.freeze({
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 1,
  from: 0,
  to: 0,
});
