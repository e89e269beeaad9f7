import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyStep, type ActionStep } from './interactions';
import { formOf } from './testing';

const form = [
  '- Number: { id: a, minValue: 0, maxValue: 100, mandatory: alert }',
  "- Number: { id: b, value: '=a * 2' }",
  "- Number: { id: c, value: ':=b + 1' }",
  "- Text: { id: t, hidden: '=a > 50', label: 'A is {a}' }",
  '- CheckboxList: { id: cl, otherOption: yes-alert, options: [{ value: x }, { value: y, exclusive: true }, { value: z }] }',
  '- List:',
  '    id: L',
  '    maxCount: 4',
  '    collapsable: true',
  "    collapseSummary: '{size}||{size}'",
  '    components:',
  '      - Number: { id: size }',
  "      - Number: { id: dbl, value: '=size * 2 + a' }",
].join('\n');

const value = fc.oneof(
  fc.integer({ min: -10, max: 120 }),
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ maxLength: 3 }),
  fc.double(),
);
const itemId = fc.integer({ min: 1, max: 5 });

/** Formulas compute exact numbers to 15 significant digits (docs/expressions.md), each operation rounded. */
const digits15 = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(15)) : x);

const action: fc.Arbitrary<ActionStep> = fc.oneof(
  fc.record({ set: fc.constantFrom('a', 'b', 'c', 't'), value }),
  itemId.chain((k) => fc.record({ set: fc.constant(`L_${k}_size`), value })),
  fc.constant({ add: 'L' }),
  itemId.map((item) => ({ delete: 'L', item })),
  itemId.map((item) => ({ toggleItem: 'L', item })),
  fc.record({ toggleOption: fc.constant('cl'), option: fc.constantFrom('x', 'y', 'z', 'w') }),
  fc.record({ toggleOther: fc.constant('cl'), checked: fc.boolean() }),
  fc.record({ otherText: fc.constant('cl'), text: fc.string({ maxLength: 4 }) }),
  fc.record({ step: fc.constantFrom('a', 'L_1_size'), direction: fc.constantFrom(1 as const, -1 as const) }),
  fc.constant({ clearState: true as const }),
  fc.constant('save' as unknown as ActionStep),
  fc.constant('load' as unknown as ActionStep),
);
let loadCount = 0;

describe('any sequence of actions leaves a consistent state', () => {
  test('no throw, list ids match numItems, no stale overrides, snapshots immutable', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), fc.integer({ min: -3, max: 10_000 }), (actions, n) => {
        loadCount = n;
        const f = formOf(form);
        let saved = f.store.saveState();
        const snaps = [];
        for (const a of actions) {
          if ((a as unknown) === 'save') {
            f.store.loadState(saved);
            continue;
          }
          if ((a as unknown) === 'load') {
            // A saved state asking for any number of items: the list keeps within maxCount.
            f.store.loadState({ ...saved, L: { user: { numItems: loadCount } } });
            continue;
          }
          const before = f.store.getSnapshot();
          const frozenBefore = JSON.stringify([...before.components].map(([k, c]) => [k, c.value]));
          applyStep(f.store, a);
          f.clock.runAll();
          snaps.push([before, frozenBefore] as const);
          saved = f.store.saveState();
        }
        const snap = f.store.getSnapshot();
        const count = snap.components.get('L')?.props.count as number;
        const itemIds = [...snap.components.keys()].filter((k) => k.startsWith('L_'));
        expect(itemIds.length).toBe(count * 2);
        for (let k = 1; k <= count; k++) expect(snap.components.has(`L_${k}_size`)).toBe(true);
        expect(count).toBeLessThanOrEqual(4);
        // numItems reads the count the list has (clamped, never a raw saved or NaN value).
        expect(snap.components.get('L')?.props.numItems).toBe(count);
        // Formulas are current: b is a*2 where a is a number.
        const a = snap.components.get('a')?.value;
        const b = snap.components.get('b')?.value;
        if (typeof a === 'number') expect(b).toBe(digits15(a * 2));
        for (let k = 1; k <= count; k++) {
          const size = snap.components.get(`L_${k}_size`)?.value;
          if (typeof size === 'number' && typeof a === 'number')
            expect(snap.components.get(`L_${k}_dbl`)?.value).toBe(digits15(digits15(size * 2) + a));
        }
        // No stale stored values: every saved id exists.
        for (const id of Object.keys(f.store.saveState())) expect(snap.components.has(id)).toBe(true);
        // Earlier snapshots are unchanged.
        for (const [s, text] of snaps) {
          expect(JSON.stringify([...s.components].map(([k, c]) => [k, c.value]))).toBe(text);
          expect(Object.isFrozen(s)).toBe(true);
        }
        expect(snap.diagnostics.filter((d) => d.code === 'runaway')).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
