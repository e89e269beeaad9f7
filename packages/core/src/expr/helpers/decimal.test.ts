import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundDecimal, roundDecimalExact } from './decimal';

describe('roundDecimal', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.45, 1, 1.5],
    [0.049, 1, 0],
    [-0.04, 1, 0],
    [123456.78915, 4, 123456.7892],
    [-0, 3, 0],
    [1e21, 2, 1e21],
  ])('rounds %d to %i decimals as %d', (n, d, expected) => {
    expect(Object.is(roundDecimal(n, d), expected)).toBe(true);
  });

  it('its binary fast path always gives what the exact decimal path gives', () => {
    const digits = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: 0, max: 20 }));
    fc.assert(
      fc.property(digits, fc.boolean(), fc.integer({ min: 0, max: 15 }), ([m, scale], neg, d) => {
        const n = Number(`${neg ? '-' : ''}${m}e-${scale}`);
        expect(Object.is(roundDecimal(n, d), roundDecimalExact(n, d))).toBe(true);
      }),
      { numRuns: 20000 },
    );
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 15 }),
        (n, d) => {
          expect(Object.is(roundDecimal(n, d), roundDecimalExact(n, d))).toBe(true);
        },
      ),
      { numRuns: 20000 },
    );
  });

  it('numbers ending in 5 at the cut round away from zero', () => {
    for (let i = 0; i < 2000; i++) {
      const text = `${i}.${String(i % 100).padStart(2, '0')}5`;
      const n = Number(text);
      expect(roundDecimal(n, 3)).toBe(n);
      expect(roundDecimal(n, 2)).toBe(roundDecimalExact(n, 2));
    }
  });
});
