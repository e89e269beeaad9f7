import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { applyStep, createForm, ManualClock } from '../engine';
import { parseSpec } from '../specification';
import { ACTIONS_FILE_SCHEMA } from './actionsSchema';
import { checkStepTarget, parseActionsFile } from './parseActionsFile';

const spec = parseSpec(
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - Number: { id: a }',
    '  - Row: { id: effusion, checkbox: true, components: [{ Number: { id: depth } }] }',
    '  - List: { id: L, collapsable: true, components: [{ Number: { id: size } }] }',
    "  - Summary: { id: impression, editable: true, reportTemplate: [{ text: 'x' }] }",
    '  - Summary: { id: fixed, reportTemplate: [{ text: y }] }',
    '  - CheckboxList: { id: cl, otherOption: yes, options: [p, q] }',
    '  - Tabs: { id: tb, tabs: [{ tabname: A, components: [] }, { tabname: B, components: [] }] }',
    'ReportOutput: []',
  ].join('\n'),
).spec;
if (!spec) throw new Error('test spec does not parse');

/** Runs the steps of a file as the headless runner does: shape first, then each target just before its step. */
function play(text: string): string | undefined {
  const parsed = parseActionsFile(text, 'a.json');
  if (parsed.error) return `${parsed.error.code} ${parsed.error.message}`;
  const store = createForm(spec as NonNullable<typeof spec>, { clock: new ManualClock(0) });
  store.mount();
  try {
    for (const [i, step] of parsed.steps.entries()) {
      const error = checkStepTarget(step, i + 1, 'a.json', store.getSnapshot());
      if (error) return `${error.code} ${error.message}`;
      applyStep(store, step);
    }
    return undefined;
  } finally {
    store.dispose();
  }
}

