import { describe, expect, it } from 'vitest';
import { ApiError } from '../outer/api/http';
import { refusedBuild, TESTS_FAIL_PREFIX } from './buildGate';

describe('a refused build in the designer', () => {
  it("shows the server's message naming the failing tests", () => {
    const error = new ApiError('POST', '/api/Build/x', 422, {
      statusCode: 422,
      code: 'form-tests-fail',
      message: "The form's tests fail: Recorded scenario 1",
      Diagnostics: [],
      FailedTests: ['Recorded scenario 1'],
    });
    const shown = refusedBuild(error).message;
    expect(shown.startsWith(TESTS_FAIL_PREFIX)).toBe(true);
    expect(shown).toContain('Recorded scenario 1');
  });

  it('keeps the call error for other failures', () => {
    const error = new ApiError('POST', '/api/Build/x', 500, undefined);
    expect(refusedBuild(error).message).toBe('Error when calling (POST) /api/Build/x');
  });
});
