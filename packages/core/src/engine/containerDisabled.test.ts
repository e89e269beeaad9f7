import { describe, expect, test } from 'vitest';
import { formOf } from './testing';

const props = (f: ReturnType<typeof formOf>, id: string) => f.store.getSnapshot().components.get(id)?.props;

/** A container of each kind with `disabled: '=lock'`, holding a Text `t` (docs/engine.md#a-disabled-container). */
const containers: [string, string][] = [
  ['Section', "- Section:\n    id: s\n    disabled: '=lock'\n    components:\n      - Text: { id: t }"],
  [
    'ComponentGroup',
    "- ComponentGroup:\n    id: g\n    disabled: '=lock'\n    components:\n      - Text: { id: t }",
  ],
  ['Row', "- Row:\n    id: r\n    disabled: '=lock'\n    components:\n      - Text: { id: t }"],
  [
    'Tabs',
    "- Tabs:\n    id: tb\n    disabled: '=lock'\n    tabs:\n      - tabname: One\n        components:\n          - Text: { id: t }",
  ],
  [
    'nested groups',
    "- Section:\n    id: s\n    disabled: '=lock'\n    components:\n      - ComponentGroup:\n          id: g\n          components:\n            - Row:\n                id: r\n                components:\n                  - Text: { id: t }",
  ],
];

describe('a disabled container disables what it holds (issue 20 item 10)', () => {
  test.each(containers)('%s: read-only on screen and refusing input, until enabled', (_kind, yaml) => {
    const f = formOf(`- Checkbox: { id: lock }\n${yaml}`);
    f.store.update({ type: 'set', id: 't', value: 'typed' });
    expect(f.value('t')).toBe('typed');
    expect(props(f, 't')?.disabled).not.toBe(true);

    f.store.update({ type: 'set', id: 'lock', value: true });
    expect(props(f, 't')?.disabled).toBe(true);
    f.store.update({ type: 'set', id: 't', value: 'changed' });
    expect(f.value('t')).toBe('typed');
    const refused = f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code === 'action-ignored')
      .map((d) => d.message);
    expect(refused.at(-1)).toMatch(/t is inside a disabled container/);

    f.store.update({ type: 'set', id: 'lock', value: false });
    expect(props(f, 't')?.disabled).not.toBe(true);
    f.store.update({ type: 'set', id: 't', value: 'again' });
    expect(f.value('t')).toBe('again');
  });

  test('formulas still write into a field of a disabled container', () => {
    const f = formOf(
      "- Number: { id: a }\n- Section:\n    id: s\n    disabled: true\n    components:\n      - Number: { id: b, value: '=a * 2' }",
    );
    f.store.update({ type: 'set', id: 'a', value: 4 });
    expect(f.value('b')).toBe(8);
    expect(props(f, 'b')?.disabled).toBe(true);
  });

  test('a List item inside a disabled Section is read-only too', () => {
    const f = formOf(
      '- Section:\n    id: s\n    disabled: true\n    components:\n      - List:\n          id: L\n          numItems: 2\n          components:\n            - Text: { id: x }',
    );
    expect(props(f, 'L_1_x')?.disabled).toBe(true);
    f.store.update({ type: 'set', id: 'L_2_x', value: 'no' });
    expect(f.value('L_2_x')).toBeUndefined();
  });

  test('an enabled container leaves a field disabled on its own as it is', () => {
    const f = formOf('- Section:\n    id: s\n    components:\n      - Text: { id: t, disabled: true }');
    expect(props(f, 't')?.disabled).toBe(true);
    expect(props(f, 's')?.disabled).not.toBe(true);
  });
});
