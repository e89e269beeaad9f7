import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';

/**
 * Issue 20 item 3: one plain message per YAML mistake, in the author's words, on the line to change
 * (before: a tab gave 8 errors, an unclosed `[` 11, in the parser's jargon).
 */
const head = 'Metadata:\n  lang: en\n  title: x\n  description: d\nReportOutput:\n  - text: x\nComponents:\n';
// Lines of `head` are 1-7; a case's own lines start at 8.

interface Case {
  readonly name: string;
  readonly body: string;
  /** [code, message, line] of each diagnostic, in order. */
  readonly expected: readonly (readonly [string, string, number])[];
}

const TAB = 'Indented with a tab: use spaces';

const cases: readonly Case[] = [
  { name: 'one tab-indented line', body: '  - Text:\n\tid: a\n', expected: [['invalid-yaml-tab', TAB, 9]] },
  {
    name: 'a run of tab-indented lines is one mistake',
    body: '  - Text:\n\tid: a\n\tlabel: b\n\tplaceholder: c\n\t\tdefault: d\n',
    expected: [['invalid-yaml-tab', TAB, 9]],
  },
  {
    name: 'two runs of tabs apart are two mistakes',
    body: '  - Text:\n\tid: a\n\tlabel: b\n  - Text:\n\t\tid: c\n',
    expected: [
      ['invalid-yaml-tab', TAB, 9],
      ['invalid-yaml-tab', TAB, 12],
    ],
  },
  {
    name: 'an unclosed `[`',
    body: '  - Dropdown:\n      id: a\n      options: [a, b\n  - Text:\n      id: c\n      label: x\n  - Text:\n      id: e\n',
    expected: [['yaml-mistake', 'A `[` is not closed: add `]` at the end of its list', 10]],
  },
  {
    name: 'an unclosed `{`',
    body: '  - Dropdown:\n      id: a\n      options: {a: b\n  - Text:\n      id: c\n',
    expected: [['yaml-mistake', 'A `{` is not closed: add `}` at the end of its mapping', 10]],
  },
  {
    name: 'a formula holding `: `',
    body: '  - Number:\n      id: a\n      value: =b ? 1: 2\n',
    expected: [['yaml-mistake', 'Put a formula containing `: ` or `? ` in quotes', 10]],
  },
  {
    name: 'a formula holding `? ` and ` : `',
    body: '  - Number:\n      id: a\n      value: =b ? 1 : 2\n',
    expected: [['yaml-mistake', 'Put a formula containing `: ` or `? ` in quotes', 10]],
  },
  {
    name: 'a text holding `: `',
    body: '  - Text:\n      id: a\n      label: Note: this\n',
    expected: [['yaml-mistake', 'Put a text containing `: ` in quotes', 10]],
  },
  {
    name: 'a property level with the `- ` of its component',
    body: '  - Text:\n  id: a\n',
    expected: [['yaml-mistake', 'Indent `id` under `Text:`', 9]],
  },
  {
    name: 'a property level with its component type',
    body: '  - Text:\n      id: a\n    label: b\n',
    expected: [['yaml-mistake', 'Indent `label` under `Text:`', 10]],
  },
  {
    name: 'all properties level with the component type',
    body: '  - Text:\n    id: a\n    label: b\n',
    expected: [['yaml-mistake', 'Indent `id` and `label` under `Text:`', 9]],
  },
  {
    name: 'a property indented further than the one above',
    body: '  - Text:\n      id: a\n        label: b\n',
    expected: [['yaml-mistake', 'Line up `label` with `id` above it', 10]],
  },
  {
    name: 'a property indented less than the one above',
    body: '  - Text:\n      id: a\n     label: b\n',
    expected: [['yaml-mistake', 'Line up `label` with `id` above it', 10]],
  },
  {
    name: 'an item out of line with the items above',
    body: '  - Text:\n      id: a\n    - Text:\n      id: b\n',
    expected: [['yaml-mistake', 'Line up this `- ` item with the one on line 8 (2 spaces before `-`)', 10]],
  },
  {
    name: 'a repeated key, once, at the second one',
    body: '  - Text:\n      id: a\n      label: x\n      label: y\n',
    expected: [['yaml-mistake', '`label` is written twice in this mapping (also on line 10): keep one', 11]],
  },
  {
    name: 'a repeated first key of a list item',
    body: '  - Text:\n      id: a\n      label: x\n  - Text:\n      id: b\n      id: c\n',
    expected: [['yaml-mistake', '`id` is written twice in this mapping (also on line 12): keep one', 13]],
  },
  {
    name: 'a key written three times: once per repetition',
    body: '  - Text:\n      id: a\n      label: x\n      label: y\n      label: z\n',
    expected: [
      ['yaml-mistake', '`label` is written twice in this mapping (also on line 10): keep one', 11],
      ['yaml-mistake', '`label` is written twice in this mapping (also on line 11): keep one', 12],
    ],
  },
  {
    name: 'a repeated quoted key',
    body: '  - Text:\n      id: a\n      "label": x\n      label: y\n',
    expected: [['yaml-mistake', '`label` is written twice in this mapping (also on line 10): keep one', 11]],
  },
  {
    name: 'a repeated key in a flow mapping',
    body: '  - Dropdown:\n      id: a\n      options: [{value: a, value: b}]\n',
    expected: [['yaml-mistake', '`value` is written twice in this mapping: keep one', 10]],
  },
];

describe("YAML mistakes: one plain message each, in the author's words (issue 20 item 3)", () => {
  it.each(cases)('$name', ({ body, expected }) => {
    const { diagnostics } = parseSpec(`${head}${body}`);
    expect(diagnostics.map((d) => [d.code, d.message, d.line])).toEqual(expected);
  });

  it('a repeated key is one diagnostic at the repeated key, not the parser message', () => {
    const { diagnostics } = parseSpec(
      `${head}  - Text:\n      id: a\n      label: x\n      placeholder: p\n      label: y\n`,
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'yaml-mistake',
      severity: 'error',
      message: '`label` is written twice in this mapping (also on line 10): keep one',
      line: 12,
      column: 7,
    });
    expect(diagnostics[0]?.message).not.toMatch(/Exception|Map keys/);
  });

  it("uses the issue's words", () => {
    const messages = cases.flatMap((c) => c.expected.map((e) => e[1].toLowerCase()));
    expect(messages).toContain('indent `label` under `text:`');
    expect(messages).toContain('put a formula containing `: ` or `? ` in quotes');
    expect(messages.some((m) => m.includes('a tab: use spaces'))).toBe(true);
  });

  it('every message points at the mistaken line, never at the head', () => {
    for (const { body } of cases) {
      for (const d of parseSpec(`${head}${body}`).diagnostics) expect(d.line).toBeGreaterThan(7);
    }
  });

  it('a correct form gives none of them', () => {
    const { diagnostics } = parseSpec(
      `${head}  - Text:\n      id: a\n      label: 'Note: this'\n  - Number:\n      id: n\n      value: '=a ? 1 : 2'\n`,
    );
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
