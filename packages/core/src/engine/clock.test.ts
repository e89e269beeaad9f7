import { afterEach, describe, expect, test } from 'vitest';
import { ManualClock } from './clock';
import { createScriptRunner, type SandboxScriptRunner } from './script';
import { formOf } from './testing';

const runners: SandboxScriptRunner[] = [];
afterEach(() => {
  for (const r of runners.splice(0)) r.dispose();
});

// Local wall-clock times, so the expected texts hold in every time zone.
const start = new Date(2031, 4, 6, 7, 8).getTime();

describe("formulas and the script read the engine's clock, not the machine's", () => {
  test('Today() and Now() in a formula give the time of the form clock', () => {
    const clock = new ManualClock(start);
    const f = formOf("- Text: { id: d, value: '=Today()' }\n- Text: { id: n, value: '=Now()' }", {
      options: { clock },
    });
    expect(f.value('d')).toBe('2031-05-06');
    expect(f.value('n')).toBe('2031-05-06 07:08');
  });

  test("the script's Date, Date.now() and Date() read the clock, also after it moved", async () => {
    const script = await createScriptRunner(
      [
        'function stamp() { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()].join(" "); }',
        'function epoch() { return Date.now(); }',
        'function text() { return Date() === new Date().toString(); }',
        'function kept() { return new Date(2000, 0, 2).getFullYear() + " " + (new Date() instanceof Date); }',
      ].join('\n'),
    );
    runners.push(script);
    const clock = new ManualClock(start);
    const components = [
      "- Text: { id: s, value: '=stamp()' }",
      "- Number: { id: e, value: '=epoch()' }",
      "- Checkbox: { id: t, value: '=text()' }",
      "- Text: { id: k, value: '=kept()' }",
    ].join('\n');
    const f = formOf(components, { script, options: { clock } });
    expect(f.value('s')).toBe('2031 5 6 7 8');
    expect(f.value('e')).toBe(start);
    expect(f.value('t')).toBe(true);
    expect(f.value('k')).toBe('2000 true');
    clock.advance(60_000);
    expect(script.call('epoch', [], hostOf(clock))).toBe(start + 60_000);
    expect(script.diagnostics).toEqual([]);
  });

  test("the script's top level reads the runner's now option", async () => {
    const script = await createScriptRunner(
      'const loadedAt = Date.now();\nfunction loaded() { return loadedAt; }',
      {
        now: () => start,
      },
    );
    runners.push(script);
    expect(script.call('loaded', [], hostOf(new ManualClock(0)))).toBe(start);
  });
});

/** The smallest host a direct call needs: the clock, and nothing else. */
function hostOf(clock: ManualClock): Parameters<SandboxScriptRunner['call']>[2] {
  return {
    now: () => clock.now(),
    get: () => undefined,
    set: () => undefined,
    getDynamicAll: () => [],
    mirror: () => undefined,
    requestProviderUpdate: () => undefined,
    log: () => undefined,
  };
}
