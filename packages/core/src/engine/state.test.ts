import { describe, expect, test } from 'vitest';
import { fakeScript, formOf } from './testing';

const form = [
  '- Number: { id: a }',
  "- Number: { id: b, value: '=a + 1' }",
  '- Text: { id: t }',
  '- List:',
  '    id: L',
  '    components:',
  '      - Number: { id: size }',
].join('\n');

describe('state (runtime.md §3, §4)', () => {
  test('saves user and script layers per id, with source and parent ids for list items', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.set('t', 'label', 'S');
    });
    const f = formOf(form, { script });
    f.store.update({ set: 'a', value: 1 });
    f.store.update({ add: 'L' });
    f.store.update({ set: 'L_1_size', value: 4 });
    const s = f.store.getState();
    expect(s.t).toEqual({ script: { label: 'S' } });
    expect(s.L_1_size).toEqual({ c: 'size', p: 'L', user: expect.objectContaining({ value: 4 }) });
    expect(s.b).toBeUndefined();
  });

  test('setState replaces all stored values (lists included) and formulas follow', () => {
    const f = formOf(form);
    f.store.update({ set: 't', value: 'old' });
    const saved = {
      a: { user: { value: 10 } },
      L: { user: { numItems: 2 } },
      L_2_size: { c: 'size', p: 'L', user: { value: 7 } },
    };
    f.store.update({ setState: saved });
    expect(f.value('t')).toBeUndefined();
    expect(f.value('b')).toBe(11);
    expect(f.prop('L', 'count')).toBe(2);
    expect(f.value('L_2_size')).toBe(7);
    // A round trip gives the same state.
    const again = f.store.getState();
    f.store.update({ clearState: true });
    f.store.update({ setState: again });
    expect(f.store.getState()).toEqual(again);
  });

  test('clearState empties every stored value', () => {
    const f = formOf(form);
    f.store.update({ set: 'a', value: 3 });
    f.store.update({ add: 'L' });
    f.store.update({ clearState: true });
    expect(f.store.getState()).toEqual({});
    expect(f.value('a')).toBeUndefined();
    expect(f.prop('L', 'count')).toBe(0);
  });

  test('a state that is not an object is refused with a diagnostic and changes nothing', () => {
    const f = formOf(form);
    f.store.update({ set: 'a', value: 3 });
    f.store.update({ setState: 'nonsense' });
    expect(f.value('a')).toBe(3);
    expect(f.store.getSnapshot().diagnostics.map((d) => d.code)).toContain('runtime-error');
  });

  test('report change markers compare the report before and after setState', () => {
    const f = formOf(['- Number: { id: a }', '- Number: { id: c }'].join('\n'), {
      report: ["- text: 'A {a}'", '  sectionId: one', "- text: 'C {c}'", '  sectionId: two'].join('\n'),
    });
    expect(f.store.getSnapshot().report.changedSections).toEqual([]);
    f.store.update({ setState: { a: { user: { value: 1 } } } });
    expect(f.store.getSnapshot().report.changedSections).toEqual(['one']);
    expect(f.store.getSnapshot().report.sections).toEqual([{ id: 'one', markup: 'A 1' }]);
  });

  test("an unsectioned report marks 'all' when it changed", () => {
    const f = formOf('- Number: { id: a }', { report: "- text: 'A {a}'" });
    f.store.update({ setState: { a: { user: { value: 2 } } } });
    expect(f.store.getSnapshot().report.changedSections).toBe('all');
  });
});
