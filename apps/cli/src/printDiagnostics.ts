import type { Diagnostic } from '@formwright/core';

/** The files a command read: the form, and the script when one was given. */
export interface DiagnosticFiles {
  readonly form: string;
  readonly script?: string;
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

/** One diagnostic as a line: `FILE:LINE:COL SEVERITY CODE MESSAGE` (line breaks of the message folded). */
export function diagnosticLine(d: Diagnostic, files: DiagnosticFiles): string {
  return `${diagnosticPlace(d, files)} ${d.severity} ${d.code} ${d.message.replace(/\s*\n\s*/g, ' ')}`;
}

/** Diagnostics as lines, each ending in a line break ('' for none). */
export function formatDiagnostics(ds: readonly Diagnostic[], files: DiagnosticFiles): string {
  return ds.map((d) => `${diagnosticLine(d, files)}\n`).join('');
}

/**
 * A diagnostic as the JSON outputs list it: severity, code, message, line, column, path, origin ('spec'
 * when the diagnostic does not say), and componentId and property when known.
 */
export function jsonDiagnostic(d: Diagnostic): Record<string, unknown> {
  const { severity, code, message, line, column, path, componentId, property } = d;
  return {
    severity,
    code,
    message,
    line,
    column,
    path,
    origin: d.origin ?? 'spec',
    ...(componentId === undefined ? {} : { componentId }),
    ...(property === undefined ? {} : { property }),
  };
}
