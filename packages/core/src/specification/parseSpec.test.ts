import { describe, expect, it } from 'vitest';
import { COMPONENT_CASES } from './testing/componentCases';
import { GAP_CASES } from './testing/gapCases';
import { parseSpec } from './parseSpec';
import { comps, FORM_CASES } from './testing/specCases';
import { SPEC_CODES } from './specCodes';
import { checkCase } from './testing/specCaseCheck';

describe('parseSpec reports each form-level catalogue message with its place', () => {
  it.each(FORM_CASES.map((r) => [r.name, r] as const))('%s', (_name, row) => checkCase(row));
});

describe('the case tables', () => {
  it('cover every code the specification parser produces', () => {
    const covered = new Set(
      [...FORM_CASES, ...COMPONENT_CASES, ...GAP_CASES].flatMap((r) => r.expected.map(([c]) => c)),
    );
    expect(SPEC_CODES.filter((c) => !covered.has(c))).toEqual([]);
  });
});

describe('parseSpec diagnostics', () => {
  it('are sorted by line, then column', () => {
    const { diagnostics } = parseSpec(
      comps('  - Number: {id: b, stepSize: 0, mandatory: x}', '  - Nope: {}', '  - Number: {id: b}'),
    );
    const places = diagnostics.map((d) => [d.line, d.column]);
    const sorted = [...places].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(places).toEqual(sorted);
    expect(diagnostics.length).toBeGreaterThanOrEqual(4);
  });

  it('carry the spec path and the component id', () => {
    const { diagnostics } = parseSpec(
      comps('  - Row:', '      id: r', '      components:', '        - Number: {id: n, stepSize: 0}'),
    );
    expect(diagnostics[0]).toMatchObject({
      code: 'invalid-value',
      path: ['Components', 0, 'Row', 'components', 0, 'Number', 'stepSize'],
      componentId: 'n',
      property: 'stepSize',
    });
  });

  it('point at the end of the offending value too', () => {
    const { diagnostics } = parseSpec(comps('  - Number: {id: n, mandatory: maybe}'));
    expect(diagnostics[0]).toMatchObject({ line: 4, column: 32, endLine: 4, endColumn: 37 });
  });

  it('include a renamed duplicate id and still validate the renamed component', () => {
    const { diagnostics } = parseSpec(comps('  - Number: {id: a}', '  - Number: {id: a, stepSize: 0}'));
    expect(diagnostics.map((d) => d.code)).toEqual(['duplicate-id', 'duplicate-id', 'invalid-value']);
    expect(diagnostics[2]?.componentId).toBe('a__dup2');
  });

  it('report a whole component with several problems at once', () => {
    const { diagnostics } = parseSpec(
      comps('  - Number:', '      id: 9x', '      lable: a', '      stepSize: -1'),
    );
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['invalid-identifier', 5],
      ['property-not-allowed', 6],
      ['invalid-value', 7],
    ]);
  });
});

describe('parseSpec with a form script that does not parse', () => {
  const form = [
    'Metadata: { lang: en, title: T, description: D }',
    'Components:',
    "  - Number: { id: n, value: '=fromScript(1) + Round(2.5)' }",
    "  - Number: { id: m, value: '=Round(1, 2, 3, 4)' }",
    'ReportOutput: []',
  ].join('\n');

  it('takes a call of a function that is no helper as a call into the script, and keeps the other checks', () => {
    const known = parseSpec(form, { scriptFunctions: [] });
    expect(known.diagnostics.map((d) => d.code)).toEqual(['unknown-function', 'argument-count']);
    const broken = parseSpec(form, { scriptFunctions: [], scriptDoesNotParse: true });
    expect(broken.diagnostics.map((d) => d.code)).toEqual(['argument-count']);
  });

  it('returns the model when nothing else is wrong', () => {
    const text = form.replace("'=Round(1, 2, 3, 4)'", '2');
    expect(parseSpec(text, { scriptDoesNotParse: true }).spec).toBeDefined();
  });
});
