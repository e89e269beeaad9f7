import type { Diagnostic } from '@formwright/core/runtime';
import type { ApiDiagnostic } from '@formwright/api';

/**
 * A diagnostic of the core as the API carries it (line and column are 1-based). The build's compileForm and
 * the server's analysis both answer with it; the package's `./diagnostics` entry holds only this, so the
 * server's analysis loads no packaging code.
 */
export function apiDiagnostic(d: Diagnostic): ApiDiagnostic {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    line: d.line,
    column: d.column,
    path: d.path.join('.'),
  };
}
