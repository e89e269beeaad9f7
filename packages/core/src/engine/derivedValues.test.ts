import { describe, expect, test } from 'vitest';
import { formOf } from './testing';

const staticText = (extra: string) =>
  [
    '- Number: { id: a }',
    '- Text: { id: unit, value: mm }',
    `- StaticText: { id: st, value: '=a', ${extra} }`,
  ].join('\n');

describe('StaticText formattedValue and fieldValue (docs/components.md#components)', () => {
  test.each([
    ['formatter for a value', "formatter: '{value} mm'", 5, '5 mm'],
    [
      'emptyFormatter for an empty value',
      "formatter: '{value} mm', emptyFormatter: 'Enter a'",
      undefined,
      'Enter a',
    ],
    [
      'nullFormatter before emptyFormatter for no value',
      "formatter: '{value} mm', emptyFormatter: 'Enter a', nullFormatter: 'unknown'",
      undefined,
      'unknown',
    ],
    ['the value as is without a formatter', '', 7.5, '7.5'],
    ['empty text without a formatter and no value', '', undefined, ''],
    ['other placeholders read the form', "formatter: '{value} {unit}'", 3, '3 mm'],
  ])('%s', (_name, extra, a, shown) => {
    const f = formOf(staticText(extra));
    f.store.update({ type: 'set', id: 'a', value: a });
    expect(f.prop('st', 'formattedValue')).toBe(shown);
  });

  test('the formatted text follows the value and what its placeholders read', () => {
    const f = formOf(staticText("formatter: '{value} {unit}', formField: format"));
    f.store.update({ type: 'set', id: 'a', value: 4 });
    expect(f.prop('st', 'formattedValue')).toBe('4 mm');
    f.store.update({ type: 'set', id: 'unit', value: 'cm' });
    expect(f.prop('st', 'formattedValue')).toBe('4 cm');
    f.store.update({ type: 'set', id: 'a', value: 9 });
    expect(f.prop('st', 'fieldValue')).toBe('9 cm');
  });

  test.each([
    ['format', '5 mm'],
    ['value', 5],
    ['none', undefined],
  ])('formField %s: fieldValue is %j', (formField, field) => {
    const f = formOf(staticText(`formatter: '{value} mm', formField: ${formField}`));
    f.store.update({ type: 'set', id: 'a', value: 5 });
    expect(f.prop('st', 'fieldValue')).toBe(field);
  });

  test('the formatter text itself stays as written (not rendered as a label template)', () => {
    const f = formOf(staticText("formatter: '{value} mm'"));
    expect(f.prop('st', 'formatter')).toBe('{value} mm');
  });

  test('formulas and reports read st.formattedValue, inside list items too', () => {
    const f = formOf(
      [
        '- List:',
        '    id: L',
        '    numItems: 2',
        '    components:',
        '      - Number: { id: n }',
        "      - StaticText: { id: s, value: '=n', formatter: 'n={value}', emptyFormatter: '-' }",
      ].join('\n'),
      { report: "- text: '{L_1_s.formattedValue} / {L_2_s.formattedValue}'" },
    );
    f.store.update({ type: 'set', id: 'L_1_n', value: 2 });
    expect(f.store.getSnapshot().report.markup).toBe('n=2 / -');
  });
});

describe('Number displayValue (docs/expressions.md#expressions-text-templates-and-the-smart-filter)', () => {
  test.each([
    ['a value as written', '', 12.5, '12.5'],
    ['rounded to its scale', 'scale: 1', 12.46, '12.5'],
    ['empty without a value', '', undefined, ''],
    ['0 is a value', '', 0, '0'],
  ])('%s', (_name, extra, value, shown) => {
    const f = formOf(`- Number: { id: size, ${extra} }`, { report: "- text: 'Size {size.displayValue}.'" });
    f.store.update({ type: 'set', id: 'size', value });
    expect(f.prop('size', 'displayValue')).toBe(shown);
  });
});
