import { describe, expect, it } from 'vitest';
import { createForm, ManualClock } from '../engine';
import { parseSpec } from '../spec';
import { collectOutputs } from './collectOutputs';

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
  for (const a of actions) store.update(a as never);
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
