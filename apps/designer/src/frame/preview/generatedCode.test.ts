import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { written } from '../tabs/CodeTabs';
import { generatedFormulas } from './generatedCode';

const SPEC = [
  'Metadata:',
  '  lang: en',
  '  title: T',
  '  description: D',
  'ReportOutput:',
  "  - text: '{total}'",
  'Components:',
  '  - Number:',
  '      id: total',
  '      label: =Sum(a, b)',
  '  - Number:',
  '      id: a',
  '      label: A',
  '  - Number:',
  '      id: b',
  '      label: =a.label',
].join('\n');

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nComponents:\n  - Number: { id: n }\n';

describe('the Generated Code tab', () => {
  it('lists every formula with its component, property and dependencies, in evaluation order', () => {
    const spec = parseSpec(SPEC).runnable;
    expect(spec).toBeDefined();
    const formulas = generatedFormulas(spec!);
    expect(formulas.map((f) => [f.component, f.property, f.dependencies])).toEqual([
      ['b', 'label', ['a.label']],
      ['total', 'label', ['a', 'b']],
      ['ReportOutput', '[0].text', ['total']],
    ]);
    expect(formulas.map((f) => f.order)).toEqual([1, 2, 3]);
    expect(formulas[1]).toMatchObject({ kind: 'override', source: 'Sum(a, b)', type: 'Number', line: 10 });
  });

  // Issue 20 item 6: code groups, if: conditions and report placeholders are formulas too.
  it.each<[string, string, [string, string, string, number][]]>([
    [
      'a ReportOutput item: text placeholders and its if: condition',
      "ReportOutput:\n  - text: 'Size {n} mm, {Round(n / 10, 1)} cm'\n    if: n > 3\n",
      [
        ['ReportOutput', '[0].text', '{n}', 5],
        ['ReportOutput', '[0].text', '{Round(n / 10, 1)}', 5],
        ['ReportOutput', '[0].if', '=n > 3', 5],
      ],
    ],
    [
      'DiagnosticCodes: a code group with a placeholder code and an if:, and a calculated group',
      [
        'ReportOutput: []',
        'DiagnosticCodes:',
        '  codeGroups:',
        "    - { codes: ['C34.{n}', '=\"R91\"'], if: n > 5 }",
        '  calculatedCodeGroups: [\'=If(n > 8, ["Z12"], [])\']',
        '',
      ].join('\n'),
      [
        ['DiagnosticCodes', 'codeGroups[0].codes', '{n}', 6],
        ['DiagnosticCodes', 'codeGroups[0].codes', '="R91"', 6],
        ['DiagnosticCodes', 'codeGroups[0].if', '=n > 5', 6],
        ['DiagnosticCodes', 'calculatedCodeGroups[0]', '=If(n > 8, ["Z12"], [])', 6],
      ],
    ],
    [
      'component templates, hidden and report-list items',
      [
        '  - Text: { id: t, label: "Note on {n}", hidden: n > 1 }',
        '  - Summary:',
        '      id: s',
        "      reportTemplate: [{ text: 'n is {n}', if: '!IsEmpty(n)' }]",
        'ReportOutput: []',
        '',
      ].join('\n'),
      [
        ['t', 'label', '{n}', 4],
        ['t', 'hidden', '=n > 1', 4],
        ['s', 'reportTemplate[0].text', '{n}', 7],
        ['s', 'reportTemplate[0].if', '=!IsEmpty(n)', 7],
      ],
    ],
  ])('%s', (_name, rest, expected) => {
    const result = parseSpec(HEAD + rest);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const formulas = generatedFormulas(result.runnable!);
    expect(formulas.map((f) => [f.component, f.property, written(f), f.line])).toEqual(expected);
  });
});
