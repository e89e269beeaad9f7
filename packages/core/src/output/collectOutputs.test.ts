import { describe, expect, it } from 'vitest';
import { createForm, ManualClock } from '../engine';
import { parseSpec } from '../specification';
import { collectOutputs } from './collectOutputs';
import { applyStep } from '../engine/interactions';

/** A form with a Number `size`, a Checkbox `smoker` and the given DiagnosticCodes section. */
function codesOf(codesYaml: string, actions: object[] = []): { codes: string; errors: string[] } {
  const text = [
    'Metadata: { lang: en, title: Codes, description: Codes }',
    'Components:',
    '  - Number: { id: size }',
    '  - Checkbox: { id: smoker }',
    'ReportOutput: []',
    'DiagnosticCodes:',
    codesYaml,
  ].join('\n');
  const parsed = parseSpec(text);
  const errors = parsed.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line}:${d.column} ${d.message}`);
  if (!parsed.spec) return { codes: '', errors };
  const store = createForm(parsed.spec, { clock: new ManualClock() });
  for (const a of actions) applyStep(store, a as never);
  store.flush();
  return { codes: collectOutputs(store.getSnapshot()).codes, errors };
}

describe('diagnostic codes written as lists', () => {
  it.each([
    ['a string of groups', "  codeGroups: 'A|B;C'", [], 'A|B;C'],
    ['a list of group strings and code lists', "  codeGroups: ['A|B', [C, D]]", [], 'A|B;C|D'],
    [
      'a group with a condition, false',
      "  codeGroups:\n    - { codes: 'R91.1', if: '=size > 8' }\n    - Z87.01",
      [{ set: 'size', value: 5 }],
      'Z87.01',
    ],
    [
      'a group with a condition, true',
      "  codeGroups:\n    - { codes: 'R91.1', if: '=size > 8' }\n    - Z87.01",
      [{ set: 'size', value: 12 }],
      'R91.1;Z87.01',
    ],
    [
      'calculated groups as a list of formulas and conditional formulas',
      '  calculatedCodeGroups:\n    - \'=If(size > 8, "C34.9", "")\'\n    - { codes: \'="F17.2"\', if: \'=smoker\' }',
      [
        { set: 'size', value: 9 },
        { set: 'smoker', value: true },
      ],
      'C34.9;F17.2',
    ],
    [
      'static and calculated sections joined by the spacer',
      "  codeGroups: A\n  calculatedCodeGroups: '=\"B\"'\n  spacer: ' / '",
      [],
      'A / B',
    ],
  ])('%s', (_name, yaml, actions, expected) => {
    const { codes, errors } = codesOf(yaml, actions);
    expect(errors).toEqual([]);
    expect(codes).toBe(expected);
  });

  it('reports a broken formula inside a list entry with its line', () => {
    const { errors } = codesOf("  calculatedCodeGroups:\n    - { codes: '=If(size >', if: '=smoker' }");
    expect(errors.length).toBe(1);
    expect(errors[0]).toMatch(/^8:\d+ Formula error in DiagnosticCodes\.calculatedCodeGroups\.0\.codes/);
  });

  it('refuses an unknown key in a group', () => {
    const { errors } = codesOf("  codeGroups:\n    - { code: 'A' }");
    expect(errors.join('\n')).toMatch(/codeGroups/);
  });
});

/** Runs a form (the given lines) with the actions; every output. */
function outputsOf(lines: string[], actions: object[] = []) {
  const parsed = parseSpec(lines.join('\n'));
  if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
  const store = createForm(parsed.spec, { clock: new ManualClock() });
  for (const a of actions) applyStep(store, a as never);
  store.flush();
  return collectOutputs(store.getSnapshot());
}

/** Markup and IDS7 findings as `LINE:COL code (origin) path: message`. */
const findings = (o: ReturnType<typeof outputsOf>) =>
  o.diagnostics.map(
    (d) => `${d.line}:${d.column} ${d.code} (${d.origin ?? 'spec'}) ${d.path.join('.')}: ${d.message}`,
  );

describe('report markup warnings point at the ReportOutput item that wrote the markup', () => {
  const form = [
    'Metadata: {lang: en, title: T, description: D, reportVersion: v2}',
    'Components: [{Text: {id: c}}, {Checkbox: {id: show}}]',
    'ReportOutput:',
    "  - {text: 'Intro {c}', if: '=show'}",
    "  - text: 'Long line {c}'",
    "  - text: '<td>stray</td>'",
  ];

  it.each([
    ['while an earlier item is hidden', []],
    [
      'while it shows, with a value of several lines',
      [
        { set: 'show', value: true },
        { set: 'c', value: 'a\nb\nc' },
      ],
    ],
  ])('%s', (_name, actions) => {
    expect(findings(outputsOf(form, actions))).toEqual([
      '6:5 report-table-misplaced (spec) ReportOutput.2: Report markup: td outside tr is misplaced and ignored, its text is kept (in ReportOutput[2])',
      '6:5 report-tag-unopened (spec) ReportOutput.2: Report markup: </td> closes nothing and is ignored (in ReportOutput[2])',
    ]);
  });

  it('names the position in the rendered report, with no place in the form, when no item wrote it', () => {
    const found = findings(
      outputsOf([
        'Metadata: {lang: en, title: T, description: D, reportVersion: v2}',
        "Components: [{Report: {id: r, items: [{text: 'x</b>'}]}}]",
        "ReportOutput: [{text: 'First'}]",
      ]),
    );
    expect(found).toEqual([
      '1:1 report-tag-unopened (none) ReportOutput: Report markup: </b> closes nothing and is ignored (at line 2, column 2 of the rendered report markup)',
    ]);
  });
});

describe('the values output (docs/cli.md#the-formwright-command)', () => {
  it('lists every component that holds a value, empty ones as null, list items under their prefixed ids', () => {
    const o = outputsOf([
      'Metadata: {lang: en, title: T, description: D}',
      'Components:',
      '  - Header: {header: H}',
      '  - Text: {id: a}',
      '  - Number: {id: n, value: 3}',
      '  - Row: {id: plain, components: [{Checkbox: {id: cb}}]}',
      '  - Row: {id: ticked, checkbox: true}',
      '  - List: {id: L, minCount: 2, components: [{Text: {id: t}}]}',
      '  - DiagnosticCodes: {id: dc}',
      "ReportOutput: [{text: 'x'}]",
    ]);
    expect(o.values).toEqual({
      a: null,
      n: 3,
      cb: false,
      ticked: false,
      L: [{}, {}],
      L_1_t: null,
      L_2_t: null,
    });
  });
});
