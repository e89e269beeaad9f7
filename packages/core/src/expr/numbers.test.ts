import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundResult } from './numbers';

describe('rounding arithmetic results to 15 significant digits', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.1 * 3, 3.3],
    [0.3 - 0.1, 0.2],
    [1.15 * 100, 115],
    [-0.1 - 0.2, -0.3],
    [1 / 3, 0.333333333333333],
    [-0, 0],
    [12, 12],
    [Infinity, undefined],
    [NaN, undefined],
  ])('%d → %d', (x, expected) => {
    expect(roundResult(x)).toBe(expected);
  });

  it('agrees with toPrecision(15) on any double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const expected = x === 0 ? 0 : +x.toPrecision(15);
        expect(roundResult(x)).toBe(Number.isSafeInteger(x) ? x || 0 : expected);
      }),
      { numRuns: 5000 },
    );
  });
});
