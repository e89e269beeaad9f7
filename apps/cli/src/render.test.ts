import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fw-render-'));

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

const form = file(
  'form.yaml',
  [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    '  - Number: { id: a, label: Size, mandatory: alert }',
    "  - Number: { id: b, value: '=a * 2' }",
    '  - Text: { id: note, label: Note, mandatory: prohibit }',
    '  - List:',
    '      id: L',
    '      components:',
    '        - Number: { id: size }',
    'ReportOutput:',
    "  - text: 'Size {a} mm, double {b}.'",
  ].join('\n'),
);

describe('formwright render', () => {
  test('runs init and the actions, then prints values, mandatory, report and diagnostics as JSON', async () => {
    const actions = file(
      'actions.json',
      JSON.stringify([
        { set: 'a', value: 4 },
        { add: 'L' },
        { add: 'L' },
        { set: 'L_2_size', value: 7 },
        { delete: 'L', item: 1 },
      ]),
    );
    const r = await run(['render', form, '--actions', actions, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(out.values).toMatchObject({ a: 4, b: 8, L_1_size: 7 });
    expect((out.values as Record<string, unknown>).L_2_size).toBeUndefined();
    expect(out.mandatory).toEqual([{ id: 'note', level: 'prohibit', label: 'Note' }]);
    expect(out.report).toBe('Size 4 mm, double 8.');
    expect(out.diagnostics).toEqual([]);
    // Every field of docs/cli.md#the-formwright-command, plus ids7Version, changeMarkers and provenance.
    expect(Object.keys(out)).toEqual([
      'report',
      'reportMarkup',
      'sections',
      'codes',
      'values',
      'mandatory',
      'worklist',
      'freeFields',
      'templateFields',
      'openEhr',
      'ids7Version',
      'changeMarkers',
      'provenance',
      'diagnostics',
    ]);
    // Each report piece with the ids it read and their spec lines.
    const pieces = out.provenance as {
      piece: string;
      ids: string[];
      reads: { id: string; line: number }[];
    }[];
    expect(pieces[0]).toMatchObject({ piece: 'ReportOutput[0]', kind: 'reportOutput' });
    expect(pieces[0]?.ids).toEqual(expect.arrayContaining(['a']));
    expect(pieces[0]?.reads.every((r) => Number.isInteger(r.line) && r.line > 0)).toBe(true);
  });

  test('a script runs in the sandbox: init, then after each action', async () => {
    const script = file(
      's.js',
      "function onStateChange(e) { if (e.reason !== 'init') Set('note', 'after ' + e.source); }\nfunction twice(x) { return x * 2; }",
    );
    const f2 = file(
      'f2.yaml',
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components:',
        '  - Number: { id: a }',
        "  - Number: { id: b, value: '=twice(a)' }",
        '  - Text: { id: note }',
        'ReportOutput: []',
      ].join('\n'),
    );
    const actions = file('a2.json', JSON.stringify([{ set: 'a', value: 5 }]));
    const r = await run(['render', f2, '--script', script, '--actions', actions, '--format', 'json']);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { values: unknown }).values).toMatchObject({
      a: 5,
      b: 10,
      note: 'after a',
    });
  });

  test('a form with errors exits 1 and lists them', async () => {
    const bad = file(
      'bad.yaml',
      'Metadata: { lang: en, title: T, description: D }\nComponents:\n  - Bogus: { id: x }\nReportOutput: []\n',
    );
    const r = await run(['render', bad, '--format', 'json']);
    expect(r.code).toBe(1);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('unknown-component');
  });

  test('a form whose errors are not fatal still renders: outputs on stdout, errors on stderr, exit 1', async () => {
    const partly = file(
      'partly.yaml',
      [
        'Metadata: { lang: en, title: T, description: D }',
        'Components:',
        '  - Bogus: { id: x }',
        '  - Number: { id: n, value: 4 }',
        'ReportOutput:',
        "  - text: 'Size {n} mm; broken {n +} stays.'",
      ].join('\n'),
    );
    const r = await run(['render', partly]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('Size 4 mm; broken {n +} stays.\n');
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `${partly}:3:5 error unknown-component Unknown component: Bogus`,
      `${partly}:6:36 error template-syntax Template expression error in ReportOutput[0].text at line 6, column 36: n +: Unexpected end of formula`,
    ]);
    const json = JSON.parse((await run(['render', partly, '--format', 'json'])).stdout) as {
      values: unknown;
      diagnostics: { code: string }[];
    };
    expect(json.values).toEqual({ n: 4 });
    expect(json.diagnostics.map((d) => d.code)).toEqual(['unknown-component', 'template-syntax']);
  });

  test('a form with a fatal error (no ReportOutput) does not run: its errors only, exit 1', async () => {
    const fatal = file('fatal.yaml', 'Metadata: { lang: en, title: T, description: D }\nComponents: []\n');
    const r = await run(['render', fatal]);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      `${fatal}:1:1 error no-report-output No report output!\n`,
    ]);
  });

  test.each([
    ['a missing form', ['render', join(dir, 'nope.yaml')]],
    ['an unreadable actions file', ['render', form, '--actions', join(dir, 'nope.json')]],
    ['an unknown format', ['render', form, '--format', 'pdf']],
    ['--section with json', ['render', form, '--format', 'json', '--section', 'x']],
  ])('%s exits 2', async (_what, args) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/formwright render: /);
  });
});

