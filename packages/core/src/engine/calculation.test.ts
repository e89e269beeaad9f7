import { describe, expect, test } from 'vitest';
import { parseSpec, type FormSpec } from '../specification';
import { ManualClock } from './clock';
import { createForm } from './store';
import { fakeScript, formOf, patchSpec } from './testing';

/** A two-formula cycle that settles after about `k` passes: a counts up to k through b. */
function cycle(k: number): string {
  return [
    '- Number: { id: start }',
    `- Number: { id: a, value: '=If(IsEmpty(start), 0, Min(Coalesce(b, 0) + 1, ${k}))' }`,
    "- Number: { id: b, value: '=a' }",
  ].join('\n');
}

describe('calculation: dependency order, cycles and the loop limits', () => {
  test('a chain settles in one pass, in dependency order, whatever the document order', () => {
    const f = formOf(
      [
        "- Number: { id: c3, value: '=c2 + 1' }",
        "- Number: { id: c2, value: '=c1 + 1' }",
        "- Number: { id: c1, value: '=n + 1' }",
        '- Number: { id: n }',
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'n', value: 1 });
    expect([f.value('c1'), f.value('c2'), f.value('c3')]).toEqual([2, 3, 4]);
    expect(f.store.getSnapshot().diagnostics).toEqual([]);
  });

  test('only the formulas that depend on a change run again', () => {
    let calls = 0;
    const script = fakeScript(undefined, {
      count: (args) => {
        calls++;
        return args[0];
      },
    });
    const f = formOf(
      [
        '- Number: { id: a }',
        '- Number: { id: b }',
        "- Number: { id: fa, value: '=count(a)' }",
        "- Number: { id: fb, value: '=count(b)' }",
      ].join('\n'),
      { script },
    );
    calls = 0;
    f.store.update({ type: 'set', id: 'a', value: 1 });
    expect(calls).toBe(1);
    expect(f.value('fa')).toBe(1);
  });

  test.each([
    [5, undefined, undefined],
    [15, 'loop-warning', 'warning'],
    [25, 'loop-error', 'error'],
  ])('a cycle needing about %i passes settles with %s', (k, code, severity) => {
    const f = formOf(cycle(k));
    f.store.update({ type: 'set', id: 'start', value: 1 });
    expect(f.value('a')).toBe(k);
    const loop = f.store
      .getSnapshot()
      .diagnostics.filter((d) => d.code.startsWith('loop') || d.code === 'runaway');
    if (!code) expect(loop).toEqual([]);
    else {
      expect(loop.map((d) => d.code)).toEqual([code]);
      expect(loop[0]?.severity).toBe(severity);
      expect(loop[0]?.message).toMatch(
        code === 'loop-warning'
          ? /^Calculation needed 1\d iterations to settle$/
          : /^Calculation needed 2\d iterations; suspicious set\/delete: .*set a\.value/,
      );
    }
  });

  test('an unstable cycle stops at 30 passes with the run-away error and both sentences', () => {
    const f = formOf(
      [
        '- Number: { id: start }',
        "- Number: { id: a, value: '=If(IsEmpty(start), 0, Coalesce(b, 0) + 1)' }",
        "- Number: { id: b, value: '=a' }",
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'start', value: 1 });
    const ds = f.store.getSnapshot().diagnostics;
    const runaway = ds.find((d) => d.code === 'runaway');
    expect(runaway?.message).toBe(
      'Post processing run-away, most likely due to recurssive unstable formulas... bailing out. Consider revising your calculations.',
    );
    expect(runaway?.severity).toBe('error');
    expect(ds.find((d) => d.code === 'loop-error')?.message).toMatch(
      /^Calculation needed 30 iterations; suspicious set\/delete: .*a\.value/,
    );
    // The form keeps working after bailing out.
    f.store.update({ type: 'set', id: 'start', value: undefined });
    expect(f.value('a')).toBe(0);
  });

  test('a failing formula reports id, property and item prefix, keeps its last value and never throws', () => {
    const script = fakeScript(undefined, {
      boom: (args) => {
        if (args[0] === 3) throw new Error('bad input');
        return args[0];
      },
    });
    const f = formOf(
      [
        '- List:',
        '    id: L',
        '    numItems: 1',
        '    components:',
        '      - Number: { id: n }',
        "      - Number: { id: r, value: '=boom(n)' }",
      ].join('\n'),
      { script },
    );
    f.store.update({ type: 'set', id: 'L_1_n', value: 2 });
    expect(f.value('L_1_r')).toBe(2);
    f.store.update({ type: 'set', id: 'L_1_n', value: 3 });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'expression-failed');
    expect(d?.message).toBe('Expression failed in r.value (item L_1_): bad input');
    expect(d?.componentId).toBe('L_1_r');
    expect(d?.property).toBe('value');
    expect(f.value('L_1_r')).toBe(2);
    f.store.update({ type: 'set', id: 'L_1_n', value: 4 });
    expect(f.store.getSnapshot().diagnostics.filter((x) => x.code === 'expression-failed')).toEqual([]);
  });

  test("a failing formula's diagnostic goes when its list item is deleted", () => {
    const script = fakeScript(undefined, {
      boom: (args) => {
        if (args[0] === 3) throw new Error('bad input');
        return args[0];
      },
    });
    const f = formOf(
      [
        '- List:',
        '    id: L',
        '    components:',
        '      - Number: { id: n }',
        "      - Number: { id: r, value: '=boom(n)' }",
      ].join('\n'),
      { script },
    );
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'set', id: 'L_1_n', value: 3 });
    const failed = () => f.store.getSnapshot().diagnostics.filter((x) => x.code === 'expression-failed');
    expect(failed()).toHaveLength(1);
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(failed()).toEqual([]);
  });

  test('reads made inside script functions are tracked as they happen', () => {
    const script = fakeScript(undefined, { readIt: (args, host) => host.get(String(args[0])) });
    const f = formOf(
      ['- Text: { id: name }', '- Text: { id: src }', "- Text: { id: out, value: '=readIt(src)' }"].join(
        '\n',
      ),
      {
        script,
      },
    );
    f.store.update({ type: 'set', id: 'name', value: 'x' });
    expect(f.value('out')).toBeUndefined();
    f.store.update({ type: 'set', id: 'src', value: 'name' });
    expect(f.value('out')).toBe('x');
    f.store.update({ type: 'set', id: 'name', value: 'y' });
    expect(f.value('out')).toBe('y');
  });

  test('GetDynamicAll follows list items as they come and go', () => {
    const f = formOf(
      [
        '- List:',
        '    id: L',
        '    components:',
        '      - Number: { id: size }',
        '- Number: { id: total, value: \'=Sum(GetDynamicAll("L_*_size"))\' }',
      ].join('\n'),
    );
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'set', id: 'L_1_size', value: 2 });
    f.store.update({ type: 'add', id: 'L' });
    f.store.update({ type: 'set', id: 'L_2_size', value: 5 });
    expect(f.value('total')).toBe(7);
    f.store.update({ type: 'delete', id: 'L', item: 1 });
    expect(f.value('total')).toBe(5);
  });

  test('formula-driven properties other than value (label templates, mandatory) update too', () => {
    const f = formOf(
      ['- Number: { id: a, label: \'Size {a} mm\', mandatory: \'=If(a > 10, "alert", "none")\' }'].join('\n'),
    );
    f.store.update({ type: 'set', id: 'a', value: 12 });
    expect(f.prop('a', 'label')).toBe('Size 12 mm');
    expect(f.prop('a', 'mandatory')).toBe('alert');
  });
});

