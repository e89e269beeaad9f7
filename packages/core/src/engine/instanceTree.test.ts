import { describe, expect, it } from 'vitest';
import type { ComponentState } from './contract';
import { formOf } from './testing';

const form = [
  '- Text: { id: intro }',
  '- List:',
  '    id: lesions',
  '    minCount: 2',
  '    components:',
  '      - Number: { id: size }',
  '      - ComponentGroup:',
  '          id: details',
  '          components:',
  '            - Text: { id: note }',
  '- Tabs:',
  '    id: side',
  '    tabs:',
  '      - tabname: Right',
  '        hidden: \'=intro == "hide"\'',
  '        components:',
  '          - Number: { id: right }',
  '      - tabname: Left',
  '        components:',
  '          - Number: { id: left }',
  '          - Checkbox: { id: leftDone }',
  '- Row:',
  '    id: row',
  '    components:',
  '      - Text: { id: inRow }',
].join('\n');

/** The state of `id`, which must exist. */
function state(f: ReturnType<typeof formOf>, id: string): ComponentState {
  const s = f.store.getSnapshot().components.get(id);
  if (!s) throw new Error(`no state for ${id}`);
  return s;
}

describe('the snapshot holds the instance tree, so a view never builds an id', () => {
  it('lists the top-level instances as roots, the parser-added outputs included', () => {
    const f = formOf(form);
    const roots = f.store.getSnapshot().roots;
    expect(roots.slice(0, 4)).toEqual(['intro', 'lesions', 'side', 'row']);
    expect(roots).toContain('#Report');
  });

  it.each([
    ['row', ['inRow']],
    ['lesions_1_details', ['lesions_1_note']],
    ['intro', []],
    ['side', ['right', 'left', 'leftDone']],
    ['lesions', ['lesions_1_size', 'lesions_1_details', 'lesions_2_size', 'lesions_2_details']],
  ])('gives %s its direct children as instance ids in document order', (id, children) => {
    expect(state(formOf(form), id).children).toEqual(children);
  });

  it.each([
    ['inRow', 'row'],
    ['lesions_2_note', 'lesions_2_details'],
    ['lesions_2_size', 'lesions'],
    ['left', 'side'],
    ['intro', undefined],
  ])('gives %s its parent %s', (id, parent) => {
    expect(state(formOf(form), id).parent).toBe(parent);
  });

  it("groups a List's children by item, and follows adding and deleting items", () => {
    const f = formOf(form);
    const items = () => {
      const s = state(f, 'lesions');
      return s.type === 'List' ? s.items : undefined;
    };
    expect(items()).toEqual([
      { index: 1, prefix: 'lesions_1_', children: ['lesions_1_size', 'lesions_1_details'] },
      { index: 2, prefix: 'lesions_2_', children: ['lesions_2_size', 'lesions_2_details'] },
    ]);
    f.store.update({ type: 'add', id: 'lesions' });
    expect(items()?.map((i) => i.children)).toEqual([
      ['lesions_1_size', 'lesions_1_details'],
      ['lesions_2_size', 'lesions_2_details'],
      ['lesions_3_size', 'lesions_3_details'],
    ]);
    f.store.update({ type: 'delete', id: 'lesions', item: 1 });
    expect(items()?.map((i) => i.prefix)).toEqual(['lesions_1_', 'lesions_2_']);
  });

  it('groups a Tabs children by tab, with each tab shown or not and the active tab', () => {
    const f = formOf(form);
    const tabs = () => {
      const s = state(f, 'side');
      return s.type === 'Tabs' ? { tabs: s.tabs, active: s.activeTab } : undefined;
    };
    expect(tabs()).toEqual({
      tabs: [
        { index: 0, visible: true, children: ['right'] },
        { index: 1, visible: true, children: ['left', 'leftDone'] },
      ],
      active: 0,
    });
    f.store.update({ type: 'set', id: 'intro', value: 'hide' });
    expect(tabs()?.tabs.map((t) => t.visible)).toEqual([false, true]);
    // The chosen tab is hidden: the first visible tab is shown.
    expect(tabs()?.active).toBe(1);
  });

  it('keeps the tree arrays of an unchanged container when only a child changed', () => {
    const f = formOf(form);
    const before = state(f, 'lesions');
    f.store.update({ type: 'set', id: 'lesions_1_note', value: 'x' });
    const after = state(f, 'lesions');
    expect(after).not.toBe(before);
    expect(after.children).toBe(before.children);
    if (after.type === 'List' && before.type === 'List') expect(after.items[1]).toBe(before.items[1]);
  });
});
