import { describe, expect, test } from 'vitest';
import { ManualClock } from './clock';
import {
  applyStep,
  interactionToStep,
  stepToCommand,
  type ActionStep,
  type Interaction,
} from './interactions';
import { createForm } from './store';
import { fakeScript, specOf } from './testing';

const FORM = [
  '- Text: { id: t }',
  '- Number: { id: n }',
  '- Checkbox: { id: cb }',
  '- CheckboxList: { id: cl, otherOption: yes, options: [x, y] }',
  '- Button: { id: b, toggleComponentId: t }',
  "- Summary: { id: s, editable: true, reportTemplate: [{ text: 'T {t}' }] }",
  '- Tabs: { id: tb, tabs: [{ tabname: A, components: [] }, { tabname: B, components: [] }] }',
  '- List: { id: L, collapsable: true, components: [{ Number: { id: size, dataarg: Patient.size } }] }',
].join('\n');

/** One interaction of each type the engine supports, valid on FORM. */
const EACH: readonly Interaction[] = [
  { type: 'set', id: 't', value: 'hello' },
  { type: 'click', id: 'b' },
  { type: 'add', id: 'L' },
  { type: 'toggleItem', id: 'L', item: 1, open: false },
  { type: 'delete', id: 'L', item: 1 },
  { type: 'check', id: 's', value: true },
  { type: 'editSummary', id: 's', text: 'Edited.' },
  { type: 'focus', id: 'n' },
  { type: 'blur', id: 'n' },
  { type: 'step', id: 'n', direction: 1 },
  { type: 'toggleOption', id: 'cl', option: 'x' },
  { type: 'toggleOther', id: 'cl', checked: true },
  { type: 'otherText', id: 'cl', text: 'z' },
  { type: 'selectTab', id: 'tb', tab: 1 },
];

function store(options: Parameters<typeof createForm>[1] = {}) {
  const clock = new ManualClock();
  return { clock, store: createForm(specOf(FORM), { clock, ...options }) };
}

describe('update takes tagged user interactions', () => {
  test('covers every interaction type, and each changes what it names', () => {
    expect(new Set(EACH.map((i) => i.type)).size).toBe(14);
    const { store: s } = store();
    for (const i of EACH) {
      const before = s.getSnapshot();
      s.update(i);
      expect(s.getSnapshot(), JSON.stringify(i)).not.toBe(before);
    }
    expect(s.getSnapshot().diagnostics).toEqual([]);
    expect(s.getSnapshot().components.get('s')?.value).toBe('Edited.');
  });

  test.each([
    ['the old untagged shape', { set: 't', value: 'x' }],
    ['a host operation', { type: 'clearState' }],
    ['a type it does not know', { type: 'tap', id: 't' }],
    ['no object', 'set'],
  ])('refuses %s with a located error and changes nothing', (_what, value) => {
    const { store: s } = store();
    s.update(value as unknown as Interaction);
    const snap = s.getSnapshot();
    expect(snap.components.get('t')?.value).toBeUndefined();
    expect(snap.diagnostics.map((d) => [d.code, d.origin])).toEqual([['interaction-unknown', 'none']]);
    expect(snap.diagnostics[0]?.message).toContain('update takes {type, id, …}');
  });
});

describe('host operations are methods', () => {
  test('setProviderData takes the results list or {results: [...]}, and getProviderData returns it', () => {
    const results = [{ providerName: 'Patient', providerData: [{ size: 7 }] }];
    for (const data of [results, { results }]) {
      const { store: s } = store();
      s.update({ type: 'add', id: 'L' });
      s.setProviderData(data);
      expect(s.getSnapshot().components.get('L_1_size')?.value).toBe(7);
      expect(s.getProviderData()).toBe(data);
    }
  });

  test('saveState, clearState and loadState round-trip the stored values', () => {
    const { store: s } = store();
    s.update({ type: 'set', id: 'n', value: 4 });
    const saved = s.saveState();
    s.clearState();
    expect(s.getSnapshot().components.get('n')?.value).toBeUndefined();
    s.loadState(saved);
    expect(s.getSnapshot().components.get('n')?.value).toBe(4);
    expect(s.saveState()).toEqual(saved);
  });
});

