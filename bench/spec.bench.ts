// Spec bench: parse and validate a generated ~5,000-line specification with parseSpec, side by side with a
// bare `YAML.parse` of the same text. Target: validation costs at most 3× the bare parse.
import YAML from 'yaml';
import { parseSpec } from '@formwright/core/authoring';
import { sideBySide, type BenchRow } from './harness';

/** One realistic block of components (a Row with a Number, a Dropdown, an Option, a CheckboxList, a Text), ~50 lines. */
function block(i: number): string[] {
  return [
    `  - Row:`,
    `      id: row${i}`,
    `      label: Finding ${i}`,
    `      colSplit: 3`,
    `      checkbox: true`,
    `      components:`,
    `        - Number:`,
    `            id: size${i}`,
    `            label: Size`,
    `            suffix: mm`,
    `            minValue: 0`,
    `            maxValue: 200`,
    `            scale: 1`,
    `            refMaxValue: 10`,
    `            refWarningText: Above 10 mm needs follow-up`,
    `            mandatory: alert`,
    `        - Dropdown:`,
    `            id: side${i}`,
    `            options: [Right, Left, Bilateral]`,
    `            placeholder: Side`,
    `  - Option:`,
    `      id: grade${i}`,
    `      label: Grade`,
    `      options:`,
    `        - { value: 1, text: Mild }`,
    `        - { value: 2, text: Moderate }`,
    `        - { value: 3, text: Severe }`,
    `      optionLayout: fill-equal`,
    `      display: '=row${i}'`,
    `  - CheckboxList:`,
    `      id: features${i}`,
    `      label: Features`,
    `      columns: 2`,
    `      options:`,
    `        - Calcified`,
    `        - Spiculated`,
    `        - Lobulated`,
    `        - { value: none, text: None, exclusive: true }`,
    `      otherOption: yes`,
    `  - Text:`,
    `      id: comment${i}`,
    `      label: Comment`,
    `      placeholder: Free text`,
    `      dataarg: Exam.comment`,
    `  - StaticText:`,
    `      id: summary${i}`,
    `      value: '=size${i}'`,
    `      formatter: '{value} mm'`,
    `  - HR: {}`,
  ];
}

/** A specification of about `lines` lines: Metadata, repeated component blocks, a report output. */
export function generateSpec(lines = 5000): string {
  const out = [
    'Metadata:',
    '  lang: en',
    '  title: Bench form',
    '  description: Generated for the spec bench',
    'Components:',
  ];
  let i = 0;
  while (out.length < lines - 20) out.push(...block(++i));
  out.push('ReportOutput:');
  for (let j = 1; j <= Math.min(i, 6); j++)
    out.push(`  - text: 'Finding ${j}: {size${j}} mm, {side${j}}.'`, `    if: '=row${j}'`);
  return `${out.join('\n')}\n`;
}

export async function run(): Promise<BenchRow[]> {
  const text = generateSpec();
  const lineCount = text.split('\n').length - 1;
  const check = parseSpec(text);
  const errors = check.diagnostics.filter((d) => d.severity === 'error');
  const times = sideBySide(
    () => parseSpec(text),
    () => YAML.parse(text),
    30,
    5,
  );
  const factor = times.ours / times.baseline;
  return [
    {
      bench: 'spec',
      case: `parseSpec, ${lineCount} lines, ${check.spec?.all.length ?? 0} components`,
      ours: times.ours,
      baseline: times.baseline,
      unit: 'ms',
      target: '≤ 3× bare YAML.parse',
      met: factor <= 3 && errors.length === 0,
      note: `${factor.toFixed(2)}× the bare parse${errors.length ? `; ${errors.length} errors: ${errors[0]?.message}` : ''}`,
    },
  ];
}
