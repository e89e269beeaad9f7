import { describe, expect, it } from 'vitest';
import { acceptOutputs, addScenario, expectationsFrom } from './acceptOutputs';
import { parseFormTests } from './parseFormTests';
import { runFormTests } from './runFormTests';

const spec = [
  'Metadata: { lang: en, title: T, description: D }',
  'Components:',
  '  - Number: { id: size, label: Size }',
  "  - Number: { id: double, value: '=size * 2' }",
  'ReportOutput:',
  "  - text: 'Size {size} mm.'",
  "  - text: 'Double {double}.'",
].join('\n');

const file = [
  '# The size rules.',
  '- name: kept as written',
  '  actions: [{ set: size, value: 1 }]',
  '  expect:',
  '    values: { size: 1 }  # the author pinned only size',
  '- name: wrong',
  '  actions:',
  '    - { set: size, value: 3 }',
  '  expect:',
  '    values: { double: 5 }',
  '    reportContains: [Size 3 mm., Triple]',
  '- name: new',
  '  actions: [{ set: size, value: 2 }]',
  '  expect: {}',
  '',
].join('\n');

async function run(text: string) {
  return runFormTests(spec, undefined, parseFormTests(text).scenarios);
}

describe('acceptOutputs', () => {
  it('writes the actual outputs of every scenario as its expectations, keeping the rest of the file', async () => {
    const accepted = acceptOutputs(file, (await run(file)).results);
    expect(accepted.updated).toEqual(['wrong', 'new']);
    expect(accepted.text).toContain('# The size rules.');
    expect(accepted.text).toContain('    values: { size: 1 }  # the author pinned only size');
    expect(accepted.text).toContain('    - { set: size, value: 3 }');
    const after = await run(accepted.text);
    expect(after.results.map((r) => r.passed)).toEqual([true, true, true]);
    const [, wrong, fresh] = parseFormTests(accepted.text).scenarios;
    // The author's keys stay: the double, and the report texts that still hold, with the report for the one gone.
    expect(wrong?.expect).toEqual({
      values: { double: 6 },
      reportContains: ['Size 3 mm.'],
      report: 'Size 3 mm.\nDouble 6.',
    });
    expect(fresh?.expect).toEqual({
      report: 'Size 2 mm.\nDouble 4.',
      codes: '',
      values: { size: 2, double: 4 },
      mandatory: [],
      diagnostics: [],
    });
    expect(accepted.text).toContain('    report: |-\n      Size 2 mm.\n      Double 4.\n');
  });

  it('updates only the scenarios named', async () => {
    const accepted = acceptOutputs(file, (await run(file)).results, ['new']);
    expect(accepted.updated).toEqual(['new']);
    expect(accepted.text).toContain('    values: { double: 5 }');
  });

  it('leaves a scenario that did not run to its end as it is', async () => {
    const text = '- name: bad\n  actions: [{ set: nothing, value: 1 }]\n  expect: {}\n';
    const accepted = acceptOutputs(text, (await run(text)).results);
    expect(accepted).toEqual({ text, updated: [] });
  });
  it.each([
    ['an expect with nothing after it', '- name: a\n  actions: [{ set: size, value: 2 }]\n  expect:\n'],
    [
      'a flow expect with a comment',
      '- name: a\n  actions: [{ set: size, value: 2 }]\n  expect: { codes: x }  # keep\n',
    ],
    [
      'a scenario written as one flow mapping',
      '- { name: a, actions: [{ set: size, value: 2 }], expect: { codes: x } }\n',
    ],
  ])('rewrites %s into a file whose scenario passes', async (_what, text) => {
    const accepted = acceptOutputs(text, (await run(text)).results);
    expect(accepted.updated).toEqual(['a']);
    expect(parseFormTests(accepted.text).diagnostics).toEqual([]);
    expect((await run(accepted.text)).passed).toBe(1);
  });
});

describe('expectationsFrom', () => {
  it('pins a diagnostic by severity, code and message, not by place', () => {
    const actual = {
      report: '',
      codes: '',
      values: {},
      mandatory: [],
      diagnostics: [{ severity: 'warning', code: 'w', message: 'M', line: 3, column: 4, path: [] }],
    };
    expect(expectationsFrom(actual).diagnostics).toEqual([{ severity: 'warning', code: 'w', message: 'M' }]);
  });
});

describe('acceptOutputs with an object that appears twice', () => {
  it('writes it in full both times, never as a YAML alias', () => {
    const point = { x: 1, y: 2 };
    const actual = { report: 'R', values: { p: point, q: point } };
    const { text } = acceptOutputs('- name: a\n  actions: []\n  expect: {}\n', [
      { name: 'a', passed: false, differences: [], diff: '', actual, diagnostics: [], durationMs: 0 },
    ]);
    expect(text).not.toMatch(/[&*]a\d/);
    expect(parseFormTests(text).scenarios[0]?.expect).toMatchObject({ values: { p: point, q: point } });
  });
});

describe('addScenario', () => {
  it('appends a recorded scenario with one step per line, keeping the file as written', () => {
    const text = addScenario('# mine\n- { name: a, actions: [], expect: {} }\n', {
      name: 'recorded',
      actions: [{ set: 'size', value: 2 }, { click: 'b' }],
      expect: { report: 'one\ntwo' },
    });
    expect(text).toBe(
      [
        '# mine',
        '- { name: a, actions: [], expect: {} }',
        '- name: recorded',
        '  actions:',
        '    - { set: size, value: 2 }',
        '    - { click: b }',
        '  expect:',
        '    report: |-',
        '      one',
        '      two',
        '',
      ].join('\n'),
    );
    expect(parseFormTests(text).scenarios.map((s) => s.name)).toEqual(['a', 'recorded']);
  });

  it('writes an object that appears twice in full, never as a YAML alias, so the file parses back', () => {
    const point = { x: 10, y: 20 };
    const value = { a: 1 };
    const scenario = {
      name: 'repeated',
      actions: [
        { set: 'p', value: point },
        { set: 'q', value: point },
      ],
      expect: { values: { p: point, q: point, r: value }, openEhr: { s: value } },
    };
    const text = addScenario('', scenario);
    expect(text).not.toMatch(/[&*][a-z]\d*\b/);
    const parsed = parseFormTests(text);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.scenarios).toHaveLength(1);
    expect(parsed.scenarios[0]).toMatchObject(scenario);
  });

  it('makes an empty text a file of one scenario', () => {
    expect(
      parseFormTests(addScenario('', { name: 'x', actions: [], expect: { codes: '' } })).scenarios,
    ).toHaveLength(1);
  });
});