describe('mount and unmount start and stop the timers (React StrictMode)', () => {
  test('the init event runs at the first mount, not at creation, and only once', () => {
    const script = fakeScript();
    const { store: s } = store({ script });
    expect(script.events).toEqual([]);
    s.mount();
    s.unmount();
    s.mount();
    expect(script.events.map((e) => e.reason)).toEqual(['init']);
  });

  test('unmount stops a pending script event without losing it; mounting again resumes it', () => {
    const script = fakeScript();
    const { store: s, clock } = store({ script });
    s.mount();
    s.update({ type: 'set', id: 't', value: 'a' });
    clock.advance(150);
    s.unmount();
    clock.advance(10);
    expect(clock.pending).toBe(0);
    expect(s.getSnapshot().components.get('t')?.value).toBe('a');
    s.mount();
    expect(script.events).toHaveLength(1);
    clock.advance(39);
    expect(script.events).toHaveLength(1);
    clock.advance(1);
    expect(script.events.map((e) => [e.reason, e.source])).toEqual([
      ['init', undefined],
      ['userInput', 't'],
    ]);
  });

  test('an event whose time passed while unmounted runs at the next mount', () => {
    const script = fakeScript();
    const { store: s, clock } = store({ script });
    s.mount();
    s.update({ type: 'set', id: 't', value: 'a' });
    s.unmount();
    clock.advance(1000);
    expect(script.events).toHaveLength(1);
    s.mount();
    expect(script.events.map((e) => e.reason)).toEqual(['init', 'userInput']);
  });

  test('events raised before the first mount wait, and run right after the init event', () => {
    const script = fakeScript();
    const { store: s } = store({ script });
    s.setProviderData([{ providerName: 'Patient', providerData: [{ size: 1 }] }]);
    s.clearState();
    expect(script.events).toEqual([]);
    s.mount();
    expect(script.events.map((e) => e.reason)).toEqual(['init', 'dataRetrieve', 'clearState']);
  });

  test('dispose ends the form: no more events, updates or notifications', () => {
    const script = fakeScript();
    const { store: s, clock } = store({ script });
    s.mount();
    let calls = 0;
    s.subscribe(() => calls++);
    s.update({ type: 'set', id: 't', value: 'a' });
    s.dispose();
    clock.runAll();
    s.update({ type: 'set', id: 't', value: 'b' });
    s.mount();
    expect(calls).toBe(1);
    expect(script.events.map((e) => e.reason)).toEqual(['init']);
    expect(s.getSnapshot().components.get('t')?.value).toBe('a');
  });
});

describe('onDispatch logs every interaction and host operation as an actions-file step', () => {
  test('in order, and the log replays to the same state and outputs', () => {
    const log: ActionStep[] = [];
    const { store: s } = store({ onDispatch: (step) => log.push(step) });
    s.mount();
    for (const i of EACH) s.update(i);
    s.setProviderData({ results: [{ providerName: 'Patient', providerData: [{ size: 2 }] }] });
    const saved = s.saveState();
    s.clearState();
    s.loadState(saved);
    expect(log).toEqual([
      ...EACH.map(interactionToStep),
      { providers: { results: [{ providerName: 'Patient', providerData: [{ size: 2 }] }] } },
      { clearState: true },
      { setState: saved },
    ]);
    expect(log[0]).toEqual({ set: 't', value: 'hello' });
    // The log is plain JSON: it survives a file, and replays to the same state.
    const replayed = store().store;
    replayed.mount();
    for (const step of JSON.parse(JSON.stringify(log)) as ActionStep[]) applyStep(replayed, step);
    expect(replayed.saveState()).toEqual(s.saveState());
    expect(replayed.getSnapshot().report.markup).toBe(s.getSnapshot().report.markup);
  });

  test('steps and interactions convert both ways for each of the 17 step kinds', () => {
    for (const i of EACH) expect(stepToCommand(interactionToStep(i))).toEqual({ interaction: i });
    expect(stepToCommand({ providers: [] })).toEqual({ providers: [] });
    expect(stepToCommand({ setState: {} })).toEqual({ setState: {} });
    expect(stepToCommand({ clearState: true })).toEqual({ clearState: true });
    expect(stepToCommand({ tap: 'x' } as never)).toBeUndefined();
  });
});
