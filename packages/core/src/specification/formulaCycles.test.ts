import { describe, expect, it } from 'vitest';
import { stronglyConnected } from './stronglyConnected';
import { parseSpec } from './parseSpec';

const HEAD = 'Metadata: {lang: en, title: T, description: D}\nReportOutput: []\nComponents:\n';

/** The 'formula-cycle' findings of a form whose components are `lines` (the first is on line 4). */
function cycles(lines: readonly string[]) {
  const text = HEAD + lines.map((l) => `  ${l}\n`).join('');
  return parseSpec(text)
    .diagnostics.filter((d) => d.code === 'formula-cycle')
    .map((d) => [d.severity, d.componentId, d.line, text.slice(d.from, d.to), d.message] as const);
}

const TAIL = '; none can be calculated before the others, so they stay empty or never settle';

describe('circular value formulas are named with every line (issue 20 item 6)', () => {
  it.each<[string, string[], [string, number, string][], string]>([
    [
      'two formulas reading each other',
      ["- Number: { id: a, value: '=b + 1' }", "- Number: { id: b, value: '=a + 1' }"],
      [
        ['a', 4, "'=b + 1'"],
        ['b', 5, "'=a + 1'"],
      ],
      'a.value (line 4) and b.value (line 5) read each other',
    ],
    [
      'a formula reading itself',
      ['- Number: { id: n }', "- Number: { id: a, value: '=a + n' }"],
      [['a', 5, "'=a + n'"]],
      'a.value (line 5) reads itself',
    ],
    [
      'a circle of three through displayValue, a calculated (:=) value and a List item',
      [
        "- Text: { id: c, value: '=a.displayValue' }",
        '- List:',
        '    id: L',
        '    components:',
        "      - Text: { id: b, value: ':=c' }",
        "- Dropdown: { id: a, value: '=b', options: [{ value: x }] }",
      ],
      [
        ['c', 4, "'=a.displayValue'"],
        ['b', 8, "':=c'"],
        ['a', 9, "'=b'"],
      ],
      'c.value (line 4), b.value (line 8) and a.value (line 9) read each other',
    ],
  ])('%s', (_name, lines, sites, cycle) => {
    expect(cycles(lines)).toEqual(
      sites.map(([id, line, written]) => [
        'warning',
        id,
        line,
        written,
        `Circular formulas: ${cycle}${TAIL}`,
      ]),
    );
  });

  it.each<[string, string[]]>([
    [
      'a chain',
      ["- Number: { id: a, value: '=b + 1' }", "- Number: { id: b, value: '=c + 1' }", '- Number: { id: c }'],
    ],
    ['an initial value reading itself', ["- Number: { id: a, value: '5||init=a' }"]],
    [
      'a label or hidden that reads the value',
      ["- Number: { id: a, value: '=b', hidden: '=a > 1' }", "- Number: { id: b, label: '=a' }"],
    ],
    [
      'a property other than the value',
      ["- Number: { id: a, value: '=b.label' }", "- Text: { id: b, label: '=a', value: '=a' }"],
    ],
  ])('%s is no circle', (_name, lines) => {
    expect(cycles(lines)).toEqual([]);
  });
});

describe('stronglyConnected', () => {
  it.each<[string, Record<string, string[]>, string[][]]>([
    ['no edges', { a: [], b: [] }, [['a'], ['b']]],
    ['a chain, producers first', { a: ['b'], b: ['c'], c: [] }, [['c'], ['b'], ['a']]],
    ['a circle and a reader', { r: ['a'], a: ['b'], b: ['a'] }, [['b', 'a'], ['r']]],
    ['a self loop', { a: ['a'] }, [['a']]],
  ])('%s', (_name, graph, expected) => {
    expect(stronglyConnected(Object.keys(graph), (n) => graph[n] ?? [])).toEqual(expected);
  });
});
