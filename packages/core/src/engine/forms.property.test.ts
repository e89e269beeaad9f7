import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import chestText from '../../../../fixtures/forms/corpus/chest-ct-nodules.yaml?raw';
import recistText from '../../../../fixtures/forms/corpus/recist-lesions.yaml?raw';
import appendicitText from '../../../../fixtures/forms/corpus/swedish-appendicit.yaml?raw';
import tiradsText from '../../../../fixtures/forms/corpus/thyroid-tirads.yaml?raw';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import starterText from '../../../../fixtures/forms/starter.yaml?raw';
import { parseSpec, type FormSpec } from '../specification';
import type { ActionStep } from './interactions';
import { ManualClock } from './clock';
import type { ComponentState, FormSnapshot } from './contract';
import { createForm } from './store';
import { applyStep } from './interactions';

/**
 * "Any sequence of actions on any valid form" (issue 4): the corpus forms, the demo and the starter, each
 * driven by random actions made from its own components — values of the right kind for each type, add
 * and delete on lists, checks, clicks, tabs — with the store's invariants checked after every run.
 */

const FORMS: Record<string, string> = {
  'chest-ct-nodules': chestText,
  'recist-lesions': recistText,
  'swedish-appendicit': appendicitText,
  'thyroid-tirads': tiradsText,
  demo: demoText,
  starter: starterText,
  'unique-dropdowns': [
    'Metadata: { lang: en, title: Unique, description: Dropdowns unique across items }',
    'ReportOutput: []',
    'Components:',
    '  - List:',
    '      id: L',
    '      minCount: 1',
    '      maxCount: 4',
    '      components:',
    '        - Dropdown: { id: side, options: [L, R, M], uniqueInRepeatedElements: true }',
    '        - Number: { id: size }',
  ].join('\n'),
};

function specOf(name: string, text: string): FormSpec {
  const r = parseSpec(text);
  if (!r.spec) throw new Error(`${name} does not parse: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return r.spec;
}

/** One abstract step: which component (by position), which interaction, and a seed for the value. */
type Step = readonly [number, number, number] | 'save' | 'restore' | 'clear';

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 12, arbitrary: fc.tuple(fc.nat(), fc.nat(), fc.nat()) },
  { weight: 1, arbitrary: fc.constantFrom<Step>('save', 'restore', 'clear') },
);

function optionValues(c: ComponentState): unknown[] {
  const raw = c.props.options;
  if (!Array.isArray(raw)) return [];
  return raw.map((o: unknown) => (typeof o === 'object' && o !== null && 'value' in o ? o.value : o));
}

const TEXTS = ['', 'a', 'Ada Lovelace', '<b>x</b>', '12', ' '];
const NUMBERS: unknown[] = [0, 1, -3, 12.5, 1e6, '7', '1,5', 'abc', '', undefined, NaN];
const DATES = ['2026-11-22', '1999-01-01', '2026-02-30', 'yesterday', ''];

/** The actions a user could take on one component, with values of the right kind. */
function actionsFor(c: ComponentState, seed: number): ActionStep[] {
  const id = c.id;
  const pick = <T>(xs: readonly T[]): T => xs[seed % xs.length] as T;
  switch (c.node.type) {
    case 'Number':
      return [
        { set: id, value: pick(NUMBERS) },
        { step: id, direction: seed % 2 === 0 ? 1 : -1 },
        { focus: id },
        { blur: id },
      ];
    case 'Text':
    case 'TextArea':
      return [{ set: id, value: pick(TEXTS) }];
    case 'Date':
      return [{ set: id, value: pick(DATES) }, { focus: id }, { blur: id }];
    case 'Checkbox':
      return [{ check: id, value: seed % 2 === 0 }];
    case 'Dropdown':
    case 'Option':
    case 'AutoComplete':
    case 'CheckboxList': {
      const options = [...optionValues(c), 'not-an-option'];
      return [
        { set: id, value: pick(options) },
        { toggleOption: id, option: pick(options), ctrl: seed % 3 === 0 },
        { toggleOther: id, checked: seed % 2 === 0 },
        { otherText: id, text: pick(TEXTS) },
      ];
    }
    case 'List':
      return [{ add: id }, { delete: id, item: (seed % 4) + 1 }, { toggleItem: id, item: (seed % 4) + 1 }];
    case 'Row':
      return [{ check: id, value: seed % 2 === 0 }];
    case 'Summary':
      return [
        { check: id, value: seed % 2 === 0 },
        { editSummary: id, text: pick(TEXTS) },
      ];
    case 'Button':
      return [{ click: id }];
    case 'Tabs':
      return [{ selectTab: id, tab: seed % 3 }];
    default:
      return [];
  }
}

function listInvariants(snap: FormSnapshot): void {
  for (const [id, c] of snap.components) {
    if (c.node.type !== 'List') continue;
    const count = c.props.count as number;
    expect(c.props.numItems, `${id}.numItems`).toBe(count);
    const prefixes = new Set(
      [...snap.components.keys()]
        .filter((k) => k.startsWith(`${id}_`))
        .map((k) => /^(.*?_\d+)_/.exec(k)?.[1]),
    );
    expect(prefixes.size, `${id} items`).toBe(c.node.children.length > 0 ? count : 0);
    for (let k = 1; k <= count; k++)
      if (c.node.children.length > 0) expect(prefixes.has(`${id}_${k}`)).toBe(true);
  }
}

describe.each(Object.entries(FORMS))('any sequence of actions on the %s form', (name, text) => {
  const spec = specOf(name, text);

  test('keeps lists, saved state, snapshots and the calculation consistent', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 30 }), (steps) => {
        const clock = new ManualClock();
        const store = createForm(spec, { clock });
        let saved = store.saveState();
        const seen: [FormSnapshot, string][] = [];
        for (const s of steps) {
          const before = store.getSnapshot();
          seen.push([before, JSON.stringify([...before.components].map(([k, c]) => [k, c.value]))]);
          if (s === 'save') saved = store.saveState();
          else if (s === 'restore') store.loadState(saved);
          else if (s === 'clear') store.clearState();
          else {
            const comps = [...before.components.values()].filter((c) => actionsFor(c, 0).length > 0);
            if (comps.length === 0) continue;
            const c = comps[s[0] % comps.length] as ComponentState;
            const options = actionsFor(c, s[2]);
            applyStep(store, options[s[1] % options.length] as ActionStep);
          }
          clock.runAll();
        }
        const snap = store.getSnapshot();
        listInvariants(snap);
        // Every saved id is a live component, and restoring our own state loads without complaint.
        const state = store.saveState();
        for (const id of Object.keys(state)) expect(snap.components.has(id), id).toBe(true);
        store.clearState();
        store.loadState(state);
        expect(store.saveState()).toEqual(state);
        const diagnostics = store.getSnapshot().diagnostics;
        expect(diagnostics.filter((d) => d.code === 'state-ignored')).toEqual([]);
        expect(diagnostics.filter((d) => d.code === 'runaway' || d.code === 'runtime-error')).toEqual([]);
        listInvariants(store.getSnapshot());
        // Earlier snapshots never change.
        for (const [old, frozen] of seen) {
          expect(JSON.stringify([...old.components].map(([k, c]) => [k, c.value]))).toBe(frozen);
          expect(Object.isFrozen(old)).toBe(true);
        }
        store.dispose();
      }),
      { numRuns: 25 },
    );
  });
});
