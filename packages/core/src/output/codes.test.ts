import { describe, expect, it } from 'vitest';
import type { HelperHost } from '../expr';
import { applyStep, createForm, ManualClock, type ActionStep } from '../engine';
import { fakeScript, patchSpec } from '../engine/testing';
import { parseSpec, type FormSpec } from '../specification';
import { collectOutputs } from './collectOutputs';

/**
 * Diagnostic codes are computed by the engine like any other formula: Get, GetDynamicAll and script
 * functions work in them, they follow the values they read, and a failing one is a located diagnostic.
 */

type Functions = Record<string, (args: readonly unknown[], host: HelperHost) => unknown>;

/** Runs a form (Components and DiagnosticCodes written as YAML lines) and returns its codes and diagnostics. */
function run(
  components: readonly string[],
  codes: readonly string[],
  actions: readonly ActionStep[] = [],
  functions: Functions = {},
) {
  const text = [
    'Metadata: { lang: en, title: Codes, description: Codes }',
    'Components:',
    ...components.map((l) => `  ${l}`),
    'ReportOutput: []',
    'DiagnosticCodes:',
    ...codes.map((l) => `  ${l}`),
  ].join('\n');
  const script = fakeScript(undefined, functions);
  const parsed = parseSpec(text, { scriptFunctions: script.functionNames });
  const errors = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (!parsed.spec || errors.length > 0) throw new Error(JSON.stringify(errors));
  const store = createForm(parsed.spec, { clock: new ManualClock(), script });
  const outputs = () => {
    store.flush();
    return collectOutputs(store.getSnapshot());
  };
  for (const a of actions) applyStep(store, a);
  return { store, outputs, codes: () => outputs().codes };
}

const NODULES = ['- List:', '    id: nodules', '    components:', '      - Number: { id: points }'];

