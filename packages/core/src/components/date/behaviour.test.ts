import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { dateBehaviour as b, parseDate } from './behaviour';

describe('parseDate (docs/components.md#date)', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026-1-5', '2026-01-05'],
    ['2026/01/05', '2026-01-05'],
    ['20260105', '2026-01-05'],
    ['2026-01-05T10:00:00Z', '2026-01-05'],
    ['2026-02-30', undefined],
    ['05/01/2026', undefined],
    ['', undefined],
    [20260105, undefined],
  ])('%j → %j', (value, out) => {
    expect(parseDate(value)).toBe(out);
  });
});

describe('Date clamping (docs/components.md#date)', () => {
  const range = { minValue: '2026-01-01', maxValue: '2026-06-30' };
  it.each([
    ['loose (default): inside stays', undefined, '2026-03-01', {}, '2026-03-01'],
    ['loose: before min becomes min', undefined, '2025-12-31', {}, '2026-01-01'],
    ['loose: after max becomes max', 'loose', '2026-07-01', {}, '2026-06-30'],
    ['loose: empty stays empty', 'loose', undefined, {}, undefined],
    ['strict: empty becomes today, then clamped', 'strict', undefined, {}, '2026-06-30'],
    [
      'strict: empty becomes today without range',
      'strict',
      '',
      { minValue: undefined, maxValue: undefined },
      '2026-11-22',
    ],
    ['none: no clamping', 'none', '2020-01-01', {}, '2020-01-01'],
    ['focused: no clamping', 'loose', '2020-01-01', { isFocused: true }, '2020-01-01'],
    ['dates compare as dates, not text', 'loose', '2026-1-9', { minValue: '2026-01-10' }, '2026-01-10'],
    ['the value is written year-month-day', 'loose', '2026/3/4', {}, '2026-03-04'],
  ])('%s', (_name, enforceValueRange, value, props, out) => {
    expect(b.normalize?.(value, testContext({ ...range, enforceValueRange, ...props }))).toBe(out);
  });

  it('tracks focus', () => {
    expect(b.input?.({ kind: 'focus' }, testContext({}))).toEqual({ isFocused: true });
    expect(b.input?.({ kind: 'blur' }, testContext({}))).toEqual({ isFocused: false });
    expect(b.derive?.(testContext({ isFocused: true, value: '2026-1-2' }))).toEqual({
      size: 'm',
      isFocused: true,
      displayValue: '2026-01-02',
    });
  });
});

describe('Date size (docs/components.md#date)', () => {
  it.each([
    ['is m by default', {}, 'm'],
    ['keeps a size the form gives', { size: 'xs' }, 'xs'],
  ])('%s', (_name, props, size) => {
    expect(b.derive?.(testContext(props)).size).toBe(size);
  });
});