describe('the actions file of formwright render (docs/cli.md#the-formwright-command)', () => {
  test('accepts one of each of the 17 steps', () => {
    expect(
      play(
        JSON.stringify([
          { set: 'a', value: 1 },
          { set: 'a', value: null },
          { click: 'a' },
          { add: 'L' },
          { set: 'L_1_size', value: 4 },
          { delete: 'L', item: 1 },
          { check: 'effusion', value: true },
          { check: 'impression', value: true },
          { editSummary: 'impression', text: 'Edited.' },
          { providers: { results: [] } },
          { setState: { a: { user: { value: 2 } } } },
          { clearState: true },
          { focus: 'a' },
          { blur: 'a' },
          { step: 'a', direction: -1 },
          { toggleOption: 'cl', option: 'p', ctrl: true },
          { otherText: 'cl', text: 'r' },
          { toggleOther: 'cl', checked: true },
          { selectTab: 'tb', tab: 1 },
          { add: 'L' },
          { toggleItem: 'L', item: 1, open: false },
          { providers: [{ providerName: 'P', providerData: [{ x: 1 }] }] },
        ]),
      ),
    ).toBeUndefined();
  });

  test.each([
    ['not JSON', '[{"set": "a"', 'a.json is not valid JSON'],
    ['not an array', '{"set": "a", "value": 1}', 'a.json must hold a JSON array of steps'],
    ['a step that is not an object', '[{"set": "a", "value": 1}, 7]', 'step 2 7: a step must be an object'],
    [
      'an unknown step',
      '[{"tap": "a"}]',
      'step 1 {"tap":"a"}: unknown step: expected one of set, click, add',
    ],
    [
      'two steps in one object',
      '[{"set": "a", "value": 1, "click": "a"}]',
      'one step per object, found set and click',
    ],
    ['an unknown key', '[{"set": "a", "valeu": 1}]', 'unknown key valeu in a set step'],
    ['a missing id', '[{"click": ""}]', 'click needs a component id'],
    ['set without a value', '[{"set": "a"}]', 'set needs a value (null clears it)'],
    ['delete without an item', '[{"delete": "L"}]', 'delete needs the 1-based item number'],
    ['delete of item 0', '[{"delete": "L", "item": 0}]', 'delete needs the 1-based item number'],
    [
      'check with a non-boolean',
      '[{"check": "effusion", "value": "yes"}]',
      'check needs a value true or false',
    ],
    ['editSummary without text', '[{"editSummary": "impression"}]', 'editSummary needs a text'],
    ['providers that are not an object', '[{"providers": 3}]', 'providers needs the provider data'],
    ['setState with a list', '[{"setState": []}]', 'setState needs a saved state object'],
    ['clearState false', '[{"clearState": false}]', 'write clearState as {"clearState": true}'],
    [
      'an unknown id',
      '[{"set": "a", "value": 1}, {"set": "b", "value": 2}]',
      'step 2 {"set":"b","value":2}: no component with id b',
    ],
    ['a generated id', '[{"set": "#Report", "value": 1}]', 'no component with id #Report'],
    [
      'an item not added yet',
      '[{"set": "L_1_size", "value": 2}]',
      'no component with id L_1_size (list L has 0 items; add one first)',
    ],
    ['add on a non-list', '[{"add": "a"}]', 'add applies to List, but a is a Number'],
    [
      'check on a Number',
      '[{"check": "a", "value": true}]',
      'check applies to Row, Summary, Checkbox, but a is a Number',
    ],
    [
      'delete of a missing item',
      '[{"add": "L"}, {"delete": "L", "item": 2}]',
      'step 2 {"delete":"L","item":2}: list L has no item 2 (it has 1)',
    ],
    [
      'editSummary before edit mode',
      '[{"editSummary": "impression", "text": "x"}]',
      'summary impression is not in edit mode; check it first: {"check": "impression", "value": true}',
    ],
    [
      'editSummary of a fixed summary',
      '[{"editSummary": "fixed", "text": "x"}]',
      'summary fixed is not in edit mode (it is not editable)',
    ],
    ['step with direction 2', '[{"step": "a", "direction": 2}]', 'step needs a direction 1 or -1'],
    ['toggleOption without an option', '[{"toggleOption": "cl"}]', 'toggleOption needs an option value'],
    ['selectTab of tab -1', '[{"selectTab": "tb", "tab": -1}]', 'selectTab needs the 0-based tab number'],
    [
      'toggleItem with open "yes"',
      '[{"toggleItem": "L", "item": 1, "open": "yes"}]',
      'needs open true or false',
    ],
    [
      'selectTab on a Number',
      '[{"selectTab": "a", "tab": 0}]',
      'selectTab applies to Tabs, but a is a Number',
    ],
    ['toggleItem of a missing item', '[{"toggleItem": "L", "item": 1}]', 'list L has no item 1 (it has 0)'],
  ])('rejects %s with a message naming the step', (_what, text, message) => {
    const error = play(text);
    expect(error).toMatch(/^actions-[a-z-]+ /);
    expect(error).toContain(message);
  });

  test('locates a bad step at its place in the file and its index', () => {
    const parsed = parseActionsFile('[\n  {"set": "a", "value": 1},\n  {"tap": "a"}\n]', 'a.json');
    expect(parsed.error).toMatchObject({ code: 'actions-unknown-step', line: 3, column: 3, path: [1] });
  });

  test('the hand check agrees with the JSON Schema (ajv) on every case', () => {
    const validate = new Ajv({ strict: false }).compile(ACTIONS_FILE_SCHEMA);
    const cases: unknown[] = [
      [],
      {},
      [7],
      [{ set: 'a' }],
      [{ set: '', value: 1 }],
      [{ set: 'a', value: null }],
      [{ click: 'a', value: 1 }],
      [{ delete: 'L', item: 1.5 }],
      [{ check: 'a', value: 'yes' }],
      [{ providers: [] }, { providers: {} }, { providers: 'x' }],
      [{ setState: [] }],
      [{ clearState: false }],
      [{ clearState: true }, { step: 'a', direction: -1 }],
      [{ toggleOption: 'cl', option: 1, ctrl: 1 }],
      [{ toggleItem: 'L', item: 2 }],
      [{ set: 'a', value: 1, click: 'a' }],
    ];
    for (const c of cases) {
      expect(parseActionsFile(JSON.stringify(c), 'x').error === undefined, JSON.stringify(c)).toBe(
        validate(c),
      );
    }
  });

  test('shortens a long step in the message', () => {
    const long = JSON.stringify([{ tap: 'x'.repeat(200) }]);
    expect(play(long)).toMatch(/step 1 \{"tap":"x+\.\.\.: unknown step/);
  });
});
