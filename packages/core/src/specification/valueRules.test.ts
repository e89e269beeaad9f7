import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';
import { componentDefinitions, type ComponentDefinition } from '../components';
import type { CheckContext } from './checkContext';
import type { RuleTarget } from './componentRules';
import { checkDateValues, checkStaticChoiceValue, isRealDate } from './valueRules';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';

/** The column where `located` is written in the line `  - {component}` (1-based). */
const columnOf = (component: string, located: string) => component.lastIndexOf(located) + 5;

/** Code, severity, line, column, the located text and the message of each diagnostic. */
const check = (component: string) => {
  const text = `${HEAD}  - ${component}\n`;
  return parseSpec(text).diagnostics.map(
    (d) => [d.code, d.severity, d.line, d.column, text.slice(d.from, d.to), d.message] as const,
  );
};

describe('dates that do not exist', () => {
  it.each([
    ['value', "Date: {id: d, value: '2026-02-30'}", "'2026-02-30'"],
    ['minValue', 'Date: {id: d, minValue: 2026-13-01}', '2026-13-01'],
    ['maxValue', "Date: {id: d, maxValue: '2025-02-29'}", "'2025-02-29'"],
    ['a day 0', "Date: {id: d, value: '2026-04-00'}", "'2026-04-00'"],
  ])('are an invalid-value error at the %s', (_what, component, located) => {
    const [diag, ...rest] = check(component);
    expect(rest).toEqual([]);
    expect(diag?.slice(0, 5)).toEqual(['invalid-value', 'error', 4, columnOf(component, located), located]);
    expect(diag?.[5]).toContain('must be a real date YYYY-MM-DD');
  });

  it.each([
    "Date: {id: d, value: '2024-02-29', minValue: '2000-01-01', maxValue: '2099-12-31'}",
    "Date: {id: d, value: '', maxValue: '=Today()'}",
    "Date: {id: d, value: '=Today()'}",
  ])('real dates, empty values and formulas pass: %s', (component) => {
    expect(check(component)).toEqual([]);
  });

  it.each([
    [2024, 2, 29, true],
    [2100, 2, 29, false],
    [2000, 2, 29, true],
    [2026, 4, 31, false],
    [2026, 12, 31, true],
    [2026, 0, 1, false],
    [50, 2, 29, false],
    [48, 2, 29, true],
  ])('isRealDate(%i, %i, %i) is %s', (y, m, d, real) => {
    expect(isRealDate(y, m, d)).toBe(real);
  });
});

describe('static choice values that are not an option', () => {
  it.each([
    ['Option', 'Option: {id: c, options: [p, q], value: x}', 'x', 'p, q'],
    ['Dropdown', 'Dropdown: {id: c, options: [{value: R, text: Right}, L], value: B}', 'B', 'R, L'],
    ['CheckboxList list item', 'CheckboxList: {id: c, options: [p, q], value: [p, z]}', 'z', 'p, q'],
    ['AutoComplete', 'AutoComplete: {id: c, options: [p, q], value: [r]}', 'r', 'p, q'],
    ['CheckboxList, other no', 'CheckboxList: {id: c, options: [p], otherOption: no, value: w}', 'w', 'p'],
  ])('are a warning at the value (%s)', (_what, component, value, allowed) => {
    expect(check(component)).toEqual([
      [
        'value-not-option',
        'warning',
        4,
        columnOf(component, value),
        value,
        `Value ${value} of c.value is not one of the options: ${allowed}`,
      ],
    ]);
  });

  it.each([
    ['an option value', 'Option: {id: c, options: [p, q], value: q}'],
    ['a number written as text', "Option: {id: c, options: [1, 2], value: '2'}"],
    ['an option given by its text', 'Dropdown: {id: c, options: [{text: Left}], value: Left}'],
    ['a formula value', 'Option: {id: c, options: [p, q], value: \'=Concat("x")\'}'],
    ['formula options', 'Dropdown: {id: c, options: \'=["a"]\', value: b}'],
    ['an empty value', "Dropdown: {id: c, options: [p], placeholder: Pick, value: ''}"],
    [
      'a CheckboxList with an other entry',
      'CheckboxList: {id: c, options: [p], otherOption: yes, value: [free]}',
    ],
  ])('pass when the value is %s', (_what, component) => {
    expect(check(component)).toEqual([]);
  });
});

/** Runs one rule on a made-up type: the rules read the definition, never the type name. */
const ruleCodes = (
  rule: (t: RuleTarget, ctx: CheckContext) => void,
  def: Partial<ComponentDefinition>,
  props: Record<string, unknown>,
) => {
  const range = { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 };
  const ctx = { diagnostics: [], sourceMap: { entryRange: () => range } } as unknown as CheckContext;
  const full = { type: 'Made', family: 'input', valueKind: 'any', properties: {}, ...def };
  rule(
    { def: full as ComponentDefinition, props, id: 'm', path: ['Components', 0, 'Made'], anchor: range },
    ctx,
  );
  return ctx.diagnostics.map((d) => [d.code, d.property]);
};

describe('the value rules follow the definition', () => {
  it('a written date that names no day is an error in any property a definition marks as a date', () => {
    const properties = { when: { type: 'string', date: true, description: 'd' } } as const;
    expect(ruleCodes(checkDateValues, { properties }, { when: '2026-02-30' })).toEqual([
      ['invalid-value', 'when'],
    ]);
    expect(ruleCodes(checkDateValues, { properties }, { when: '2026-02-28' })).toEqual([]);
  });

  it('the date properties are the ones docs/components.md#date names', () => {
    const marked = componentDefinitions.flatMap((d) =>
      Object.entries(d.properties)
        .filter(([, p]) => p.date === true)
        .map(([name]) => `${d.type}.${name}`),
    );
    expect(marked).toEqual(['Date.value', 'Date.minValue', 'Date.maxValue']);
  });

  it.each([
    ['choice', [['value-not-option', 'value']]],
    ['input', []],
  ])('a value that is no option is a warning when the family is %s', (family, codes) => {
    const def = { family: family as ComponentDefinition['family'] };
    expect(ruleCodes(checkStaticChoiceValue, def, { options: ['p'], value: 'x' })).toEqual(codes);
  });

  it('a choice with an other entry accepts any value, whatever its type', () => {
    const props = { options: ['p'], otherOption: 'yes', value: 'x' };
    expect(ruleCodes(checkStaticChoiceValue, { family: 'choice' }, props)).toEqual([]);
  });
});
