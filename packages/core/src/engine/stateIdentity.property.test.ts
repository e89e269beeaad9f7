import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyStep, type ActionStep } from './interactions';
import type { ComponentState, FormSnapshot } from './contract';
import { sameValue } from './equal';
import { formOf } from './testing';

const form = [
  '- Number: { id: a, minValue: 0, maxValue: 100, mandatory: alert }',
  "- Number: { id: b, value: '=a * 2' }",
  "- Text: { id: t, hidden: '=a > 50', label: 'A is {a}' }",
  '- CheckboxList: { id: cl, otherOption: yes, options: [x, y, z] }',
  '- Row:',
  '    id: r',
  '    checkbox: true',
  '    components:',
  "      - Text: { id: inRow, display: '=a != 3' }",
  '- Tabs:',
  '    id: tb',
  '    tabs:',
  "      - { tabname: One, hidden: '=a == 7', components: [{ Number: { id: one } }] }",
  '      - { tabname: Two, components: [{ Text: { id: two } }] }',
  '- List:',
  '    id: L',
  '    maxCount: 3',
  '    collapsable: true',
  "    collapseSummary: '{size}'",
  '    components:',
  '      - Number: { id: size }',
  "      - Number: { id: dbl, value: '=size * 2 + a' }",
].join('\n');

const value = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom(undefined, '', 'abc', 3, 7));
const item = fc.integer({ min: 1, max: 4 });

const action: fc.Arbitrary<ActionStep> = fc.oneof(
  fc.record({ set: fc.constantFrom('a', 't', 'one', 'two', 'inRow'), value }),
  item.chain((k) => fc.record({ set: fc.constant(`L_${k}_size`), value })),
  fc.record({ check: fc.constant('r'), value: fc.boolean() }),
  fc.record({ selectTab: fc.constant('tb'), tab: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ focus: fc.constantFrom('a', 'L_1_size') }),
  fc.record({ blur: fc.constantFrom('a', 'L_1_size') }),
  fc.record({ toggleOption: fc.constant('cl'), option: fc.constantFrom('x', 'y', 'z') }),
  fc.constant({ add: 'L' }),
  item.map((k) => ({ delete: 'L', item: k })),
  item.map((k) => ({ toggleItem: 'L', item: k })),
  fc.constant({ clearState: true as const }),
);

/** Everything a view reads from a state (the node by identity: it is the spec's). */
function sameContent(x: ComponentState, y: ComponentState): boolean {
  const { node: nx, ...rx } = x;
  const { node: ny, ...ry } = y;
  return nx === ny && sameValue(rx, ry);
}

/** Ids present in both snapshots whose state identity disagrees with whether their content changed. */
function identityBreaks(before: FormSnapshot, after: FormSnapshot): string[] {
  const out: string[] = [];
  for (const [id, next] of after.components) {
    const prev = before.components.get(id);
    if (prev && (prev === next) !== sameContent(prev, next)) out.push(id);
  }
  return out;
}

/**
 * Where a published state disagrees with the rest of the snapshot (a stale state would): its value and
 * props, its children and their parent, a List's items and count, a Tabs' flags and active tab.
 */
function treeBreaks(snap: FormSnapshot): string[] {
  const out: string[] = [];
  const all = snap.components;
  for (const root of snap.roots) if (all.get(root)?.parent !== undefined) out.push(`root ${root}`);
  for (const [id, s] of all) {
    if (!Object.is(s.value, s.props.value)) out.push(`${id}.value`);
    for (const c of s.children) if (all.get(c)?.parent !== id) out.push(`${id} > ${c}`);
    if (s.parent !== undefined && !all.get(s.parent)?.children.includes(id)) out.push(`${id} < ${s.parent}`);
    if (s.listItem && s.listItem.count !== all.get(s.listItem.prefixBase.slice(0, -1))?.props.count)
      out.push(`${id}.listItem.count`);
    if (s.type === 'List') {
      if (s.items.length !== s.props.count) out.push(`${id}.items`);
      if (s.items.flatMap((i) => i.children).join() !== s.children.join()) out.push(`${id}.items.children`);
      s.items.forEach((it, i) => {
        for (const c of it.children) if (all.get(c)?.listItem?.index !== i + 1) out.push(`${id}.items[${i}]`);
      });
    }
    if (s.type === 'Tabs') {
      if (s.activeTab !== s.props.activeTabIndex) out.push(`${id}.activeTab`);
      if (s.tabs.some((t, i) => t.visible !== s.props.tabVisible[i])) out.push(`${id}.tabs`);
    }
  }
  return out;
}

describe('a component state is a new object exactly when what it shows changed', () => {
  test('over random actions, unchanged states stay the identical object and every state agrees with the snapshot', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const f = formOf(form);
        let before = f.store.getSnapshot();
        for (const a of actions) {
          applyStep(f.store, a);
          f.clock.runAll();
          const after = f.store.getSnapshot();
          expect(identityBreaks(before, after), JSON.stringify(a)).toEqual([]);
          expect(treeBreaks(after), JSON.stringify(a)).toEqual([]);
          before = after;
        }
      }),
      { numRuns: 80 },
    );
  });
});
