import { parseSpec } from '@formwright/core/authoring';
import { createForm, ManualClock, type FormAction } from '@formwright/core/headless';
import { describe, expect, test } from 'vitest';
import { ActionsError, checkTarget, parseActions } from './actionsFile';

const spec = parseSpec(
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - Number: { id: a }',
    '  - Row: { id: effusion, checkbox: true, components: [{ Number: { id: depth } }] }',
    '  - List: { id: L, components: [{ Number: { id: size } }] }',
    "  - Summary: { id: impression, editable: true, reportTemplate: [{ text: 'x' }] }",
    '  - Summary: { id: fixed, reportTemplate: [{ text: y }] }',
    'ReportOutput: []',
  ].join('\n'),
).spec;
if (!spec) throw new Error('test spec does not parse');

/** Runs the steps of a file as the CLI does: shape first, then each target just before its step. */
function play(text: string): void {
  const actions = parseActions(text, 'a.json');
  const store = createForm(spec as NonNullable<typeof spec>, { clock: new ManualClock(0) });
  actions.forEach((step: FormAction, i) => {
    checkTarget(step, i + 1, 'a.json', store.getSnapshot());
    store.update(step);
  });
  store.dispose();
}

describe('the actions file of formwright render (docs/cli.md#the-formwright-command)', () => {
  test('accepts one of each step', () => {
    expect(() =>
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
        ]),
      ),
    ).not.toThrow();
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
  ])('rejects %s with a message naming the step', (_what, text, message) => {
    expect(() => play(text)).toThrow(ActionsError);
    expect(() => play(text)).toThrow(message);
  });

  test('shortens a long step in the message', () => {
    const long = JSON.stringify([{ tap: 'x'.repeat(200) }]);
    expect(() => play(long)).toThrow(/step 1 \{"tap":"x+\.\.\.: unknown step/);
  });
});
