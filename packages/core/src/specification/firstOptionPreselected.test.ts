import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';

/** The 'first-option-preselected' findings of a form of one entry (written on line 4). */
function preselected(entry: string) {
  const text = `${HEAD}  ${entry}\n`;
  return parseSpec(text, { knownProviders: ['Pacs'] })
    .diagnostics.filter((d) => d.code === 'first-option-preselected')
    .map((d) => [d.severity, d.line, text.slice(d.from, d.to), d.message] as const);
}

const says = (first: string) =>
  `Dropdown d has no placeholder, so it starts on its first option${first} as if the user had chosen it; add a placeholder to let it start empty`;

describe('a Dropdown without placeholder preselects its first option: an info (issue 20 item 6, docs/components.md#dropdown)', () => {
  it.each<[string, string, string | undefined]>([
    ['plain options', '- Dropdown: { id: d, options: [One, Two] }', ' (One)'],
    [
      'option objects, the first disabled',
      '- Dropdown: { id: d, options: [{ value: r, text: Right, disabled: true }, { value: l, text: Left }] }',
      ' (Left)',
    ],
    ['an option with a value only', '- Dropdown: { id: d, options: [{ value: 3 }] }', ' (3)'],
    ['an empty placeholder', "- Dropdown: { id: d, placeholder: '', options: [One] }", ' (One)'],
    ['options from a formula', '- Dropdown: { id: d, options: \'=["a", "b"]\' }', ''],
    ['a value from a data provider', '- Dropdown: { id: d, dataarg: Pacs.side, options: [L, R] }', undefined],
    ['a placeholder', '- Dropdown: { id: d, placeholder: Choose, options: [One] }', undefined],
    ['a written value', '- Dropdown: { id: d, value: Two, options: [One, Two] }', undefined],
    ['a value from a formula', '- Dropdown: { id: d, value: \'="Two"\', options: [One, Two] }', undefined],
    ['no options at all (choice-no-options says it)', '- Dropdown: { id: d }', undefined],
    ['a radio Option, which starts empty', '- Option: { id: d, options: [One, Two] }', undefined],
  ])('%s', (_name, entry, first) => {
    expect(preselected(entry)).toEqual(first === undefined ? [] : [['info', 4, 'Dropdown', says(first)]]);
  });
});
