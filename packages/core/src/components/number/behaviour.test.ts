import { describe, expect, it } from 'vitest';
import type { ComponentInput } from '../behaviour';
import { testContext } from '../testing/testContext';
import { numberBehaviour as b } from './behaviour';

const norm = (value: unknown, props: Record<string, unknown>) => b.normalize?.(value, testContext(props));

describe('Number enforceValueRange (docs/components.md#number)', () => {
  const range = { minValue: 0, maxValue: 10 };
  it.each([
    ['strict: empty becomes 0', 'strict', undefined, 0],
    ['strict: text that is no number becomes 0', 'strict', 'abc', 0],
    ['strict: above max is clamped', 'strict', 12, 10],
    ['strict: below min is clamped', 'strict', -3, 0],
    ['loose (default): empty stays empty', undefined, undefined, undefined],
    ['loose: NaN is empty', 'loose', NaN, undefined],
    ['loose: above max is clamped', 'loose', 12, 10],
    ['loose: numeric text is read', 'loose', '4,5', 4.5],
    ['none: no clamping', 'none', 12, 12],
    ['none: empty stays empty', 'none', '', undefined],
  ])('%s', (_name, enforceValueRange, value, out) => {
    expect(norm(value, { ...range, enforceValueRange })).toBe(out);
  });

  it.each([
    [undefined, 1.23456, 1.23456],
    [2, 1.235, 1.24],
    [0, 2.5, 3],
    [20, 1.123456789012345, 1.12345678901235],
  ])('rounds to scale %s: %s → %s', (scale, value, out) => {
    expect(norm(value, { scale })).toBe(out);
  });
});

describe('Number warnings', () => {
  it.each([
    ['inside every range: none', { value: 5, refMaxValue: 8 }, undefined, undefined],
    [
      'above the reference: default text',
      { value: 9, refMaxValue: 8 },
      undefined,
      'The value is outside the reference range',
    ],
    ['below the reference: own text', { value: 1, refMinValue: 2, refWarningText: 'Low' }, undefined, 'Low'],
    [
      'typed outside min/max while focused: default range text',
      { value: 10, isFocused: true, userInputValue: '12' },
      'The value must be between 0 and 10',
      undefined,
    ],
    [
      'own range text',
      { value: 10, isFocused: true, userInputValue: '12', rangeWarningText: 'Too big' },
      'Too big',
      undefined,
    ],
    [
      'no range warning with enforceValueRange none',
      { value: 12, enforceValueRange: 'none' },
      undefined,
      undefined,
    ],
  ])('%s', (_name, props, range, ref) => {
    const d = b.derive?.(testContext({ minValue: 0, maxValue: 10, ...props }));
    expect(d?.rangeWarning).toBe(range);
    expect(d?.refWarning).toBe(ref);
  });

  it('shows the tooltip only while focused, range warning first', () => {
    const props = { minValue: 0, maxValue: 10, refMaxValue: 5, value: 10, userInputValue: '12' };
    expect(b.derive?.(testContext(props)).tooltip).toBeUndefined();
    expect(b.derive?.(testContext({ ...props, isFocused: true })).tooltip).toBe(
      'The value must be between 0 and 10',
    );
    expect(b.derive?.(testContext({ ...props, userInputValue: '7', isFocused: true })).tooltip).toBe(
      'The value is outside the reference range',
    );
  });
});

