import { describe, expect, it } from 'vitest';
import { parseFormTests } from './parseFormTests';
import type { FormTestScenario } from './types';
import { runFormTests, traceFormTest } from './runFormTests';

const spec = [
  'Metadata: { lang: en, title: T, description: D }',
  'Components:',
  '  - Number: { id: size, label: Size, mandatory: alert, oEhrId: t/size }',
  "  - Number: { id: double, value: '=size * 2' }",
  '  - Text: { id: note, label: Note }',
  '  - List:',
  '      id: L',
  '      components:',
  '        - Number: { id: len }',
  'ReportOutput:',
  "  - text: 'Size {size} mm.'",
  "  - text: 'Double {double}.'",
  "  - text: 'Note: {note}.'",
].join('\n');

const scenarios = (text: string) => {
  const parsed = parseFormTests(text, 't.tests.yaml');
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return parsed.scenarios;
};

const three = `
- name: size only
  actions: [{ set: size, value: 4 }]
  expect:
    report: "Size 4 mm.\\nDouble 8."
    values: { size: 4, double: 8 }
    mandatory: []
    openEhr: { t/size: 4 }
- name: wrong double
  actions:
    - { set: note, value: hello }
    - { set: size, value: 5 }
    - { set: note, value: bye }
  expect:
    values: { double: 12 }
    reportContains: ['Note: bye.']
- name: empty form
  actions: []
  expect:
    mandatory: [{ id: size, level: alert }]
`;

