import { describe, expect, it } from 'vitest';
import { filterNumberInput } from './filterNumberInput';

describe('filterNumberInput (docs/components.md#number)', () => {
  it.each([
    ['digits pass', '123', {}, '123'],
    ['letters and spaces are refused', '1a2 b3', {}, '123'],
    ['one dot is allowed', '1.5', {}, '1.5'],
    ['one comma is allowed', '1,5', {}, '1,5'],
    ['a second separator is refused', '1.2.3', {}, '1.23'],
    ['no separator with scale 0', '1.5', { scale: 0 }, '15'],
    ['digits beyond the input scale are refused', '1.23456', { scale: 4, inputScale: 2 }, '1.23'],
    ['input scale defaults to scale', '1.23456', { scale: 3 }, '1.234'],
    ['a minus sign only at the start', '-1-2', {}, '-12'],
    ['a plus sign only at the start', '+1+2', {}, '+12'],
    ['a sign after digits is refused', '5-', {}, '5'],
    ["the locale's separator is accepted", '1٫5', { decimalSeparator: '٫' }, '1٫5'],
    ['pasted text is filtered the same way', ' -12,345.6 mm', { scale: 2 }, '-12,34'],
    ['an out-of-range scale is capped at 14', '0.123456789012345678', { scale: 99 }, '0.12345678901234'],
  ])('%s', (_name, text, options, out) => {
    expect(filterNumberInput(text, options)).toBe(out);
  });
});
