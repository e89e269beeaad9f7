/**
 * What the openEHR import reports: data with a severity, a stable code, a message, and where known the
 * template path (`/tanner_stages/genitals`) or the line and column in the template file. Errors mean no
 * form was made; warnings and infos come with a form.
 */
export interface ImportDiagnostic {
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  /** The node's path in the template tree (web template ids joined with '/'). */
  readonly path?: string;
  /** 1-based line and column in the template text (XML errors). */
  readonly line?: number;
  readonly column?: number;
}

/** An error: the template could not be imported. */
export function importError(
  code: string,
  message: string,
  path?: string,
  at?: { line: number; column: number },
): ImportDiagnostic {
  return { severity: 'error', code, message, ...(path ? { path } : {}), ...(at ?? {}) };
}

/** A warning: imported, but something the user should look at. */
export function importWarning(code: string, message: string, path?: string): ImportDiagnostic {
  return { severity: 'warning', code, message, ...(path ? { path } : {}) };
}

/** An info: a note about a choice the import made. */
export function importInfo(code: string, message: string, path?: string): ImportDiagnostic {
  return { severity: 'info', code, message, ...(path ? { path } : {}) };
}

/** Largest template text accepted (characters). Real operational templates are under 1 MB. */
export const MAX_TEMPLATE_CHARS = 4 * 1024 * 1024;

/** Most nodes a template may have; the mammography OPT has a few thousand. */
export const MAX_TEMPLATE_NODES = 50_000;
