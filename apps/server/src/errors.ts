/**
 * Errors are data: every refusal answers `{statusCode, code, error, message}`. A resource of another
 * site, a missing one and one the caller may not see all answer the same 404 text, so nothing leaks.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields of the answer (LatestVersion, Diagnostics, …). */
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** The one not-found answer (no detail: not even whether the id exists elsewhere). */
export function notFound(): HttpError {
  return new HttpError(404, 'not-found', 'Not found');
}

/** A refused call: the caller's role is too low or the rule of the spec forbids it. */
export function forbidden(message = 'Not allowed'): HttpError {
  return new HttpError(403, 'forbidden', message);
}

/** A request that breaks a rule of the spec (the message says which). */
export function badRequest(code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(400, code, message, extra);
}

/** A conflict with the stored state (a rule of the spec refuses it as things stand). */
export function conflict(code: string, message: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(409, code, message, extra);
}
