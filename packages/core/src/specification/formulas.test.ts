import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics';
import { checkFormulas } from './formulas';
import { parseSpec } from './parseSpec';

const form = (components: string, report = '  - text: Done.'): string =>
  [
    'Metadata:',
    '  lang: en',
    '  title: T',
    '  description: D',
    'Components:',
    components,
    'ReportOutput:',
    report,
  ].join('\n');

const findings = (text: string): [string, number, number, string | undefined, string | undefined, string][] =>
  parseSpec(text)
    .diagnostics.filter((d) => d.code !== 'unknown-component')
    .map((d: Diagnostic) => [d.code, d.line, d.column, d.componentId, d.property, d.message]);

describe('checking the formulas of a form', () => {
  it('accepts a form whose formulas are all fine', () => {
    const text = form(
      [
        '  - Number:',
        '      id: size',
        '      label: "Size {size} mm"',
        '      value: "=size.scale"',
        '  - Number:',
        '      id: other',
        '      value: =size * 2 + size.scale',
        '      hidden: size > 10',
      ].join('\n'),
      '  - text: Size {size} mm.\n    if: size > 1',
    );
    expect(findings(text)).toEqual([]);
  });

  it.each([
    [
      '      value: =(size',
      ['expression-syntax', 8, 15, 'n', 'value', "Formula error in n.value: Unclosed '(': missing ')'"],
    ],
    [
      '      value: "=size +"',
      ['expression-syntax', 8, 22, 'n', 'value', 'Formula error in n.value: Unexpected end of formula'],
    ],
    ['      value: =sise', ['unrecognized-reference', 8, 15, 'n', 'value', 'Unrecognized reference: sise']],
    [
      '      value: =n.nonsense',
      ['unrecognized-reference', 8, 17, 'n', 'value', 'Unrecognized reference: n.nonsense'],
    ],
    ['      value: =Bogus(1)', ['unknown-function', 8, 15, 'n', 'value', 'Unknown function: Bogus']],
    [
      '      hidden: n >',
      ['expression-syntax', 8, 18, 'n', 'hidden', 'Formula error in n.hidden: Unexpected end of formula'],
    ],
    [
      '      value: 1||init=x +',
      ['expression-syntax', 8, 25, 'n', 'value', 'Formula error in n.value: Unexpected end of formula'],
    ],
    [
      '      label: "Size {n +} mm"',
      [
        'template-syntax',
        8,
        24,
        'n',
        'label',
        'Template expression error in n.label at line 8, column 24: n +: Unexpected end of formula',
      ],
    ],
    [
      '      label: "Size {nn} mm"',
      ['unrecognized-reference', 8, 21, 'n', 'label', 'Unrecognized reference: nn'],
    ],
  ])('%s', (line, expected) => {
    expect(findings(form(`  - Number:\n      id: n\n${line}`))).toEqual([expected]);
  });

  it('checks report items: text as a template, if as a formula', () => {
    const text = form('  - Number:\n      id: n', '  - text: Size {n} and {m}.\n    if: n > 1 && Zap()');
    expect(findings(text)).toEqual([
      ['unrecognized-reference', 9, 25, undefined, 'text', 'Unrecognized reference: m'],
      ['unknown-function', 10, 18, undefined, 'if', 'Unknown function: Zap'],
    ]);
  });

  it('accepts script functions when their names are given', () => {
    const parsed = parseSpec(form('  - Number:\n      id: n\n      value: =1'));
    const spec = parsed.spec;
    if (!spec) throw new Error(JSON.stringify(parsed.diagnostics));
    const withScript = { ...spec, reportOutput: [{ ...spec.reportOutput[0]!, text: '{myFn(n)}' }] };
    const a: Diagnostic[] = [];
    checkFormulas(withScript, a);
    expect(a.map((d) => d.code)).toEqual(['unknown-function']);
    const b: Diagnostic[] = [];
    checkFormulas(withScript, b, { scriptFunctions: ['myFn'] });
    expect(b).toEqual([]);
  });

  it('with the source text, errors in a block scalar point at the right line and column', () => {
    const spec = parseSpec(form('  - Number:\n      id: n')).spec;
    if (!spec) throw new Error('spec');
    const text = form('  - Number:\n      id: n\n      value: |\n        =n +\n          bogus');
    const from = text.indexOf('|');
    const node = { ...spec.all[0]!, props: { id: 'n', value: '=n +\n  bogus\n' } };
    const value = { line: 8, column: 14, endLine: 11, endColumn: 1, from, to: text.length };
    const diags: Diagnostic[] = [];
    checkFormulas({ ...spec, all: [{ ...node, propRanges: { value } }] }, diags, { source: text });
    expect(diags.map((x) => [x.code, x.line, x.column])).toEqual([['unrecognized-reference', 10, 11]]);
  });
});

describe('checking the DiagnosticCodes section', () => {
  const codes = (lines: readonly string[]) =>
    findings(
      [form('  - Number: { id: size }'), 'DiagnosticCodes:', ...lines.map((l) => `  ${l}`)].join('\n'),
    ).map(([code, line, column, , , message]) => [code, line, column, message]);

  it.each([
    [
      'an unknown id in a codeGroups placeholder',
      ['codeGroups: \'Z12{nope ? ";R91.1" : ""}\''],
      ['unrecognized-reference', 10, 20, 'Unrecognized reference: nope'],
    ],
    [
      'a placeholder that does not parse in a codeGroups entry',
      ['codeGroups:', '  - Z12', "  - 'R91.1{size >}'"],
      ['template-syntax', 12, 20],
    ],
    [
      'an unknown function in a codeGroups condition',
      ['codeGroups:', "  - { codes: 'R91.1', if: '=Bogus(size)' }"],
      ['unknown-function', 11, 31, 'Unknown function: Bogus'],
    ],
    [
      'an unknown id in a calculated entry after a codeGroups one',
      ['codeGroups: [A]', 'calculatedCodeGroups:', '  - \'="B"\'', "  - '=nope'"],
      ['unrecognized-reference', 13, 9, 'Unrecognized reference: nope'],
    ],
  ])('finds %s at its line and column', (_n, lines, expected) => {
    const found = codes(lines);
    expect(found).toHaveLength(1);
    expect(found[0]?.slice(0, expected.length)).toEqual(expected);
  });

  it('accepts code strings, placeholders and formulas that are fine', () => {
    expect(
      codes([
        "codeGroups: ['Z12{size > 8 ? \";R91.1\" : \"\"}', [A, 'B{size}'], { codes: C, if: '=size > 1' }]",
        'calculatedCodeGroups: [\'=size > 8 ? "X" : ""\', { codes: \'="Y"\', if: size > 2 }]',
      ]),
    ).toEqual([]);
  });
});
