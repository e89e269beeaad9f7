import { expect } from 'vitest';
import { runCase, type SpecCase } from './specCases';

/**
 * Checks one table row inside a test: the diagnostics in order (code, message exact or by pattern, line,
 * column), and a model returned exactly when there are no errors.
 */
export function checkCase(row: SpecCase): void {
  const { actual, errors, hasSpec } = runCase(row);
  expect(actual).toHaveLength(row.expected.length);
  row.expected.forEach(([code, message, line, column], i) => {
    const got = actual[i];
    expect(got?.[0]).toBe(code);
    if (typeof message === 'string') expect(got?.[1]).toBe(message);
    else expect(got?.[1]).toMatch(message);
    expect([got?.[2], got?.[3]]).toEqual([line, column]);
  });
  expect(hasSpec).toBe(errors === 0);
}
