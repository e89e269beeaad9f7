import { describe, expect, test } from 'vitest';
import { ManualClock } from './clock';
import { createForm } from './store';
import { formOf, patchSpec, specOf } from './testing';
import { applyStep } from './interactions';

const list = (extra: string, children = ['      - Number: { id: size }', '      - Text: { id: note }']) =>
  [
    '- List:',
    '    id: L',
    ...extra
      .split('\n')
      .filter(Boolean)
      .map((l) => `    ${l}`),
    '    components:',
    ...children,
  ].join('\n');

const ids = (f: ReturnType<typeof formOf>) =>
  [...f.store.getSnapshot().components.keys()].filter((k) => k.startsWith('L_'));

describe('lists (docs/engine.md#lists, docs/specification.md#the-form-specification)', () => {
  test('items get prefixed ids and numItems defaults to minCount', () => {
    const f = formOf(list('minCount: 2'));
    expect(ids(f)).toEqual(['L_1_size', 'L_1_note', 'L_2_size', 'L_2_note']);
    expect(f.prop('L', 'count')).toBe(2);
  });

  test('the ListItem variables of an item', () => {
    const f = formOf(
      list('minCount: 2', [
        '      - Text: { id: t, value: \'=Concat(ListItem.index, "/", ListItem.zindex, "/", ListItem.count, "/", ListItem.prefix, "/", ListItem.prefixBase)\' }',
      ]),
    );
    expect(f.value('L_2_t')).toBe('2/1/2/L_2_/L_');
    f.store.update({ type: 'add', id: 'L' });
    expect(f.value('L_2_t')).toBe('2/1/3/L_2_/L_');
    expect(f.store.getSnapshot().components.get('L_3_t')?.listItem).toEqual({
      index: 3,
      zindex: 2,
      count: 3,
      prefix: 'L_3_',
      prefixBase: 'L_',
    });
  });

  test('a sibling plain id inside an item reads the same item', () => {
    const f = formOf(
      list('numItems: 2', [
        '      - Number: { id: size }',
        "      - Number: { id: dbl, value: '=size * 2' }",
      ]),
    );
    f.store.update({ type: 'set', id: 'L_1_size', value: 1 });
    f.store.update({ type: 'set', id: 'L_2_size', value: 5 });
    expect([f.value('L_1_dbl'), f.value('L_2_dbl')]).toEqual([2, 10]);
  });

  test('add appends an item, open', () => {
    const f = formOf(list('collapsable: true'));
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'toggleItem', id: 'L', item: 1 });
    f.store.update({ type: 'add', id: 'L' });
    expect(f.prop('L', 'count')).toBe(2);
    expect(f.prop('L', 'itemOpen')).toEqual([false, true]);
    expect(f.prop('L', 'itemStates')).toEqual(['summary', 'open']);
  });

  test("collapsable 'hide' hides closed items, and revealing opens them", () => {
    const f = formOf(list('collapsable: hide\nnumItems: 1'));
    f.store.update({ type: 'toggleItem', id: 'L', item: 1 });
    expect(f.prop('L', 'itemStates')).toEqual(['hidden']);
    f.store.update({ type: 'toggleItem', id: 'L', item: 1 });
    expect(f.prop('L', 'itemStates')).toEqual(['open']);
  });

  test('delete item k shifts later items down, clears the last and decrements numItems', () => {
    const f = formOf(list(''));
    for (let i = 1; i <= 3; i++) {
      f.store.update({ type: 'add', id: 'L' });
      f.store.update({ type: 'set', id: `L_${i}_size`, value: i * 10 });
      f.store.update({ type: 'set', id: `L_${i}_note`, value: `n${i}` });
    }
    f.store.update({ type: 'delete', id: 'L', item: 2 });
    expect(ids(f)).toEqual(['L_1_size', 'L_1_note', 'L_2_size', 'L_2_note']);
    expect([f.value('L_1_size'), f.value('L_2_size'), f.value('L_2_note')]).toEqual([10, 30, 'n3']);
    expect(f.store.saveState().L_3_size).toBeUndefined();
    expect(f.prop('L', 'value')).toEqual([
      { size: 10, note: 'n1' },
      { size: 30, note: 'n3' },
    ]);
  });

  test.each([
    ['delete is refused at minCount', 'minCount: 1', [{ delete: 'L', item: 1 }], 1],
    ['add is refused at maxCount', 'maxCount: 2', [{ add: 'L' }, { add: 'L' }, { add: 'L' }], 2],
    [
      'add and delete are refused when numItems is a formula',
      "numItems: '=1 + 1'",
      [{ add: 'L' }, { delete: 'L', item: 1 }],
      2,
    ],
    ['NaN numItems counts as 0', "numItems: '=0 / 0'", [], 0],
  ])('%s', (_name, extra, actions, count) => {
    const f = formOf(list(extra));
    for (const a of actions) applyStep(f.store, a as never);
    expect(f.prop('L', 'count')).toBe(count);
    expect(ids(f)).toHaveLength(count * 2);
  });

  test('canAdd and canDelete follow minCount, maxCount and numItems formulas', () => {
    const f = formOf(list('minCount: 1\nmaxCount: 2'));
    expect([f.prop('L', 'canAdd'), f.prop('L', 'canDelete')]).toEqual([true, false]);
    f.store.update({ type: 'add', id: 'L' });
    expect([f.prop('L', 'canAdd'), f.prop('L', 'canDelete')]).toEqual([false, true]);
  });

  test('numItems by formula follows what it reads', () => {
    const f = formOf(['- Number: { id: n }', list("numItems: '=n'")].join('\n'));
    f.store.update({ type: 'set', id: 'n', value: 3 });
    expect(f.prop('L', 'count')).toBe(3);
    f.store.update({ type: 'set', id: 'n', value: 1 });
    expect(ids(f)).toEqual(['L_1_size', 'L_1_note']);
  });

  test('item names fill {index}, {zindex} and {count}', () => {
    const f = formOf(list("numItems: 2\nitemName: 'Lesion {index} ({zindex}) of {count}'"));
    expect(f.prop('L', 'itemNames')).toEqual(['Lesion 1 (0) of 2', 'Lesion 2 (1) of 2']);
  });

  test('item names evaluate any placeholder, in the item, and follow what they read', () => {
    const f = formOf(
      list(
        "numItems: 2\nitemName: 'Nodule {ListItem.index}: {size} mm, {Round(size / 10, 1)} cm ({index}/{count})'",
      ),
    );
    f.store.update({ type: 'set', id: 'L_1_size', value: 14 });
    expect(f.prop('L', 'itemNames')).toEqual(['Nodule 1: 14 mm, 1.4 cm (1/2)', 'Nodule 2:  mm,  cm (2/2)']);
    f.store.update({ type: 'set', id: 'L_2_size', value: 9 });
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(f.prop('L', 'itemNames')).toEqual(['Nodule 1: 9 mm, 0.9 cm (1/1)']);
  });

  test('an item name written as a formula is evaluated per item, index and count its names', () => {
    const f = formOf(list('numItems: 2\nitemName: \'="Lesion " + index + " of " + count\''));
    expect(f.prop('L', 'itemNames')).toEqual(['Lesion 1 of 2', 'Lesion 2 of 2']);
  });

  test('item names read the form outside the list too', () => {
    const f = formOf(
      ['- Text: { id: organ }', list("numItems: 1\nitemName: '{organ} lesion {index}'")].join('\n'),
    );
    f.store.update({ type: 'set', id: 'organ', value: 'Liver' });
    expect(f.prop('L', 'itemNames')).toEqual(['Liver lesion 1']);
  });

  test('collapseSummary renders per item with the smart filter', () => {
    const f = formOf(list("numItems: 2\ncollapsable: true\ncollapseSummary: '{size} mm||{size}'"));
    f.store.update({ type: 'set', id: 'L_1_size', value: 7 });
    const s = f.prop('L', 'itemSummaries') as string[];
    expect(s[0]).toBe('7 mm');
    expect(s[1]).toBe('');
  });

  test('reportSummary renders each item and joins with the separator', () => {
    const f = formOf(
      list(
        "numItems: 3\nreportSummarySeparator: '; '\nreportSummary:\n  - text: 'Lesion {ListItem.index}: {size} mm'\n    if: '=IsNotEmpty(size)'",
      ),
    );
    f.store.update({ type: 'set', id: 'L_1_size', value: 5 });
    f.store.update({ type: 'set', id: 'L_3_size', value: 9 });
    expect(f.prop('L', 'report')).toBe('Lesion 1: 5 mm; Lesion 3: 9 mm');
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(f.prop('L', 'report')).toBe('Lesion 2: 9 mm');
  });

  test('a formula reads the rendered summary as {L.reportSummary} (docs/components.md#list)', () => {
    const f = formOf(
      [
        list("numItems: 2\nreportSummarySeparator: ', '\nreportSummary:\n  - text: '{size} mm'"),
        "- Text: { id: out, value: '=L.reportSummary' }",
      ].join('\n'),
      { report: "- text: 'Lesions: {L.reportSummary}.'" },
    );
    f.store.update({ type: 'set', id: 'L_1_size', value: 5 });
    f.store.update({ type: 'set', id: 'L_2_size', value: 9 });
    expect(f.value('out')).toBe('5 mm, 9 mm');
    expect(f.store.getSnapshot().report.markup).toBe('Lesions: 5 mm, 9 mm.');
    expect(f.store.getSnapshot().scope().prop('L', 'reportSummary')).toBe('5 mm, 9 mm');
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(f.store.getSnapshot().report.markup).toBe('Lesions: 9 mm.');
  });
});

