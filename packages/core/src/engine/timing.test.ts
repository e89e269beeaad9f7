import { describe, expect, test } from 'vitest';
import { ManualClock } from './clock';
import { DEFAULT_SCRIPT_DELAYS, scriptDelay } from './timing';
import { fakeScript, formOf } from './testing';
import { applyStep } from './interactions';

describe('script timing (docs/engine.md#scripts, docs/engine.md#how-a-form-runs)', () => {
  test.each([
    ['Text', 'set', 200],
    ['TextArea', 'set', 200],
    ['Date', 'set', 25],
    ['Number', 'set', 25],
    ['Number', 'step', 100],
    ['CheckboxList', 'otherText', 200],
    ['CheckboxList', 'other', 50],
    ['Checkbox', 'set', 50],
    ['Dropdown', 'set', 50],
  ] as const)('%s input (%s) runs the script after %i ms', (type, kind, ms) => {
    expect(scriptDelay(type, kind)).toBe(ms);
  });

  test.each([
    ['- Text: { id: x }', { set: 'x', value: 'a' }, 200],
    ['- Number: { id: x }', { set: 'x', value: 1 }, 25],
    ['- Number: { id: x }', { step: 'x', direction: 1 }, 100],
    ['- Date: { id: x }', { set: 'x', value: '2026-01-02' }, 25],
    ['- Checkbox: { id: x }', { set: 'x', value: true }, 50],
    [
      "- CheckboxList: { id: x, otherOption: 'yes', options: [{ value: a }] }",
      { otherText: 'x', text: 'abc' },
      200,
    ],
  ])('in a form, %s waits the right delay', (component, action, ms) => {
    const script = fakeScript();
    const f = formOf(component, { script });
    expect(script.events.map((e) => e.reason)).toEqual(['init']);
    applyStep(f.store, action as never);
    f.clock.advance(ms - 1);
    expect(script.events).toHaveLength(1);
    f.clock.advance(1);
    expect(script.events.at(-1)).toEqual({ reason: 'userInput', source: 'x' });
  });

  test('inputs from one source are debounced: each restarts the wait', () => {
    const script = fakeScript();
    const f = formOf('- Text: { id: x }', { script });
    f.store.update({ type: 'set', id: 'x', value: 'a' });
    f.clock.advance(150);
    f.store.update({ type: 'set', id: 'x', value: 'ab' });
    f.clock.advance(150);
    expect(script.events).toHaveLength(1);
    f.clock.advance(50);
    expect(script.events).toHaveLength(2);
  });

  test('different sources keep their own timers', () => {
    const script = fakeScript();
    const f = formOf(['- Text: { id: x }', '- Number: { id: n }'].join('\n'), { script });
    f.store.update({ type: 'set', id: 'x', value: 'a' });
    f.store.update({ type: 'set', id: 'n', value: 1 });
    f.clock.advance(25);
    expect(script.events.map((e) => e.source)).toEqual([undefined, 'n']);
    f.clock.advance(175);
    expect(script.events.map((e) => e.source)).toEqual([undefined, 'n', 'x']);
  });

  test('a negative delay runs the script at once', () => {
    const script = fakeScript();
    const f = formOf('- Text: { id: x }', { script, options: { delays: { text: -1 } } });
    f.store.update({ type: 'set', id: 'x', value: 'a' });
    expect(script.events).toHaveLength(2);
  });

  test('flush runs pending events now, and the script sees the settled state', () => {
    const seen: unknown[] = [];
    const script = fakeScript((e, host) => {
      if (e.reason === 'userInput') seen.push(host.get('double'));
    });
    const f = formOf(['- Number: { id: n }', "- Number: { id: double, value: '=n * 2' }"].join('\n'), {
      script,
    });
    f.store.update({ type: 'set', id: 'n', value: 4 });
    f.store.flush();
    expect(seen).toEqual([8]);
    expect(f.clock.pending).toBe(0);
  });

  test('the init run happens on mount, before any input', () => {
    const script = fakeScript();
    formOf('- Text: { id: x }', { script });
    expect(script.events).toEqual([{ reason: 'init' }]);
  });

  test('the defaults are the spec values', () => {
    expect(DEFAULT_SCRIPT_DELAYS).toEqual({
      text: 200,
      date: 25,
      numberInput: 25,
      spinner: 100,
      otherText: 200,
      default: 50,
    });
  });
});

describe('ManualClock', () => {
  test('runs timers in time order and only when due', () => {
    const c = new ManualClock();
    const out: string[] = [];
    c.setTimeout(() => out.push('b'), 20);
    c.setTimeout(() => out.push('a'), 10);
    const id = c.setTimeout(() => out.push('x'), 15);
    c.clearTimeout(id);
    c.advance(15);
    expect(out).toEqual(['a']);
    expect(c.now()).toBe(15);
    c.runAll();
    expect(out).toEqual(['a', 'b']);
  });

  test('runAll stops a timer that keeps re-arming itself', () => {
    const c = new ManualClock();
    const again = () => c.setTimeout(again, 1);
    again();
    expect(c.runAll(100)).toBe(100);
  });
});
