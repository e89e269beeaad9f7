import { describe, expect, test } from 'vitest';
import type { Interaction } from './interactions';
import { formOf } from './testing';

/** A List of nodules whose Location is mandatory; `itemName` as given (absent: the default 'Item {index}'). */
function nodules(itemName?: string): string {
  return [
    '- Text: { id: exam, label: Examination, mandatory: alert }',
    '- List:',
    '    id: nod',
    '    numItems: 2',
    ...(itemName === undefined ? [] : [`    itemName: '${itemName}'`]),
    '    components:',
    '      - Text: { id: kind, label: Kind }',
    '      - Text: { id: loc, label: Location, mandatory: prohibit }',
    '      - Text: { id: size, mandatory: alert }',
  ].join('\n');
}

describe('the mandatory list names the List item of an entry (issue 20 item 6)', () => {
  test.each<[string, string | undefined, Interaction[], string[]]>([
    [
      'item names from the itemName template',
      'nodule {index}',
      [],
      ['Examination', 'Location (nodule 1)', 'nod_1_size', 'Location (nodule 2)', 'nod_2_size'],
    ],
    [
      'the default item name',
      undefined,
      [],
      ['Examination', 'Location (Item 1)', 'nod_1_size', 'Location (Item 2)', 'nod_2_size'],
    ],
    [
      'a filled field leaves, the other item keeps its name',
      'nodule {index}',
      [
        { type: 'set', id: 'nod_1_loc', value: 'RUL' },
        { type: 'set', id: 'exam', value: 'CT' },
      ],
      ['nod_1_size', 'Location (nodule 2)', 'nod_2_size'],
    ],
    [
      'an item name with a placeholder follows the value it reads',
      'nodule {index} ({kind})',
      [{ type: 'set', id: 'nod_2_kind', value: 'solid' }],
      ['Examination', 'Location (nodule 1 ())', 'nod_1_size', 'Location (nodule 2 (solid))', 'nod_2_size'],
    ],
    [
      'deleting the first item renames the second',
      'nodule {index}',
      [
        { type: 'set', id: 'nod_2_loc', value: 'RUL' },
        { type: 'delete', id: 'nod', item: 1 },
        { type: 'add', id: 'nod' },
      ],
      ['Examination', 'nod_1_size', 'Location (nodule 2)', 'nod_2_size'],
    ],
  ])('%s', (_name, itemName, actions, labels) => {
    const f = formOf(nodules(itemName));
    for (const a of actions) f.store.update(a);
    expect(f.store.getSnapshot().mandatory.map((m) => m.label)).toEqual(labels);
  });
});