describe('Dropdown uniqueInRepeatedElements across list items (docs/components.md#dropdown)', () => {
  const uniqueList = (extra: string) =>
    list(extra, ['      - Dropdown: { id: side, options: [L, R, M], uniqueInRepeatedElements: true }']);
  const sides = (f: ReturnType<typeof formOf>) =>
    (f.prop('L', 'value') as Record<string, unknown>[]).map((item) => item.side);

  test.each([
    ['two items', 2, ['L', 'R']],
    ['three items', 3, ['L', 'R', 'M']],
  ])('%s without user input get distinct defaulted values', (_name, n, expected) => {
    const f = formOf(uniqueList(`minCount: ${n}`));
    expect(sides(f)).toEqual(expected);
  });

  test('an added item takes the first value no other item holds', () => {
    const f = formOf(uniqueList('minCount: 1'));
    f.store.update({ type: 'set', id: 'L_1_side', value: 'R' });
    f.store.update({ type: 'add', id: 'L' });
    expect(sides(f)).toEqual(['R', 'L']);
    f.store.update({ type: 'add', id: 'L' });
    expect(sides(f)).toEqual(['R', 'L', 'M']);
  });

  test('a set to an option another item holds is refused with a warning naming that item', () => {
    const f = formOf(uniqueList('minCount: 2'));
    f.store.update({ type: 'set', id: 'L_2_side', value: 'L' });
    expect(sides(f)).toEqual(['L', 'R']);
    const messages = f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code === 'action-ignored')
      .map((d) => [d.message, d.componentId]);
    expect(messages).toEqual([
      ['Action set on L_2_side does nothing: option L is already used by item 1 of the list', 'L_2_side'],
    ]);
  });

  test('a set to a free option is accepted without a warning', () => {
    const f = formOf(uniqueList('minCount: 2'));
    f.store.update({ type: 'set', id: 'L_2_side', value: 'M' });
    expect(sides(f)).toEqual(['L', 'M']);
    expect(f.store.getSnapshot().diagnostics.filter((d) => d.code === 'action-ignored')).toEqual([]);
  });

  test('deleting an item keeps the defaulted values of the later items as they shift down', () => {
    const f = formOf(uniqueList('minCount: 1\nmaxCount: 3'));
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'add', id: 'L' });
    expect(sides(f)).toEqual(['L', 'R', 'M']);
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(sides(f)).toEqual(['R', 'M']);
    f.store.update({ type: 'add', id: 'L' });
    expect(sides(f)).toEqual(['R', 'M', 'L']);
  });

  test("a defaulted item's value is disabled in the other items' choices", () => {
    const f = formOf(uniqueList('minCount: 2'));
    const choices = f.prop('L_2_side', 'choices') as { value: unknown; disabled: boolean }[];
    expect(choices.filter((c) => c.disabled).map((c) => c.value)).toEqual(['L']);
  });
});

