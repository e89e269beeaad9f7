/**
 * The build gate as the designer sees it (docs/form-tests.md): the server runs a version's tests before
 * it builds and refuses a build whose tests fail (422 `form-tests-fail`, listing them), unless a
 * ProviderAdmin overrides. These helpers turn the refusal into the text the Build tab shows.
 */
import type { BuildRefused } from '@formwright/api';
import { ApiError } from '../outer/api/http';

/** The error a build's failure becomes: a refused build's own message (naming the failing tests), else the call's. */
export function refusedBuild(error: unknown): Error {
  if (error instanceof ApiError && error.status === 422) {
    // The failed call's answer is data the server sent: read as a refused build's, every field checked.
    const answer = (error.answer ?? {}) as Partial<BuildRefused>;
    if (typeof answer.message === 'string') return new Error(answer.message, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The start of the server's message for a build refused for failing tests. */
export const TESTS_FAIL_PREFIX = "The form's tests fail";