describe('diagnostic codes computed by the engine', () => {
  it.each([
    ['Get() in calculatedCodeGroups', ['calculatedCodeGroups: \'=Get("size") > 10 ? "R91.1" : ""\'']],
    ['Get() in a codeGroups placeholder', ['codeGroups: \'Z12{Get("size") > 10 ? ";R91.1" : ""}\'']],
    ['a script function in calculatedCodeGroups', ["calculatedCodeGroups: '=codesFor(size)'"]],
    ['a script function in a codeGroups placeholder', ["codeGroups: 'Z12;{codesFor(size)}'"]],
    ['a script function in a conditional group', ['codeGroups:', "  - { codes: 'R91.1', if: '=big(size)' }"]],
  ])('%s gives its codes', (_name, codes) => {
    const f = run(['- Number: { id: size }'], codes, [{ set: 'size', value: 12 }], {
      codesFor: (args) => (Number(args[0]) > 10 ? 'R91.1' : ''),
      big: (args) => Number(args[0]) > 10,
    });
    expect(f.codes()).toMatch(/R91\.1$/);
    f.store.update({ type: 'set', id: 'size', value: 3 });
    expect(f.codes()).not.toMatch(/R91\.1/);
  });

  it('follows the highest score across a list (GetDynamicAll) as items come, change and go', () => {
    const f = run(NODULES, [
      'calculatedCodeGroups:',
      "  - { codes: '=\"E04.1\"', if: '=nodules.count > 0' }",
      '  - { codes: \'="R94.6|Z03.1"\', if: \'=Max(GetDynamicAll("nodules_*_points")) >= 7\' }',
    ]);
    expect(f.codes()).toBe('');
    f.store.update({ type: 'add', id: 'nodules' });
    f.store.update({ type: 'set', id: 'nodules_1_points', value: 3 });
    expect(f.codes()).toBe('E04.1');
    f.store.update({ type: 'add', id: 'nodules' });
    f.store.update({ type: 'set', id: 'nodules_2_points', value: 8 });
    expect(f.codes()).toBe('E04.1;R94.6|Z03.1');
    f.store.update({ type: 'delete', id: 'nodules', item: 2 });
    expect(f.codes()).toBe('E04.1');
  });

  it('evaluates a DiagnosticCodes component inside a List item in that item', () => {
    const f = run(
      [
        ...NODULES,
        '      - DiagnosticCodes:',
        '          calculatedCodeGroups: \'=points >= 7 ? "TR5" : "TR" + points\'',
      ],
      ["codeGroups: 'E04.1'"],
      [
        { add: 'nodules' },
        { add: 'nodules' },
        { set: 'nodules_1_points', value: 2 },
        { set: 'nodules_2_points', value: 9 },
      ],
    );
    expect(f.codes()).toBe('E04.1\nTR2\nTR5');
  });

  it.each([
    [
      'a calculated formula',
      ['calculatedCodeGroups:', '  - \'="Z12"\'', '  - \'=ToASCITable(size, "q")\''],
      'DiagnosticCodes.calculatedCodeGroups[1]',
      'Z12',
    ],
    [
      'a condition',
      ['codeGroups:', '  - Z12', "  - { codes: 'R91.1', if: '=ToASCITable(size, \"q\")' }"],
      'DiagnosticCodes.codeGroups[1].if',
      'Z12',
    ],
    [
      'a placeholder',
      ['codeGroups:', '  - Z12', '  - \'R91.1{ToASCITable(size, "q")}\''],
      'DiagnosticCodes.codeGroups[1]',
      // The entry still gives its literal part (issue 20 item 11).
      'Z12;R91.1',
    ],
    [
      'a placeholder inside a code string of two groups',
      ['codeGroups:', '  - \'Z12;{ToASCITable(size, "q")}|R91.1\''],
      'DiagnosticCodes.codeGroups[0]',
      'Z12;R91.1',
    ],
  ])(
    'a failing code formula (%s) is a located diagnostic, and the other groups stay',
    (_n, codes, name, expected) => {
      const f = run(["- Text: { id: size, value: '=[[1, 2]]' }"], codes);
      const out = f.outputs();
      const failed = out.diagnostics.filter((d) => d.code === 'expression-failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.message.startsWith(`Expression failed in ${name}: Unknown table style`)).toBe(true);
      // The last line is the failing entry (line 6 holds the field's key).
      expect(failed[0]).toMatchObject({ origin: 'spec', line: 6 + codes.length - 1, severity: 'error' });
      expect(failed[0]?.column).toBeGreaterThan(1);
      expect(out.codes).toBe(expected);
    },
  );

  it('clears the diagnostic when the formula succeeds again', () => {
    const boom = (args: readonly unknown[]) => {
      if (args[0] === undefined) throw new Error('no value');
      return 'R91.1';
    };
    const f = run(['- Text: { id: t }'], ["calculatedCodeGroups: '=boom(t)'"], [], { boom });
    expect(f.outputs().diagnostics.map((d) => d.message)).toContain(
      'Expression failed in DiagnosticCodes.calculatedCodeGroups: no value',
    );
    f.store.update({ type: 'set', id: 't', value: 'x' });
    expect(f.codes()).toBe('R91.1');
    expect(f.outputs().diagnostics.map((d) => d.code)).not.toContain('expression-failed');
  });
});

describe('diagnostic codes of a spec that skipped validation', () => {
  it('warns about entries of an unknown shape and keeps the rest', () => {
    const good = parseSpec(
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components: []',
        'ReportOutput: []',
        'DiagnosticCodes:',
        "  codeGroups: ['A']",
      ].join('\n'),
    ).spec as FormSpec;
    const spec = patchSpec(good, '#DiagnosticCodes', { codeGroups: ['A', 42, { code: 'x' }] });
    const store = createForm(spec, { clock: new ManualClock() });
    const out = collectOutputs(store.getSnapshot());
    expect(out.codes).toBe('A');
    expect(out.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['code-group-invalid', ['DiagnosticCodes', 'codeGroups', 1]],
      ['code-group-invalid', ['DiagnosticCodes', 'codeGroups', 2]],
    ]);
  });
});
