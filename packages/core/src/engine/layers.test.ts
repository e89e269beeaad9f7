import { describe, expect, test } from 'vitest';
import { fakeScript, formOf } from './testing';

describe('layers: specification < user input < script and formula overrides', () => {
  test('user input replaces the specification value', () => {
    const f = formOf('- Text: { id: t, value: spec }');
    expect(f.value('t')).toBe('spec');
    f.store.update({ type: 'set', id: 't', value: 'typed' });
    expect(f.value('t')).toBe('typed');
  });

  test('an = formula overrides user input', () => {
    const f = formOf(['- Number: { id: a }', "- Number: { id: b, value: '=a * 2' }"].join('\n'));
    f.store.update({ type: 'set', id: 'a', value: 3 });
    f.store.update({ type: 'set', id: 'b', value: 100 });
    expect(f.value('b')).toBe(6);
  });

  test('a := formula writes the user layer, and later user input replaces it', () => {
    const f = formOf(['- Number: { id: a }', "- Number: { id: b, value: ':=a + 1' }"].join('\n'));
    f.store.update({ type: 'set', id: 'a', value: 1 });
    expect(f.value('b')).toBe(2);
    expect(f.store.saveState().b?.user?.value).toBe(2);
    f.store.update({ type: 'set', id: 'b', value: 10 });
    expect(f.value('b')).toBe(10);
    f.store.update({ type: 'set', id: 'a', value: 5 });
    expect(f.value('b')).toBe(6);
  });

  test('a script override sits above user input and setting undefined clears it', () => {
    let next: unknown = 'script';
    const script = fakeScript((e, host) => {
      if (e.reason === 'userInput' && e.source === 'go') host.set('t', next);
    });
    const f = formOf(['- Text: { id: t }', '- Checkbox: { id: go }'].join('\n'), { script });
    f.store.update({ type: 'set', id: 't', value: 'user' });
    f.store.update({ type: 'set', id: 'go', value: true });
    f.store.flush();
    expect(f.value('t')).toBe('script');
    expect(f.store.saveState().t?.script).toEqual({ value: 'script' });
    next = undefined;
    f.store.update({ type: 'set', id: 'go', value: false });
    f.store.flush();
    expect(f.value('t')).toBe('user');
    expect(f.store.saveState().t?.script).toBeUndefined();
  });

  test('a formula result of undefined is no override: the user value shows', () => {
    const f = formOf(
      ['- Number: { id: a }', '- Text: { id: t, value: \'=If(a > 1, "big", undefined)\' }'].join('\n'),
    );
    f.store.update({ type: 'set', id: 't', value: 'mine' });
    expect(f.value('t')).toBe('mine');
    f.store.update({ type: 'set', id: 'a', value: 5 });
    expect(f.value('t')).toBe('big');
    f.store.update({ type: 'set', id: 'a', value: 0 });
    expect(f.value('t')).toBe('mine');
  });

  test.each([
    [
      'a property the component does not have',
      'Text',
      't',
      'noSuchProp',
      'property-not-settable',
      'Property noSuchProp is not allowed on t',
    ],
    [
      'the Summary checked flag',
      'Summary',
      't',
      'checked',
      'summary-checked-script',
      'The checked property of Summary t cannot be set by scripts',
    ],
  ])('a script setting %s warns and is ignored', (_what, type, id, prop, code, message) => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.set(id, prop, true);
    });
    const f = formOf(`- ${type}: { id: ${id} }`, { script });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === code);
    expect(d?.message).toBe(message);
    expect(d?.severity).toBe('warning');
    expect(f.prop(id, prop)).toBeUndefined();
  });

  test('a script setting a value on an unknown id says so, with no place in the text (origin none)', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.set('nosuch', 'value', 1);
    });
    const f = formOf('- Text: { id: t }', { script });
    expect(f.store.getSnapshot().diagnostics).toEqual([
      expect.objectContaining({
        code: 'unknown-component-id',
        severity: 'warning',
        message: 'Unknown component id nosuch in Set',
        origin: 'none',
      }),
    ]);
  });

  test('mirroring into a special id warns once and sets nothing', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.mirror(['t'], ['#Report']);
    });
    const f = formOf('- Text: { id: t, value: x }', { script });
    expect(f.store.getSnapshot().diagnostics.map((d) => [d.code, d.origin])).toEqual([
      ['mirror-special', 'none'],
    ]);
  });

  test('a script may set any property the component allows (label)', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.set('t', 'label', 'From script');
    });
    const f = formOf('- Text: { id: t, label: Spec }', { script });
    expect(f.prop('t', 'label')).toBe('From script');
  });

  test('||init= gives the initial value once and user input replaces it', () => {
    const f = formOf(
      ['- Number: { id: a, value: 4 }', "- Number: { id: b, value: '||init=a * 10' }"].join('\n'),
    );
    expect(f.value('b')).toBe(40);
    f.store.update({ type: 'set', id: 'a', value: 5 });
    expect(f.value('b')).toBe(40);
    f.store.update({ type: 'set', id: 'b', value: 1 });
    expect(f.value('b')).toBe(1);
  });

  test('snapshots are frozen and a change leaves the previous snapshot as it was', () => {
    const f = formOf(['- Number: { id: a }', '- Number: { id: b }'].join('\n'));
    const before = f.store.getSnapshot();
    f.store.update({ type: 'set', id: 'a', value: 1 });
    const after = f.store.getSnapshot();
    expect(before.components.get('a')?.value).toBeUndefined();
    expect(after.components.get('a')?.value).toBe(1);
    expect(Object.isFrozen(after)).toBe(true);
    expect(Object.isFrozen(after.components.get('a')?.props)).toBe(true);
    // Unchanged components are shared between snapshots.
    expect(after.components.get('b')).toBe(before.components.get('b'));
    expect('set' in after.components).toBe(false);
  });

  test('subscribers hear each new snapshot and can unsubscribe', () => {
    const f = formOf('- Number: { id: a }');
    let calls = 0;
    const off = f.store.subscribe(() => calls++);
    f.store.update({ type: 'set', id: 'a', value: 1 });
    f.store.update({ type: 'set', id: 'a', value: 1 });
    off();
    f.store.update({ type: 'set', id: 'a', value: 2 });
    expect(calls).toBe(1);
  });
});
