import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\n';

const check = (components: string[], report: string[]) =>
  parseSpec(`${HEAD}Components:\n${components.join('\n')}\nReportOutput:\n${report.join('\n')}\n`);

const brief = (r: ReturnType<typeof parseSpec>) =>
  r.diagnostics.map((d) => [d.severity, d.code, d.line, d.column, d.message] as const);

describe('template placeholders that do not parse are errors of the form', () => {
  it.each([
    ['a report text', ['  - Number: {id: a}'], ["  - text: 'A {a +} B'"], 'ReportOutput[0].text', 5, 18],
    [
      'a Summary template',
      ['  - Number: {id: a}', "  - Summary: {id: s, reportTemplate: [{text: 'A {a +}'}]}"],
      ['  - text: x'],
      's.reportTemplate[0].text',
      4,
      53,
    ],
    ['a label', ["  - Number: {id: a, label: 'Size {a *} mm'}"], ['  - text: x'], 'a.label', 3, 38],
  ])('in %s', (_where, components, report, name, line, column) => {
    const result = check(components, report);
    expect(result.spec).toBeUndefined();
    expect(brief(result)).toEqual([
      [
        'error',
        'template-syntax',
        line,
        column,
        expect.stringContaining(`Template expression error in ${name}`),
      ],
    ]);
  });

  it('an escaped \\{ is literal text, not a placeholder', () => {
    const result = check(['  - Number: {id: a}'], ["  - text: 'Braces \\{ a + \\} and {a}'"]);
    expect(result.diagnostics).toEqual([]);
    expect(result.spec).toBeDefined();
  });

  it('an unclosed placeholder names its expression without a doubled space', () => {
    const result = check(['  - Number: {id: a}'], ["  - text: 'Unbalanced { a'"]);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "Template expression error in ReportOutput[0].text at line 5, column 23: a: Unclosed placeholder: missing '}'",
    ]);
  });
});

describe('a placeholder that reads a List id directly', () => {
  const list = ['  - List:', '      id: les', '      components:', '        - Number: {id: size}'];

  it('is a warning that points at the id and suggests reportSummary', () => {
    const result = check(list, ["  - text: 'Lesions: {les}.'"]);
    expect(brief(result)).toEqual([
      [
        'warning',
        'template-list-value',
        8,
        22,
        'Placeholder {les} in ReportOutput[0].text reads List les, a list of item objects that prints nothing; use {les.reportSummary}',
      ],
    ]);
    expect(result.spec).toBeDefined();
  });

  it('is not reported for its derived values, a count or a helper over the list', () => {
    const result = check(list, ["  - text: '{les.reportSummary} {les.count} {Length(les)}'"]);
    expect(result.diagnostics).toEqual([]);
  });
});

describe('a bare ListItem variable in a List item text', () => {
  const list = (extra: string) => [
    '  - List:',
    '      id: les',
    "      itemName: 'Lesion {index} of {count}'",
    extra,
    '      components: [{Number: {id: size}}]',
  ];

  it.each([
    ['collapseSummary', "      collapseSummary: '{index}: {size} mm'", 'index'],
    ['reportSummary', "      reportSummary: [{text: 'Lesion {zindex}: {size}'}]", 'zindex'],
    ['reportSummary prefix', "      reportSummary: [{text: '{prefix}'}]", 'prefix'],
    ['collapseSummary count', "      collapseSummary: '{count}'", 'count'],
  ])('stays an error and hints at ListItem in %s', (_where, extra, name) => {
    const result = check(list(extra), ['  - text: x']);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'error',
        'unrecognized-reference',
        `Unrecognized reference: ${name} (inside a List use ListItem.${name})`,
      ],
    ]);
  });

  it('passes as ListItem.index, and itemName keeps its own {index}', () => {
    const result = check(list("      collapseSummary: '{ListItem.index}: {size} mm'"), ['  - text: x']);
    expect(result.diagnostics).toEqual([]);
  });

  it('gets no hint outside a List', () => {
    const result = check(['  - Number: {id: a}'], ["  - text: '{index}'"]);
    expect(result.diagnostics.map((d) => d.message)).toEqual(['Unrecognized reference: index']);
  });
});
