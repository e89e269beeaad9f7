import { describe, expect, test } from 'vitest';
import { fakeScript, formOf } from './testing';

const codes = (f: ReturnType<typeof formOf>, code: string) =>
  f.store.getSnapshot().diagnostics.filter((d) => d.code === code);

describe('a run-time finding that repeats the one just before (issue 20 item 11)', () => {
  test('is logged again when something other than a formula raised it again (two empty provider answers)', () => {
    const f = formOf('- Text: { id: name, dataarg: Patient.name }', { script: fakeScript() });
    f.store.setProviderData({ results: [] });
    f.store.setProviderData({ results: [] });
    expect(codes(f, 'provider-empty')).toHaveLength(2);
  });

  test("is logged again when a script's call raises it in two events", () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'userInput') host.set('nowhere', 'value', 'x');
    });
    const f = formOf('- Text: { id: a }', { script });
    f.store.update({ type: 'set', id: 'a', value: '1' });
    f.store.flush();
    const once = codes(f, 'unknown-component-id').length;
    expect(once).toBeGreaterThan(0);
    f.store.update({ type: 'set', id: 'a', value: '2' });
    f.store.flush();
    expect(codes(f, 'unknown-component-id').length).toBe(once * 2);
  });
});
