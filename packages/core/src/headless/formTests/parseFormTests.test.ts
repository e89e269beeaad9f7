import { describe, expect, it } from 'vitest';
import { parseFormTests } from './parseFormTests';

const ok = [
  '# tests',
  '- name: first',
  '  actions:',
  '    - { set: size, value: 12 }',
  '    - { click: more }',
  '  providers: { results: [] }',
  '  state: { size: { user: { value: 1 } } }',
  '  expect:',
  '    report: Size 12 mm.',
  '    reportContains: [Size]',
  '    values: { size: 12 }',
  '- name: second',
  '  actions: []',
  '  expect: { codes: "A|B" }',
].join('\n');

describe('parseFormTests', () => {
  it('reads every scenario with its name, actions, providers, state, expectations and places', () => {
    const { scenarios, diagnostics } = parseFormTests(ok, 'f.tests.yaml');
    expect(diagnostics).toEqual([]);
    expect(scenarios.map((s) => s.name)).toEqual(['first', 'second']);
    const [first] = scenarios;
    expect(first?.actions).toEqual([{ set: 'size', value: 12 }, { click: 'more' }]);
    expect(first?.providers).toEqual({ results: [] });
    expect(first?.state).toEqual({ size: { user: { value: 1 } } });
    expect(first?.expect).toEqual({ report: 'Size 12 mm.', reportContains: ['Size'], values: { size: 12 } });
    expect(first?.places?.steps.map((s) => [s.line, s.column])).toEqual([
      [4, 7],
      [5, 7],
    ]);
    expect(first?.places?.expect.values?.line).toBe(11);
  });

  it('reads an empty file as no scenarios', () => {
    expect(parseFormTests('  \n')).toEqual({ scenarios: [], diagnostics: [] });
  });

  // Each bad file gives one located error with a stable code (docs/form-tests.md, "Bad input").
  it.each([
    ['not YAML', '- name: a\n  actions: [\n', 'tests-not-yaml', 3, 1],
    ['not a list', 'name: a\n', 'tests-not-list', 1, 1],
    ['a scenario that is not a mapping', '- just text\n', 'tests-scenario-not-mapping', 1, 3],
    ['a scenario without a name', '- actions: []\n  expect: {}\n', 'tests-missing-key', 1, 3],
    ['a scenario without actions', '- name: a\n  expect: {}\n', 'tests-missing-key', 1, 3],
    ['a scenario without expect', '- name: a\n  actions: []\n', 'tests-missing-key', 1, 3],
    ['an empty name', "- name: ''\n  actions: []\n  expect: {}\n", 'tests-bad-name', 1, 9],
    [
      'a name used twice',
      '- { name: a, actions: [], expect: {} }\n- { name: a, actions: [], expect: {} }\n',
      'tests-duplicate-name',
      2,
      11,
    ],
    ['an unknown key', '- name: a\n  actons: []\n  actions: []\n  expect: {}\n', 'tests-unknown-key', 2, 3],
    [
      'an unknown action',
      '- name: a\n  actions:\n    - { tap: x }\n  expect: {}\n',
      'actions-unknown-step',
      3,
      7,
    ],
    [
      'an action with a bad field',
      '- name: a\n  actions:\n    - { set: x }\n    - { delete: l, item: 0 }\n  expect: {}\n',
      'actions-step-field',
      3,
      7,
    ],
    [
      'an unknown output',
      '- name: a\n  actions: []\n  expect:\n    raport: x\n',
      'tests-unknown-output',
      4,
      5,
    ],
    [
      'an output of the wrong type',
      '- name: a\n  actions: []\n  expect:\n    values: [1]\n',
      'tests-expect-type',
      4,
      13,
    ],
    [
      'reportContains with a number',
      '- name: a\n  actions: []\n  expect:\n    reportContains: [1]\n',
      'tests-expect-type',
      4,
      21,
    ],
    ['expect that is a list', '- name: a\n  actions: []\n  expect: [report]\n', 'tests-expect-type', 3, 11],
  ])('%s is a located error', (_what, text, code, line, column) => {
    const { scenarios, diagnostics } = parseFormTests(text, 'f.tests.yaml');
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.line, d.column])).toContainEqual([code, line, column]);
    expect(errors[0]?.message).toMatch(/^f\.tests\.yaml/);
    if (code !== 'tests-duplicate-name') expect(scenarios).toEqual([]);
  });

  it('suggests the nearest output and key for a misspelt one', () => {
    const { diagnostics } = parseFormTests('- name: a\n  actons: []\n  expect:\n    raport: x\n', 'f');
    expect(diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown key actons (did you mean actions?)'),
        expect.stringContaining('unknown output raport (did you mean report?) in expect'),
      ]),
    );
  });

  it('names the scenario and the step of a bad action', () => {
    const { diagnostics } = parseFormTests(
      '- name: big\n  actions:\n    - { add: l }\n    - { tap: x }\n  expect: {}\n',
      'f',
    );
    expect(diagnostics[0]?.message).toMatch(
      /^f: scenario "big": step 2 \{"tap":"x"\}: unknown step: expected one of set,/,
    );
    expect(diagnostics[0]?.path).toEqual([0, 'actions', 1]);
  });

  it('warns, without failing, about a scenario that expects nothing', () => {
    const { scenarios, diagnostics } = parseFormTests('- name: a\n  actions: []\n  expect: {}\n', 'f');
    expect(scenarios).toHaveLength(1);
    expect(diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'tests-nothing-expected']]);
  });

  it('keeps the good scenarios beside a bad one', () => {
    const text =
      '- { name: a, actions: [], expect: { codes: "" } }\n- { name: b, actions: [{ tap: 1 }], expect: {} }\n';
    const { scenarios, diagnostics } = parseFormTests(text, 'f');
    expect(scenarios.map((s) => s.name)).toEqual(['a']);
    expect(diagnostics.map((d) => d.code)).toEqual(['actions-unknown-step']);
  });
});
