import { describe, expect, test } from 'vitest';
import { formOf } from './testing';

const inputs = ['- Number: { id: a }', '- Text: { id: t }'].join('\n');

describe('report items (docs/engine.md#how-a-form-runs, docs/outputs.md#rich-text-tags)', () => {
  test.each([
    ['text templates render', ["- text: 'A {a}'"], 'A 3'],
    ['items join with newline by default', ["- text: 'one'", "- text: 'two'"], 'one\ntwo'],
    [
      "an item's separator goes before the next part",
      ["- text: 'one'\n  separator: ', '", "- text: 'two'"],
      'one, two',
    ],
    ['a false if drops the item', ["- text: 'big'\n  if: '=a > 5'", "- text: 'end'"], 'end'],
    ['a true if keeps it', ["- text: 'small'\n  if: '=a < 5'"], 'small'],
    ['the smart filter drops parts with empty variables', ["- text: 'A {a}, T {t}.'"], 'A 3.'],
    [
      'a row ending with ||{var} is omitted when var is empty',
      ["- text: 'A {a}.||{t}'", "- text: 'end'"],
      'end',
    ],
  ])('%s', (_name, items, expected) => {
    const f = formOf(inputs, { report: items.join('\n') });
    f.store.update({ type: 'set', id: 'a', value: 3 });
    expect(f.store.getSnapshot().report.markup).toBe(expected);
    expect(f.value('#Report')).toBe(expected);
  });

  test('sections collect their items in order', () => {
    const f = formOf(inputs, {
      report: [
        "- text: 'A {a}'\n  sectionId: s1",
        "- text: 'T {t}'\n  sectionId: s2",
        "- text: 'again'\n  sectionId: s1",
      ].join('\n'),
    });
    f.store.update({ type: 'set', id: 'a', value: 1 });
    f.store.update({ type: 'set', id: 't', value: 'x' });
    expect(f.store.getSnapshot().report.sections).toEqual([
      { id: 's1', markup: 'A 1\nagain' },
      { id: 's2', markup: 'T x' },
    ]);
  });

  test("a Summary's calculatedReport renders its reportTemplate with the same function", () => {
    const f = formOf(
      [
        inputs,
        '- Summary:',
        '    id: sum',
        '    reportTemplate:',
        "      - text: 'A is {a}'",
        "      - text: 'T is {t}'\n        if: '=IsNotEmpty(t)'",
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'a', value: 2 });
    expect(f.prop('sum', 'calculatedReport')).toBe('A is 2');
    f.store.update({ type: 'set', id: 't', value: 'x' });
    expect(f.prop('sum', 'calculatedReport')).toBe('A is 2\nT is x');
  });
});