const sectioned = file(
  'sectioned.yaml',
  [
    'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
    'Components:',
    '  - Number: { id: size, suffix: mm }',
    '  - Text: { id: note }',
    'ReportOutput:',
    "  - { text: '<b>Findings:</b> nodule {size} mm.', sectionId: findings }",
    "  - { text: '<h3>Impression</h3>', sectionId: impression }",
    "  - { text: '{note}', sectionId: impression }",
  ].join('\n'),
);
const sizeActions = file(
  'size.json',
  JSON.stringify([
    { set: 'size', value: 7 },
    { set: 'note', value: 'Follow-up CT in 12 months.' },
  ]),
);

describe('formwright render --format and --section', () => {
  test('text prints the plain report: tags removed', async () => {
    const r = await run(['render', sectioned, '--actions', sizeActions]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Findings: nodule 7 mm.\nImpression\nFollow-up CT in 12 months.\n');
  });

  test('text with --section prints that section', async () => {
    const r = await run(['render', sectioned, '--actions', sizeActions, '--section', 'impression']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Impression\nFollow-up CT in 12 months.\n');
  });

  test('rtf prints the whole report as RTF, and --section one section (v2)', async () => {
    const whole = await run(['render', sectioned, '--actions', sizeActions, '--format', 'rtf']);
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(/^\{\\rtf1/);
    expect(whole.stdout).toContain('{\\b Findings:} nodule 7 mm.');
    expect(whole.stdout).toContain('Follow-up CT in 12 months.');
    const one = await run([
      'render',
      sectioned,
      '--actions',
      sizeActions,
      '--format',
      'rtf',
      '--section',
      'findings',
    ]);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^\{\\rtf1/);
    expect(one.stdout).toContain('{\\b Findings:} nodule 7 mm.');
    expect(one.stdout).not.toContain('Follow-up');
  });

  test.each([
    [
      'an unknown section (text)',
      [sectioned, '--section', 'nope'],
      /unknown section nope \(the report's sections: findings, impression\)/,
    ],
    ['an unknown section (rtf)', [sectioned, '--format', 'rtf', '--section', 'nope'], /unknown section nope/],
    ['an RTF section of a v1 report', [form, '--format', 'rtf', '--section', 'x'], /reportVersion v2/],
  ])('%s is a clear error with exit 2', async (_what, args, message) => {
    const r = await run(['render', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

const steps = file(
  'steps.yaml',
  [
    'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
    'Components:',
    '  - Text: { id: patient, dataarg: Patient.name }',
    '  - Number: { id: a }',
    '  - Button: { id: more, label: More, toggleComponentId: extra }',
    '  - Text: { id: extra, display: false }',
    '  - Row:',
    '      id: effusion',
    '      checkbox: true',
    '      components:',
    '        - Number: { id: depth }',
    '  - List:',
    '      id: L',
    '      components:',
    '        - Number: { id: size }',
    '  - Summary:',
    '      id: impression',
    '      editable: true',
    "      reportTemplate: [{ text: 'Size {a}.' }]",
    'ReportOutput:',
    "  - { text: '{impression}', sectionId: impression }",
  ].join('\n'),
);

describe('formwright render actions (every step of docs/cli.md#the-formwright-command)', () => {
  test('set, click, add, delete, check, editSummary and providers', async () => {
    const actions = file(
      'all-steps.json',
      JSON.stringify([
        { providers: { results: [{ providerName: 'Patient', providerData: [{ name: 'Doe, Jane' }] }] } },
        { set: 'a', value: 3 },
        { click: 'more' },
        { check: 'effusion', value: true },
        { set: 'depth', value: 12 },
        { add: 'L' },
        { add: 'L' },
        { set: 'L_1_size', value: 4 },
        { set: 'L_2_size', value: 9 },
        { delete: 'L', item: 1 },
        { check: 'impression', value: true },
        { editSummary: 'impression', text: 'Edited by hand.' },
      ]),
    );
    const r = await run(['render', steps, '--actions', actions, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { values: Record<string, unknown>; report: string };
    expect(out.values).toMatchObject({ patient: 'Doe, Jane', a: 3, effusion: true, depth: 12, L_1_size: 9 });
    expect(out.values.L_2_size).toBeUndefined();
    expect(out.report).toBe('Edited by hand.');
  });

  test('setState replaces the values and leaves change markers; clearState returns to the spec', async () => {
    const state = file(
      'state.json',
      JSON.stringify([{ set: 'a', value: 3 }, { setState: { a: { user: { value: 5 } } } }]),
    );
    const r = await run(['render', steps, '--actions', state, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { values: Record<string, unknown>; changeMarkers: unknown };
    expect(out.values.a).toBe(5);
    expect(out.changeMarkers).toEqual([{ all: false, sectionId: 'impression' }]);
    const cleared = file('cleared.json', JSON.stringify([{ set: 'a', value: 3 }, { clearState: true }]));
    const r2 = await run(['render', steps, '--actions', cleared, '--format', 'json']);
    // Empty values are listed as null (docs/cli.md#the-formwright-command: every component's value).
    const values2 = (JSON.parse(r2.stdout) as { values: Record<string, unknown> }).values;
    expect('a' in values2 && values2.a).toBeNull();
  });

  test.each([
    ['not JSON', '[{"set": "a"', /is not valid JSON/],
    [
      'an unknown step',
      '[{"set": "a", "value": 1}, {"tap": "a"}]',
      /step 2 \{"tap":"a"\}: unknown step: expected one of set, click/,
    ],
    [
      'an unknown id',
      '[{"set": "a", "value": 1}, {"set": "b", "value": 2}]',
      /step 2 .*no component with id b$/m,
    ],
    [
      'an item not added yet',
      '[{"set": "L_1_size", "value": 2}]',
      /step 1 .*no component with id L_1_size \(list L has 0 items; add one first\)/,
    ],
  ])('a bad actions file (%s) names the step and exits 2', async (_what, text, message) => {
    const r = await run(['render', steps, '--actions', file(`bad-${text.length}.json`, text)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^formwright render: /);
    expect(r.stderr).toMatch(message);
  });
});

describe('render prints each diagnostic where it points', () => {
  const marked = file(
    'marked.yaml',
    [
      'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
      "Components: [{ Text: { id: c } }, { Report: { id: r, items: [{ text: 'x</b>' }] } }]",
      'ReportOutput:',
      "  - text: 'Comment {c}'",
      "  - text: '<td>stray</td>'",
    ].join('\n'),
  );

  test.each(['text', 'rtf'])(
    'a markup warning at the item that wrote it, or at 0:0 with its place in the report (%s, once each)',
    async (format) => {
      const actions = file('c.json', JSON.stringify([{ set: 'c', value: 'two\nlines <td>' }]));
      const r = await run(['render', marked, '--actions', actions, '--format', format]);
      expect(r.code).toBe(0);
      expect(r.stderr.trimEnd().split('\n')).toEqual([
        `${marked}:5:5 warning report-table-misplaced Report markup: td outside tr is misplaced and ignored, its text is kept (in ReportOutput[1])`,
        `${marked}:5:5 warning report-tag-unopened Report markup: </td> closes nothing and is ignored (in ReportOutput[1])`,
        `${marked}:0:0 warning report-tag-unopened Report markup: </b> closes nothing and is ignored (at line 4, column 2 of the rendered report markup)`,
      ]);
    },
  );

  const simple = file(
    'simple.yaml',
    [
      'Metadata: { lang: en, title: T, description: D }',
      'Components: [{ Number: { id: a, label: Size } }]',
      "ReportOutput: [{ text: 'Size {a} mm.' }]",
    ].join('\n'),
  );
  const ignoredSteps = file(
    'ignored.json',
    JSON.stringify([
      { set: 'a', value: 1 },
      { providers: { foo: 1 } },
      { setState: { zzz: { user: { value: 1 } } } },
    ]),
  );

  test('a warning an actions step raised names the actions file and the step (text)', async () => {
    const r = await run(['render', simple, '--actions', ignoredSteps]);
    expect(r.code).toBe(0);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `${simple}:0:0 info provider-malformed ${ignoredSteps} step 2: Provider data is malformed and is ignored: expected { results: [...] }`,
      `${simple}:0:0 warning state-ignored ${ignoredSteps} step 3: Part of the saved state is ignored: zzz: no component with this id`,
    ]);
  });

  test('a warning an actions step raised has its step in the JSON', async () => {
    const r = await run(['render', simple, '--actions', ignoredSteps, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { diagnostics: { code: string; step?: number; message: string }[] };
    expect(
      out.diagnostics.map((d) => [
        d.code,
        d.step,
        d.message.startsWith('Provider') || d.message.startsWith('Part'),
      ]),
    ).toEqual([
      ['provider-malformed', 2, true],
      ['state-ignored', 3, true],
    ]);
  });

  test.each([
    [
      'a missing form',
      (): string[] => ['render', join(dir, 'none.yaml')],
      `cannot read form ${join(dir, 'none.yaml')}: no such file`,
    ],
    [
      'a directory as actions',
      (): string[] => ['render', simple, '--actions', dir],
      `cannot read actions ${dir}: it is a directory`,
    ],
    [
      'a missing script',
      (): string[] => ['render', simple, '--script', join(dir, 'none.js')],
      `cannot read script ${join(dir, 'none.js')}: no such file`,
    ],
  ])('an unreadable file (%s) is said in words and exits 2', async (_, args, message) => {
    const r = await run(args());
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`formwright render: ${message}\n`);
  });

  test('the JSON gives each diagnostic its origin', async () => {
    const r = await run(['render', marked, '--format', 'json']);
    const out = JSON.parse(r.stdout) as { diagnostics: { origin: string; line: number }[] };
    expect(out.diagnostics.map((d) => [d.origin, d.line])).toEqual([
      ['spec', 5],
      ['spec', 5],
      ['none', 1],
    ]);
  });
});

describe('npm start', () => {
  test('renders the demo form with its recorded actions: the reviewed golden report', async () => {
    const r = await run([
      'render',
      join(root, 'fixtures/forms/demo.yaml'),
      '--actions',
      join(root, 'fixtures/forms/demo.actions.json'),
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(readFileSync(join(root, 'fixtures/golden/corpus/demo/report.txt'), 'utf8'));
  });
});
