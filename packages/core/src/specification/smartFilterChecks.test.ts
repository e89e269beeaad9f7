import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';
import { NODULE_REPORT_FORM as ISSUE_FORM } from './testing/issueForms';

/**
 * The smart filter hazards at validate (issue 20 item 2; docs/expressions.md#writing-report-text-the-filter-keeps):
 * a conditional that can give "" sharing its part, and brackets or quotes a part removal would unbalance.
 */

const hazards = (text: string) =>
  parseSpec(text)
    .diagnostics.filter((d) => d.code.startsWith('smart-filter'))
    .map((d) => ({ code: d.code, severity: d.severity, line: d.line, column: d.column, message: d.message }));

describe('the two report lines of issue 20 item 2 are warned about at validate', () => {
  it('with the line, the column and the stable code', () => {
    const result = parseSpec(ISSUE_FORM);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(hazards(ISSUE_FORM)).toEqual([
      {
        code: 'smart-filter-empty-conditional',
        severity: 'warning',
        line: 6,
        column: 100,
        message:
          '{type == "part-solid" ? ", solid component …" : ""} in nodules.reportSummary[0].text can give "" and shares the smart-filter part "mean diameter {size} mm{type == "part-solid" ? ", solid com…" with {size}: when it gives "", the filter removes the whole part, {size} with it; give the conditional a part of its own',
      },
      {
        code: 'smart-filter-bracket',
        severity: 'warning',
        line: 15,
        column: 27,
        message:
          'The brackets (…) in ReportOutput[1].text open in one smart-filter part and close in another ("(Fleischner 2017, {risk.displayValue})"): removing a part would leave them unbalanced, so the filter removes only the parts inside them and keeps the brackets; keep a bracket inside one part to say exactly what goes',
      },
    ]);
  });
});

const HEAD =
  'Metadata: {lang: en, title: T, description: D}\nComponents:\n  - Number: {id: a}\n  - Number: {id: b}\n  - Checkbox: {id: c}\n';

/** A form whose ReportOutput has one item with this text (YAML single-quoted). */
const reportForm = (text: string, extra = ''): string =>
  `${HEAD}ReportOutput:\n  - text: '${text.replace(/'/g, "''")}'\n${extra}`;

const codes = (text: string): string[] => hazards(text).map((h) => `${h.code} ${h.line}:${h.column}`);

describe('hazard 1: a conditional that can give "" shares its part', () => {
  it.each([
    // the conditional beside another placeholder in one part (column of the conditional's brace)
    ['Size {a} mm{c ? ", solid" : ""}.', ['smart-filter-empty-conditional 7:23']],
    ['Size {a} mm {If(c, "solid")}.', ['smart-filter-empty-conditional 7:24']],
    ['Size {a} mm {c ? (b > 1 ? "x" : "") : "y"}.', ['smart-filter-empty-conditional 7:24']],
    // an appended clause (its text starts with ", "): the text before it goes too
    ['Nodule seen{c ? ", solid" : ""}.', ['smart-filter-empty-conditional 7:23']],
    // the safe patterns: a part of its own, one expression, no "" branch
    ['Size {a} mm, {c ? "solid" : ""}.', []],
    ['Size {a} mm{c ? ", solid" : ", not solid"}.', []],
    ['Size {a + (c ? " mm, solid" : " mm")}.', []],
    ['Solid: {c ? "yes" : ""}.', []],
    // a conditional giving text only beside other placeholders in other parts
    ['Size {a} mm; {c ? "solid" : ""} nodule.', []],
    // the row marker's placeholders are no part
    ['Size {a} mm.||{c ? "x" : ""}', []],
  ])('%j', (text, expected) => {
    expect(codes(reportForm(text))).toEqual(expected);
  });
});

describe('hazard 2: brackets and quotes that open in one part and close in another', () => {
  it.each([
    ['Nodule (size {a} mm, density {b}) noted.', ['smart-filter-bracket 7:19']],
    ['Quoted "size {a}, density {b}" here.', ['smart-filter-bracket 7:19']],
    ['List [{a}; {b}].', ['smart-filter-bracket 7:17']],
    // inside one part, or no placeholder in the parts it spans: nothing to warn about
    ['Size {a} (approx) mm, density {b}.', []],
    ['Size {a}, (see note, below).', []],
    // single quotes are apostrophes as often as quotes: not checked
    ["The patient's size {a}, density {b}.", []],
  ])('%j', (text, expected) => {
    expect(codes(reportForm(text))).toEqual(expected);
  });
});

describe('which texts are checked', () => {
  const form = (components: string, report = "  - text: 'x'") =>
    `Metadata: {lang: en, title: T, description: D}\nComponents:\n  - Number: {id: a}\n  - Checkbox: {id: c}\n${components}\nReportOutput:\n${report}\n`;
  const HAZARD = `'Size {a} mm{c ? ", solid" : ""}.'`;

  it.each([
    ['a ReportOutput text', form('', `  - text: ${HAZARD}`), 1],
    [
      'a Summary item with smartFilter: false',
      form(`  - Summary: {id: s, reportTemplate: [{text: ${HAZARD}, smartFilter: false}]}`),
      0,
    ],
    ['a Report item', form(`  - Report: {id: r, items: [{text: ${HAZARD}}]}`), 1],
    ['a Summary template', form(`  - Summary: {id: s, reportTemplate: [{text: ${HAZARD}}]}`), 1],
    [
      'a Summary with smartFilterStyle marker',
      form(`  - Summary: {id: s, smartFilterStyle: marker, reportTemplate: [{text: ${HAZARD}}]}`),
      0,
    ],
    [
      'a List summary with style rows (the whole row is the part)',
      form(
        `  - List: {id: l, reportSummarySmartFilterStyle: rows, reportSummary: [{text: 'Solid {c ? "yes" : ""}, size {a}.'}], components: [{Number: {id: n}}]}`,
      ),
      1,
    ],
    [
      'a List collapse summary',
      form(`  - List: {id: l, collapseSummary: ${HAZARD}, components: [{Number: {id: n}}]}`),
      1,
    ],
    [
      'a List collapse summary without the auto filter',
      form(
        `  - List: {id: l, collapseSummary: ${HAZARD}, collapseSummaryAutoFilter: false, components: [{Number: {id: n}}]}`,
      ),
      0,
    ],
    ['a label (never filtered)', form(`  - Text: {id: t, label: ${HAZARD}}`), 0],
  ])('%s', (_what, text, count) => {
    expect(parseSpec(text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(hazards(text)).toHaveLength(count);
  });
});