describe('compile errors belong to the spec check', () => {
  test('a template error is reported by parseSpec, and not again in the snapshots', () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      "  - Text: { id: t, label: 'Size {1 +} mm' }",
      'ReportOutput: []',
    ].join('\n');
    expect(parseSpec(text).diagnostics.filter((d) => d.code === 'template-syntax')).toHaveLength(1);
    // Whatever severity the check gives it, the engine must not report the same text again: a copy of
    // the spec with the broken label stands in for a spec that was let through.
    const good = parseSpec(text.replace('{1 +}', '{1}')).spec as FormSpec;
    const spec = patchSpec(good, 't', { label: 'Size {1 +} mm' });
    const store = createForm(spec, { clock: new ManualClock() });
    expect(store.getSnapshot().diagnostics).toEqual([]);
  });
});

describe('runtime diagnostics carry the place of the formula', () => {
  test.each([
    ['text', "- text: 'ok'\n- text: '{ToASCITable(x, \"q\")}'", 'ReportOutput[1].text', 9],
    ['if', "- text: 'ok'\n- text: 'shown'\n  if: '=ToASCITable(x, \"q\")'", 'ReportOutput[1].if', 9],
  ])("a failing ReportOutput item's %s names the item and points at it", (_part, report, name, line) => {
    const f = formOf("- Text: { id: x, value: '=[[1, 2]]' }", { report });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'expression-failed');
    expect(d?.message).toMatch(new RegExp(`^Expression failed in ${name.replace(/[[\].]/g, '\\$&')}: `));
    expect(d).toMatchObject({ origin: 'spec', line });
    expect(d?.path).toEqual(['ReportOutput', 1, name.endsWith('if') ? 'if' : 'text']);
  });

  test('a failing item of a Summary reportTemplate names the item and points at the template', () => {
    const f = formOf(
      [
        '- Text: { id: x }',
        '- Summary:',
        '    id: S',
        '    reportTemplate:',
        "      - text: 'fine'",
        '      - text: \'{ToASCITable(x, "q")}\'',
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'x', value: 'a' });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'expression-failed');
    expect(d?.message).toMatch(/^Expression failed in S\.reportTemplate\[1\]\.text: /);
    expect(d?.line).toBeGreaterThan(5);
    expect(d?.origin).toBe('spec');
  });

  test.each([
    [15, 'loop-warning'],
    [25, 'loop-error'],
  ])('a cycle of %i passes is reported at one of its formulas', (k, code) => {
    const f = formOf(cycle(k));
    f.store.update({ type: 'set', id: 'start', value: 1 });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === code);
    expect(d?.origin).toBe('spec');
    expect(['a', 'b']).toContain(d?.componentId);
    expect(d?.property).toBe('value');
    expect(d?.line).toBe(d?.componentId === 'a' ? 7 : 8);
  });

  test('the run-away error points at a formula of the cycle', () => {
    const f = formOf(
      [
        '- Number: { id: start }',
        "- Number: { id: a, value: '=If(IsEmpty(start), 0, Coalesce(b, 0) + 1)' }",
        "- Number: { id: b, value: '=a' }",
      ].join('\n'),
    );
    f.store.update({ type: 'set', id: 'start', value: 1 });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'runaway');
    expect(d?.origin).toBe('spec');
    expect(['a', 'b']).toContain(d?.componentId);
  });
});