describe('runFormTests', () => {
  it('runs every scenario on a fresh form and compares the outputs by the keys given', async () => {
    const run = await runFormTests(spec, undefined, scenarios(three));
    expect(run.results.map((r) => [r.name, r.passed])).toEqual([
      ['size only', true],
      ['wrong double', false],
      ['empty form', true],
    ]);
    expect([run.passed, run.failed]).toEqual([2, 1]);
  });

  it('gives a failing scenario its differences, a unified difference and the action after which it diverged', async () => {
    const run = await runFormTests(spec, undefined, scenarios(three), { only: ['wrong double'] });
    const [r] = run.results;
    expect(r?.differences).toEqual([
      { output: 'values', path: 'values.double', expected: { double: 12 }, actual: { double: 10 } },
    ]);
    expect(r?.divergedAfter).toBe(2);
    expect(r?.diff).toBe(
      [
        '--- expected values',
        '+++ actual values',
        '@@ -1,3 +1,3 @@',
        ' {',
        '-  "double": 12',
        '+  "double": 10',
        ' }',
        '',
      ].join('\n'),
    );
  });

  it('names the form start when the outputs were wrong before the first action', async () => {
    const text = '- name: s\n  actions: [{ set: note, value: x }]\n  expect: { mandatory: [] }\n';
    const [r] = (await runFormTests(spec, undefined, scenarios(text))).results;
    expect(r?.passed).toBe(false);
    expect(r?.divergedAfter).toBe(0);
  });

  it('names the action that took away an expected report line', async () => {
    const text = [
      '- name: s',
      '  actions: [{ set: size, value: 3 }, { set: note, value: x }, { set: size, value: null }]',
      '  expect: { reportContains: [Size 3 mm.] }',
    ].join('\n');
    const [r] = (await runFormTests(spec, undefined, scenarios(text))).results;
    expect(r?.divergedAfter).toBe(3);
    expect(r?.diff).toContain('-Size 3 mm.');
  });

  it('applies the scenario state and provider data before the actions', async () => {
    const form = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Text: { id: name, dataarg: Patient.name }',
      '  - Number: { id: size }',
      'ReportOutput:',
      "  - text: '{name} {size}'",
    ].join('\n');
    const text = [
      '- name: s',
      '  state: { size: { user: { value: 7 } } }',
      '  providers: [{ providerName: Patient, providerData: [{ name: Doe }] }]',
      '  actions: []',
      '  expect: { report: Doe 7 }',
    ].join('\n');
    const [r] = (await runFormTests(form, undefined, scenarios(text))).results;
    expect(r?.differences).toEqual([]);
    expect(r?.passed).toBe(true);
  });

  it('fails a step naming a component the form lacks, located at the step in the tests file, and runs the rest', async () => {
    const text = [
      '- name: bad',
      '  actions:',
      '    - { set: size, value: 1 }',
      '    - { set: L_2_len, value: 1 }',
      '  expect: {}',
      '- name: good',
      '  actions: []',
      '  expect: { codes: "" }',
    ].join('\n');
    const run = await runFormTests(spec, undefined, scenarios(text), { file: 't.tests.yaml' });
    const [bad, good] = run.results;
    expect(bad?.failure?.kind).toBe('bad-step');
    expect(bad?.failure?.reason).toBe(
      't.tests.yaml: scenario "bad": step 2 {"set":"L_2_len","value":1}: no component with id L_2_len (list L has 0 items; add one first)',
    );
    expect(bad?.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['actions-no-list-item', 4, 7]]);
    expect(good?.passed).toBe(true);
  });

  it('fails an expectation naming a component the form does not have, at its place', async () => {
    const text = '- name: s\n  actions: []\n  expect:\n    values: { sise: 1 }\n';
    const [r] = (await runFormTests(spec, undefined, scenarios(text), { file: 'f' })).results;
    expect(r?.passed).toBe(false);
    expect(r?.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'tests-unknown-component',
        4,
        'f: scenario "s": expect.values names sise, which is no component of the form',
      ],
    ]);
  });

  it('fails a scenario whose form loops with that reason, and still runs the others', async () => {
    const looping = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Number: { id: start }',
      "  - Number: { id: a, value: '=If(IsEmpty(start), 0, Coalesce(b, 0) + 1)' }",
      "  - Number: { id: b, value: '=a' }",
      'ReportOutput: []',
    ].join('\n');
    const text = [
      '- { name: loops, actions: [{ set: start, value: 1 }], expect: { codes: "" } }',
      '- { name: calm, actions: [], expect: { codes: "" } }',
    ].join('\n');
    const run = await runFormTests(looping, undefined, scenarios(text));
    const [loops, calm] = run.results;
    expect(loops?.passed).toBe(false);
    expect(loops?.failure?.kind).toBe('loop');
    expect(loops?.failure?.reason).toMatch(/^the form loops: Calculation needed 30 iterations/);
    expect(calm?.passed).toBe(true);
  });

  it('fails a scenario whose script hangs with that reason, and still runs the others', async () => {
    const form = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Number: { id: n }',
      "  - Number: { id: m, value: '=n == 1 ? spin() : 0' }",
      'ReportOutput: []',
    ].join('\n');
    const script = 'function spin() { for (;;) {} }';
    const text = [
      '- { name: hangs, actions: [{ set: n, value: 1 }], expect: { values: { m: 0 } } }',
      '- { name: calm, actions: [{ set: n, value: 2 }], expect: { values: { m: 0 } } }',
    ].join('\n');
    const run = await runFormTests(form, script, scenarios(text), { scriptDeadlineMs: 20 });
    const [hangs, calm] = run.results;
    expect(hangs?.failure?.kind).toBe('hang');
    expect(hangs?.failure?.reason).toMatch(
      /^the script hangs: Exception during script run with error .*the script did not finish within 20 ms/,
    );
    expect(calm?.passed).toBe(true);
  });

  it('fails every scenario of a form that cannot run, naming its first error', async () => {
    const run = await runFormTests(
      'Components: []\n',
      undefined,
      scenarios('- { name: s, actions: [], expect: { codes: "" } }'),
    );
    expect(run.results[0]?.failure).toEqual({
      kind: 'form-invalid',
      reason: expect.stringMatching(/^the form cannot run: no-metadata No metadata!/),
    });
    expect(run.formDiagnostics.map((d) => d.code)).toContain('no-metadata');
  });

  it('calls onResult as each scenario ends', async () => {
    const names: string[] = [];
    await runFormTests(spec, undefined, scenarios(three), { onResult: (r) => names.push(r.name) });
    expect(names).toEqual(['size only', 'wrong double', 'empty form']);
  });
  it('stops before the next scenario once its signal is aborted', async () => {
    const signal = { aborted: false };
    const run = await runFormTests(spec, undefined, scenarios(three), {
      signal,
      onResult: () => {
        signal.aborted = true;
      },
    });
    expect(run.results.map((r) => r.name)).toEqual(['size only']);
    expect(run.cancelled).toBe(true);
  });
});

describe('traceFormTest', () => {
  it('gives the outputs after the start and after each action, for a step-by-step replay', async () => {
    const [scenario] = scenarios(
      '- name: s\n  actions: [{ set: size, value: 1 }, { set: size, value: 2 }]\n  expect: {}\n',
    );
    const trace = await traceFormTest(spec, undefined, scenario as FormTestScenario);
    expect(trace.failure).toBeUndefined();
    expect(trace.outputs.map((o) => (o.values as Record<string, unknown>).double)).toEqual([null, 2, 4]);
  });

  it('gives the outputs up to a bad step and the reason', async () => {
    const [scenario] = scenarios(
      '- name: s\n  actions: [{ set: size, value: 1 }, { set: nope, value: 2 }]\n  expect: {}\n',
    );
    const trace = await traceFormTest(spec, undefined, scenario as FormTestScenario);
    expect(trace.outputs).toHaveLength(2);
    expect(trace.failure?.kind).toBe('bad-step');
  });
});
