import { describe, expect, it } from 'vitest';
import { formatNumber, parseNumberText, roundToScale } from './decimal';

describe('roundToScale (docs/components.md#number)', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [0.125, 2, 0.13],
    [9.995, 2, 10],
    [1.23456789, 14, 1.23456789],
    [0.1 + 0.2, 14, 0.3],
    [1.5e-7, 6, 0],
    [1.5e-7, 7, 0.0000002],
    [123, 2, 123],
    [1e21, 2, 1e21],
    [1.23, 99, 1.23],
    [1.26, -1, 1],
  ])('rounds %s to %s decimals: %s', (n, scale, out) => {
    expect(roundToScale(n, scale)).toBe(out);
  });

  it('leaves NaN and infinities alone', () => {
    expect(roundToScale(NaN, 2)).toBeNaN();
    expect(roundToScale(Infinity, 2)).toBe(Infinity);
  });
});

describe('number text', () => {
  it.each([
    ['1,5', '.', 1.5],
    ['1.5', ',', 1.5],
    ['-2', '.', -2],
    ['+.5', '.', 0.5],
    ['', '.', NaN],
    ['-', '.', NaN],
    ['1.2.3', '.', NaN],
    ['1٫5', '٫', 1.5],
  ])('parses %j (locale separator %j) as %s', (text, sep, n) => {
    expect(parseNumberText(text, sep)).toBe(n);
  });

  it.each([
    [0.0000001, '.', '0.0000001'],
    [-1.5, ',', '-1,5'],
    [NaN, '.', ''],
  ])('formats %s with %j as %j', (n, sep, text) => {
    expect(formatNumber(n, sep)).toBe(text);
  });
});
