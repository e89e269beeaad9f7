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

describe('state (docs/engine.md#how-a-form-runs)', () => {
  test('saves user and script layers per id, with source and parent ids for list items', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'init') host.set('t', 'label', 'S');
    });
    const f = formOf(form, { script });
    f.store.update({ type: 'set', id: 'a', value: 1 });
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'set', id: 'L_1_size', value: 4 });
    const s = f.store.saveState();
    expect(s.t).toEqual({ script: { label: 'S' } });
    expect(s.L_1_size).toEqual({ c: 'size', p: 'L', user: expect.objectContaining({ value: 4 }) });
    expect(s.b).toBeUndefined();
  });

  test('setState replaces all stored values (lists included) and formulas follow', () => {
    const f = formOf(form);
    f.store.update({ type: 'set', id: 't', value: 'old' });
    const saved = {
      a: { user: { value: 10 } },
      L: { user: { numItems: 2 } },
      L_2_size: { c: 'size', p: 'L', user: { value: 7 } },
    };
    f.store.loadState(saved);
    expect(f.value('t')).toBeUndefined();
    expect(f.value('b')).toBe(11);
    expect(f.prop('L', 'count')).toBe(2);
    expect(f.value('L_2_size')).toBe(7);
    // A round trip gives the same state.
    const again = f.store.saveState();
    f.store.clearState();
    f.store.loadState(again);
    expect(f.store.saveState()).toEqual(again);
  });

  test('clearState empties every stored value', () => {
    const f = formOf(form);
    f.store.update({ type: 'set', id: 'a', value: 3 });
    f.store.update({ type: 'add', id: 'L' });
    f.store.clearState();
    expect(f.store.saveState()).toEqual({});
    expect(f.value('a')).toBeUndefined();
    expect(f.prop('L', 'count')).toBe(0);
  });

  test('a state that is not an object is refused with a diagnostic and changes nothing', () => {
    const f = formOf(form);
    f.store.update({ type: 'set', id: 'a', value: 3 });
    f.store.loadState('nonsense');
    expect(f.value('a')).toBe(3);
    expect(f.store.getSnapshot().diagnostics.map((d) => d.code)).toContain('runtime-error');
  });

  test('report change markers compare the report before and after setState', () => {
    const f = formOf(['- Number: { id: a }', '- Number: { id: c }'].join('\n'), {
      report: ["- text: 'A {a}'", '  sectionId: one', "- text: 'C {c}'", '  sectionId: two'].join('\n'),
    });
    expect(f.store.getSnapshot().report.changedSections).toEqual([]);
    f.store.loadState({ a: { user: { value: 1 } } });
    expect(f.store.getSnapshot().report.changedSections).toEqual(['one']);
    expect(f.store.getSnapshot().report.sections).toEqual([{ id: 'one', markup: 'A 1' }]);
  });

  test("an unsectioned report marks 'all' when it changed", () => {
    const f = formOf('- Number: { id: a }', { report: "- text: 'A {a}'" });
    f.store.loadState({ a: { user: { value: 2 } } });
    expect(f.store.getSnapshot().report.changedSections).toBe('all');
  });
});

describe('setState checks what it loads', () => {
  const listForm = (bounds: string) =>
    ['- List:', '    id: M', ...bounds.split('\n').map((l) => `    ${l}`), '    components:'].join('\n') +
    '\n      - Text: { id: u }';
  const warnings = (f: ReturnType<typeof formOf>) =>
    f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code === 'state-ignored')
      .map((d) => d.message);

  test.each([
    ['above maxCount is clamped to maxCount', 'minCount: 2\nmaxCount: 3', 10_000_000, 3],
    ['below minCount is raised to minCount', 'minCount: 2\nmaxCount: 3', 0, 2],
    ['without maxCount is capped at 500 items', 'minCount: 0', 10_000_000, 500],
    ['a negative count becomes minCount', 'minCount: 1', -4, 1],
  ])('a saved numItems %s, with a warning', (_name, bounds, saved, count) => {
    const f = formOf(listForm(bounds), { report: "- text: 'm={M.numItems} c={M.count}'" });
    f.store.loadState({ M: { user: { numItems: saved } } });
    expect(f.prop('M', 'count')).toBe(count);
    expect(f.prop('M', 'numItems')).toBe(count);
    expect(f.store.getSnapshot().report.markup).toBe(`m=${count} c=${count}`);
    expect(f.store.saveState().M?.user?.numItems).toBe(count);
    expect(warnings(f)).toEqual([expect.stringContaining(`M.numItems ${saved}`)]);
  });

  test('a saved numItems inside the bounds loads without a warning', () => {
    const f = formOf(listForm('minCount: 1\nmaxCount: 3'));
    f.store.loadState({ M: { user: { numItems: 2 } } });
    expect(f.prop('M', 'count')).toBe(2);
    expect(warnings(f)).toEqual([]);
  });

  test('unknown ids and malformed entries are ignored, one warning each; the rest loads', () => {
    const f = formOf(form);
    f.store.loadState({
      zzz: { user: { value: 1 } },
      k: 5,
      t: { user: 'x' },
      b: { script: [1, 2] },
      a: { user: { value: 4 } },
      L_3_size: { c: 'size', p: 'L', user: { value: 1 } },
    });
    expect(f.value('a')).toBe(4);
    const w = warnings(f);
    expect(w).toHaveLength(5);
    for (const id of ['zzz', 'k', 't', 'b', 'L_3_size']) expect(w.some((m) => m.includes(id))).toBe(true);
    expect(f.store.getSnapshot().diagnostics.filter((d) => d.code === 'state-ignored')[0]).toMatchObject({
      severity: 'warning',
      origin: 'none',
    });
  });
});