describe('Report components placed in the form (docs/outputs.md, Report components)', () => {
  const form = [
    '- Number: { id: a }',
    '- Report:',
    '    id: r1',
    '    items:',
    "      - text: 'R1 {a}'",
    "      - text: 'big'\n        if: '=a > 5'",
    "- Section:\n    id: s\n    hidden: '=a == 0'\n    components:",
    '      - Report:',
    '          id: r2',
    '          items:',
    "            - text: 'R2'",
  ].join('\n');

  test('their items follow the ReportOutput items, in document order', () => {
    const f = formOf(form, { report: "- text: 'Out {a}'" });
    f.store.update({ type: 'set', id: 'a', value: 7 });
    expect(f.store.getSnapshot().report.markup).toBe('Out 7\nR1 7\nbig\nR2');
    f.store.update({ type: 'set', id: 'a', value: 2 });
    expect(f.store.getSnapshot().report.markup).toBe('Out 2\nR1 2\nR2');
    expect(f.value('#Report')).toBe('Out 2\nR1 2\nR2');
  });

  test('a hidden Report adds nothing, and adds its items again when it shows', () => {
    const f = formOf(form, { report: "- text: 'Out {a}'" });
    f.store.update({ type: 'set', id: 'a', value: 0 });
    expect(f.store.getSnapshot().report.markup).toBe('Out 0\nR1 0');
    f.store.update({ type: 'set', id: 'a', value: 1 });
    expect(f.store.getSnapshot().report.markup).toBe('Out 1\nR1 1\nR2');
  });

  test('a Report hidden by its own formula adds nothing', () => {
    const f = formOf(
      ['- Number: { id: a }', "- Report: { id: r, hidden: '=a > 8', items: [{ text: 'R {a}' }] }"].join('\n'),
    );
    f.store.update({ type: 'set', id: 'a', value: 3 });
    expect(f.store.getSnapshot().report.markup).toBe('R 3');
    f.store.update({ type: 'set', id: 'a', value: 9 });
    expect(f.store.getSnapshot().report.markup).toBe('');
  });

  test('a Report inside a list adds its items once per item, in the item scope', () => {
    const f = formOf(
      [
        '- List:',
        '    id: L',
        '    numItems: 2',
        '    components:',
        '      - Number: { id: size }',
        "      - Report: { id: r, items: [{ text: 'Item {ListItem.index}: {size} mm' }] }",
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'L_1_size', value: 4 });
    f.store.update({ type: 'set', id: 'L_2_size', value: 9 });
    expect(f.store.getSnapshot().report.markup).toBe('Item 1: 4 mm\nItem 2: 9 mm');
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(f.store.getSnapshot().report.markup).toBe('Item 1: 9 mm');
  });
});

describe('report texts as authors write them (docs/outputs.md)', () => {
  test.each([
    ['ReportOutput', '', ['- text: |', '    Size {a} mm.', "- text: 'Next.'"].join('\n')],
    [
      'a Report component',
      [
        '- Report:',
        '    id: r',
        '    items:',
        '      - text: |',
        '          Size {a} mm.',
        "      - text: 'Next.'",
      ].join('\n'),
      '',
    ],
  ])(
    '%s: a block scalar text (text: |) adds no blank line from its final newline',
    (_n, components, report) => {
      const f = formOf([inputs, components].filter(Boolean).join('\n'), { report });
      f.store.update({ type: 'set', id: 'a', value: 3 });
      expect(f.store.getSnapshot().report.markup).toBe('Size 3 mm.\nNext.');
    },
  );

  test("a Summary's block scalar template adds no trailing newline", () => {
    const f = formOf(
      [
        inputs,
        '- Summary:',
        '    id: sum',
        '    reportTemplate:',
        '      - text: |',
        '          A is {a}',
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'a', value: 2 });
    expect(f.prop('sum', 'calculatedReport')).toBe('A is 2');
  });

  test('a text kept with its newlines (text: |+) keeps all but the last', () => {
    const f = formOf(inputs, {
      report: ['- text: |+', '    Size {a} mm.', '', "- text: 'Next.'"].join('\n'),
    });
    f.store.update({ type: 'set', id: 'a', value: 3 });
    expect(f.store.getSnapshot().report.markup).toBe('Size 3 mm.\n\nNext.');
  });

  test("in a sectioned form, a Report component's items go with their section in the whole report", () => {
    const f = formOf(
      [
        inputs,
        '- Report:',
        '    id: r',
        '    items:',
        "      - { text: 'Also {t}.', sectionId: findings }",
      ].join('\n'),
      {
        metadata: 'reportVersion: v2',
        report: [
          "- { text: 'Findings {a}.', sectionId: findings }",
          "- { text: 'Impression.', sectionId: impression }",
        ].join('\n'),
      },
    );
    f.store.update({ type: 'set', id: 'a', value: 1 });
    f.store.update({ type: 'set', id: 't', value: 'x' });
    const report = f.store.getSnapshot().report;
    expect(report.markup).toBe('Findings 1.\nAlso x.\nImpression.');
    expect(report.sections).toEqual([
      { id: 'findings', markup: 'Findings 1.\nAlso x.' },
      { id: 'impression', markup: 'Impression.' },
    ]);
  });
});