describe('numItems that is not a number counts as 0 (docs/specification.md#component-entries)', () => {
  test.each([
    ['a formula giving NaN', "numItems: '=k / 0'"],
    ['a formula giving NaN with a minCount', "numItems: '=k / 0'\nminCount: 2"],
    ['a formula giving text', 'numItems: \'="many"\''],
  ])('%s: no items, and {L.numItems} reads 0', (_name, extra) => {
    const f = formOf(['- Number: { id: k }', list(extra)].join('\n'), {
      report: "- text: 'n={L.numItems} c={L.count}'",
    });
    expect(f.prop('L', 'count')).toBe(0);
    expect(ids(f)).toEqual([]);
    expect(f.store.getSnapshot().report.markup).toBe('n=0 c=0');
  });

  test('a static NaN numItems gives no items and reads 0', () => {
    // parseSpec rejects a static NaN; a copy of a parsed spec stands in for a spec that let one through.
    const spec = patchSpec(specOf(list('numItems: 2')), 'L', { numItems: NaN });
    const store = createForm(spec, { clock: new ManualClock() });
    expect(store.getSnapshot().components.get('L')?.props.numItems).toBe(0);
    expect(store.getSnapshot().components.get('L')?.props.count).toBe(0);
  });

  test('without numItems, {L.numItems} reads the default count (minCount)', () => {
    const f = formOf(list('minCount: 2'), { report: "- text: 'n={L.numItems}'" });
    expect(f.store.getSnapshot().report.markup).toBe('n=2');
  });
});