describe('Number input (docs/components.md#number)', () => {
  const input = (i: ComponentInput, props: Record<string, unknown>) => b.input?.(i, testContext(props));

  it.each([
    [
      'typed text is filtered and read',
      { kind: 'set', value: '1a2,5' },
      { scale: 1 },
      { userInputValue: '12,5', value: 12.5 },
    ],
    [
      'pasted text with a decimal point into scale 0 is read as a number and rounded, never 27',
      { kind: 'set', value: '2.7' },
      { scale: 0 },
      { userInputValue: '3', value: 3 },
    ],
    [
      'pasted text with a decimal comma into scale 0 is rounded half away from zero',
      { kind: 'set', value: '-2,5' },
      { scale: 0 },
      { userInputValue: '-3', value: -3 },
    ],
    [
      'pasted digits beyond the scale are rounded, not cut',
      { kind: 'set', value: '1.2389' },
      { scale: 2 },
      { userInputValue: '1.24', value: 1.24 },
    ],
    ['a lone sign is empty', { kind: 'set', value: '-' }, {}, { userInputValue: '-', value: undefined }],
    ['a number sets the text too', { kind: 'set', value: 3 }, {}, { value: 3, userInputValue: '3' }],
    [
      'focus with loose and no user input only sets focus',
      { kind: 'focus' },
      { value: 4 },
      { isFocused: true },
    ],
    [
      'focus with strict seeds the text',
      { kind: 'focus' },
      { value: 4, enforceValueRange: 'strict' },
      { isFocused: true, userInputValue: '4' },
    ],
    [
      'focus after user input seeds the text',
      { kind: 'focus' },
      { value: 4, userInputValue: '44' },
      { isFocused: true, userInputValue: '4' },
    ],
    ['blur clears focus', { kind: 'blur' }, { isFocused: true }, { isFocused: false }],
    [
      'step up by stepSize',
      { kind: 'step', direction: 1 },
      { value: 1, stepSize: 0.1 },
      { value: 1.1, userInputValue: '1.1' },
    ],
    [
      'step down from empty starts at 0',
      { kind: 'step', direction: -1 },
      { stepSize: 2 },
      { value: -2, userInputValue: '-2' },
    ],
    [
      'step is clamped to max',
      { kind: 'step', direction: 1 },
      { value: 9.5, maxValue: 10 },
      { value: 10, userInputValue: '10' },
    ],
    [
      'step is clamped to min even with none',
      { kind: 'step', direction: -1 },
      { value: 0, minValue: 0, enforceValueRange: 'none' },
      { value: 0, userInputValue: '0' },
    ],
  ] as [string, ComponentInput, Record<string, unknown>, Record<string, unknown>][])(
    '%s',
    (_name, i, props, patch) => {
      expect(input(i, props)).toEqual(patch);
    },
  );

  it('shows the typed text while focused and the value otherwise', () => {
    const props = { value: 3, userInputValue: '3,' };
    expect(b.derive?.(testContext({ ...props, isFocused: true })).displayText).toBe('3,');
    expect(b.derive?.(testContext(props)).displayText).toBe('3');
  });
});

describe('Number displayValue', () => {
  it.each([
    ['a value as it is', {}, 12.5, '12.5'],
    ['rounded to the scale', { scale: 1 }, 12.46, '12.5'],
    ['empty without a value', {}, undefined, ''],
    ['with the locale separator', { decimalSeparator: ',' }, 1.5, '1,5'],
  ])('%s', (_name, extra, value, shown) => {
    const { decimalSeparator, ...props } = extra as { decimalSeparator?: string; scale?: number };
    const ctx = testContext({ ...props, value }, decimalSeparator ? { decimalSeparator } : {});
    expect(b.derive?.(ctx).displayValue).toBe(shown);
  });
});

describe('Number set of a value that is not a number', () => {
  const set = (value: unknown): ComponentInput => ({ kind: 'set', value });

  it.each([
    ['text with no digits', 'abc', '"abc" is not a number'],
    ['a boolean', true, 'true is not a number'],
  ])('%s is refused with a note and changes nothing', (_name, value, note) => {
    const ctx = testContext({ value: 4 });
    expect(b.input?.(set(value), ctx)).toEqual({});
    expect(b.inputNotes?.(set(value), ctx)).toEqual([note]);
  });

  it.each([['12,5'], ['-'], [''], [7]])('%j is accepted without a note', (value) => {
    const ctx = testContext({ scale: 1 });
    expect(b.inputNotes?.(set(value), ctx)).toEqual([]);
    expect(b.input?.(set(value), ctx)).toHaveProperty('userInputValue');
  });
});
