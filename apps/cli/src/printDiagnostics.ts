import type { Diagnostic } from '@formwright/core/headless';

/** The files a command read: the form, and the script and actions file when given. */
export interface DiagnosticFiles {
  readonly form: string;
  readonly script?: string;
  /** The actions file of `render --actions`, named before the step number of a step's diagnostics. */
  readonly actions?: string;
  /** The 1-based actions-file step that raised a diagnostic (an ignored action, state or provider data). */
  readonly steps?: ReadonlyMap<Diagnostic, number>;
}

/**
 * Where a diagnostic points, as `FILE:LINE:COL`: a place in the script (origin 'script') is in the script
 * file; a finding with no place in any text (origin 'none': a run-time value, the rendered report) is
 * `FORM:0:0`, since 0 is never a real line; anything else is a place in the form file.
 */
export function diagnosticPlace(d: Diagnostic, files: DiagnosticFiles): string {
  if (d.origin === 'none') return `${files.form}:0:0`;
  const file = d.origin === 'script' ? (files.script ?? `${files.form} (script)`) : files.form;
  return `${file}:${d.line}:${d.column}`;
}

/**
 * One diagnostic as a line: `FILE:LINE:COL SEVERITY CODE MESSAGE` (line breaks of the message folded). A
 * diagnostic an actions-file step raised has its message start with `ACTIONS step N: `.
 */
export function diagnosticLine(d: Diagnostic, files: DiagnosticFiles): string {
  const step = files.steps?.get(d);
  const from = step === undefined ? '' : `${files.actions ?? 'actions'} step ${step}: `;
  return `${diagnosticPlace(d, files)} ${d.severity} ${d.code} ${from}${d.message.replace(/\s*\n\s*/g, ' ')}`;
}

/** Diagnostics as lines, each ending in a line break ('' for none). */
export function formatDiagnostics(ds: readonly Diagnostic[], files: DiagnosticFiles): string {
  return ds.map((d) => `${diagnosticLine(d, files)}\n`).join('');
}

/** A diagnostic as the JSON outputs list it (core's headless module owns the D6 JSON). */
export { jsonDiagnostic } from '@formwright/core';