describe('actions the form would not offer are ignored with a warning', () => {
  const ignored = (f: ReturnType<typeof formOf>) =>
    f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code === 'action-ignored')
      .map((d) => [d.severity, d.message, d.origin]);

  test.each([
    [
      'add at maxCount',
      'maxCount: 1\nnumItems: 1',
      { add: 'L' },
      'Action add on L does nothing: the list is at maxCount (1)',
    ],
    [
      'delete at minCount',
      'minCount: 1',
      { delete: 'L', item: 1 },
      'Action delete on L does nothing: the list is at minCount (1)',
    ],
    [
      'add when numItems is a formula',
      "numItems: '=2'",
      { add: 'L' },
      'Action add on L does nothing: numItems is a formula, so items are not added or deleted by hand',
    ],
    [
      'delete when numItems is a formula',
      "numItems: '=2'",
      { delete: 'L', item: 1 },
      'Action delete on L does nothing: numItems is a formula, so items are not added or deleted by hand',
    ],
    [
      'delete of an item that does not exist',
      'numItems: 2',
      { delete: 'L', item: 5 },
      'Action delete on L does nothing: there is no item 5 (the list has 2)',
    ],
  ])('%s', (_name, extra, action, message) => {
    const f = formOf(list(extra));
    const count = f.prop('L', 'count');
    applyStep(f.store, action as never);
    expect(f.prop('L', 'count')).toBe(count);
    expect(ignored(f)).toEqual([['warning', message, 'none']]);
  });

  test('add and delete that do something give no warning', () => {
    const f = formOf(list('maxCount: 2'));
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(ignored(f)).toEqual([]);
  });

  test.each([
    [
      'a Row without a checkbox',
      '- Row: { id: r, components: [{ Text: { id: a } }] }',
      'r',
      'Row r has no checkbox',
    ],
    ['a Number', '- Number: { id: r }', 'r', 'Number r has no checkbox'],
  ])('check on %s', (_name, form, id, reason) => {
    const f = formOf(form);
    const before = f.value(id);
    f.store.update({ type: 'check', id: id, value: true });
    expect(f.value(id)).toBe(before);
    expect(ignored(f)).toEqual([['warning', `Action check on ${id} does nothing: ${reason}`, 'none']]);
  });

  test('check on a Row with a checkbox ticks it', () => {
    const f = formOf('- Row: { id: r, checkbox: true, components: [{ Text: { id: a } }] }');
    f.store.update({ type: 'check', id: 'r', value: true });
    expect(f.value('r')).toBe(true);
    expect(ignored(f)).toEqual([]);
  });
});
