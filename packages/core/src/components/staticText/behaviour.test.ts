import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { staticTextBehaviour as b, formFieldValue, selectFormatter } from './behaviour';

const ALL = { formatter: 'Size {value}', emptyFormatter: 'none', nullFormatter: 'unknown' };

describe('StaticText formatters (docs/components.md#statictext)', () => {
  it.each([
    ['a value uses formatter', 5, ALL, 'formatter'],
    ['null uses nullFormatter', null, ALL, 'nullFormatter'],
    ['undefined uses nullFormatter', undefined, ALL, 'nullFormatter'],
    ["'' uses emptyFormatter", '', ALL, 'emptyFormatter'],
    ['NaN uses emptyFormatter', NaN, ALL, 'emptyFormatter'],
    ['an all-empty list uses emptyFormatter', ['', null], ALL, 'emptyFormatter'],
    [
      'null without nullFormatter falls back to emptyFormatter',
      null,
      { emptyFormatter: 'none' },
      'emptyFormatter',
    ],
    ['no formatter: the value as is', 5, {}, undefined],
    ['0 is a value', 0, ALL, 'formatter'],
  ])('%s', (_name, value, props, key) => {
    expect(selectFormatter(value, props)).toBe(key);
  });

  it.each([
    ['format', 'Size 5'],
    ['value', 5],
    ['none', undefined],
    [undefined, undefined],
  ])('formField %s puts %j in the form field', (formField, out) => {
    expect(formFieldValue(5, 'Size 5', { formField })).toBe(out);
  });

  it.each([
    ['', undefined, 'small italic'],
    ['', 'italic', 'italic'],
    ['x', 'italic', undefined],
  ])('value %j with emptyStyling %j is styled %j', (value, emptyStyling, style) => {
    expect(b.derive?.(testContext({ value, emptyStyling })).emptyStyle).toBe(style);
  });
});

describe('StaticText fieldValue', () => {
  it.each([
    ['format', 'Size 5'],
    ['value', 5],
    ['none', undefined],
  ])('formField %s: fieldValue is %j', (formField, out) => {
    const ctx = testContext({ value: 5, formattedValue: 'Size 5', formField });
    expect(b.derive?.(ctx).fieldValue).toBe(out);
  });
});
