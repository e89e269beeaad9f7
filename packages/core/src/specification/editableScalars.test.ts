import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import starterText from '../../../../fixtures/forms/starter.yaml?raw';
import { parseEdit, parseText, type ParsedText } from './parse';
import { parseSpec } from './parseSpec';
import { readFormText } from './readFormText';

const corpus = import.meta.glob('../../../../fixtures/forms/corpus/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const fixtures: [string, string][] = [
  ['demo.yaml', demoText],
  ['starter.yaml', starterText],
  ...Object.entries(corpus).filter(([name]) => !name.endsWith('.tests.yaml')),
];

/**
 * An incremental reading is the whole reading: the same root, diagnostics, the same spans for every
 * container, key and value, and the same lines and columns for each of them and around every line break.
 */
function expectSameReading(incremental: ParsedText, full: ParsedText, text: string): void {
  expect(incremental.root).toStrictEqual(full.root);
  expect(incremental.diagnostics).toEqual(full.diagnostics);
  const walk = (a: unknown, b: unknown): void => {
    const la = incremental.sourceMap.loc(a);
    const lb = full.sourceMap.loc(b);
    expect(la).toEqual(lb);
    if (!la || !lb) return;
    for (const span of [la.span, ...la.keys.values(), ...la.values.values()])
      expect(incremental.sourceMap.range(span)).toEqual(full.sourceMap.range(span));
    for (const key of la.values.keys())
      walk((a as Record<string | number, unknown>)[key], (b as Record<string | number, unknown>)[key]);
  };
  walk(incremental.root, full.root);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
    for (const at of [i, i + 1])
      expect(incremental.sourceMap.range([at, at])).toEqual(full.sourceMap.range([at, at]));
}

const BASE = [
  'Metadata:',
  '  lang: en',
  '  title: Demo form',
  'ReportOutput:',
  "  - text: '{n1} mm'",
  'Components:',
  '  - Number:',
  '      id: n1',
  '      label: Size # a comment',
  '      suffix: "mm"',
  '      scale: 1',
  '  - Text:',
  '      id: t1',
  "      label: '=n1 + 1'",
  '      options: [a, b]',
  '      description: first',
  '        second',
  '      note: |',
  '        block',
  '',
].join('\n');

/** Inserts `insert` after the first `after` (after `at` of it when given), removing `remove` characters. */
function edit(text: string, after: string, insert: string, remove = 0, at = after.length): string {
  const i = text.indexOf(after);
  if (i < 0) throw new Error(`no ${after}`);
  return text.slice(0, i + at) + insert + text.slice(i + at + remove);
}

interface Case {
  readonly name: string;
  readonly before?: string;
  readonly after: (text: string) => string;
  readonly incremental: boolean;
}

const cases: Case[] = [
  { name: 'typing at the end of a label', after: (t) => edit(t, 'label: Size', 'x'), incremental: true },
  { name: 'typing at the start of a value', after: (t) => edit(t, 'title: ', 'A'), incremental: true },
  { name: 'typing inside a quoted formula', after: (t) => edit(t, "'=n1 + ", '0'), incremental: true },
  { name: 'typing inside a double-quoted value', after: (t) => edit(t, '"m', 'x'), incremental: true },
  { name: 'deleting a character', after: (t) => edit(t, 'label: Si', '', 1), incremental: true },
  { name: 'a number growing', after: (t) => edit(t, 'scale: 1', '2'), incremental: true },
  { name: 'a value turning into a number', after: (t) => edit(t, 'lang: ', '1', 2), incremental: true },
  { name: 'a value turning into a boolean', after: (t) => edit(t, 'lang: ', 'true', 2), incremental: true },
  { name: 'a list item of the report', after: (t) => edit(t, "'{n1} m", 'x'), incremental: true },
  { name: 'the same text', after: (t) => t, incremental: true },
  { name: 'typing a #', after: (t) => edit(t, 'label: Size', '#'), incremental: false },
  { name: 'typing a # after a space', after: (t) => edit(t, 'title: Demo ', '#'), incremental: false },
  { name: 'typing ": "', after: (t) => edit(t, 'title: Demo', ': '), incremental: false },
  { name: 'typing a colon at the end', after: (t) => edit(t, 'title: Demo form', ':'), incremental: false },
  { name: 'a space at the end', after: (t) => edit(t, 'label: Size', ' '), incremental: false },
  { name: 'typing a comma', after: (t) => edit(t, 'title: Demo', ','), incremental: false },
  { name: 'editing a key', after: (t) => edit(t, 'suffix', 'x'), incremental: false },
  { name: 'editing inside a flow list', after: (t) => edit(t, '[a', 'x'), incremental: false },
  { name: 'typing a line break', after: (t) => edit(t, 'title: Demo', '\n'), incremental: false },
  {
    name: 'editing a value on two lines',
    after: (t) => edit(t, 'description: fir', 'x'),
    incremental: false,
  },
  { name: 'editing a block scalar', after: (t) => edit(t, '        blo', 'x'), incremental: false },
  { name: 'removing a closing quote', after: (t) => edit(t, '"mm', '', 1), incremental: false },
  { name: 'a quote after the quoted value', after: (t) => edit(t, '"mm"', 'x'), incremental: false },
  { name: 'a value turning into an alias', after: (t) => edit(t, 'label: ', '*'), incremental: false },
  { name: 'a value turning into an anchor', after: (t) => edit(t, 'label: ', '&'), incremental: false },
  { name: 'a value turning into a tag', after: (t) => edit(t, 'label: ', '!'), incremental: false },
  { name: 'a value turning into a list', after: (t) => edit(t, 'label: ', '- '), incremental: false },
  { name: 'deleting a whole value', after: (t) => edit(t, 'scale: ', '', 1), incremental: false },
  { name: 'an edit over two values', after: (t) => edit(t, 'id: n', '', 8), incremental: false },
  {
    name: 'a document with an anchor',
    before: edit(BASE, 'title: ', '&t '),
    after: (t) => edit(t, 'label: Size', 'x'),
    incremental: false,
  },
  {
    name: 'a document with an alias',
    before: `${BASE}  - Text:\n      id: t2\n      label: *t\n`.replace('title: ', 'title: &t '),
    after: (t) => edit(t, 'label: Size', 'x'),
    incremental: false,
  },
  {
    name: 'a document with a tag',
    before: edit(BASE, 'lang: ', '!!str '),
    after: (t) => edit(t, 'label: Size', 'x'),
    incremental: false,
  },
  {
    name: 'a document with a %YAML directive',
    before: `%YAML 1.1\n---\n${BASE}`,
    after: (t) => edit(t, 'label: Size', 'x'),
    incremental: false,
  },
  {
    name: 'a document with diagnostics',
    before: edit(BASE, 'title: Demo form', ': x'),
    after: (t) => edit(t, 'label: Size', 'x'),
    incremental: false,
  },
  {
    name: 'a top level that is a list',
    before: '- a: x\n- b: y\n',
    after: (t) => edit(t, 'a: x', 'x'),
    incremental: false,
  },
];

describe('reading an edit inside one scalar value (parseEdit)', () => {
  it.each(cases)('$name', ({ before = BASE, after, incremental }) => {
    const text = after(before);
    const previous = parseText(before);
    expect(parseEdit(text, previous) !== undefined).toBe(incremental);
    expectSameReading(parseText(text, previous), parseText(text), text);
  });

  it('edits read one after the other stay the whole reading', () => {
    let text = BASE;
    let previous = parseText(text);
    for (const ch of 'abc') {
      text = edit(text, 'label: Size', ch);
      const next = parseEdit(text, previous);
      expect(next).toBeDefined();
      if (!next) return;
      expectSameReading(next, parseText(text), text);
      previous = next;
    }
  });

  it('parseSpec and readFormText given the previous result give the same result', () => {
    const before = demoText;
    const i = before.indexOf('label: ') + 'label: '.length + 2;
    const text = `${before.slice(0, i)}x${before.slice(i)}`;
    const previous = parseSpec(before);
    expect(parseSpec(text, { previous })).toEqual(parseSpec(text));
    const read = readFormText(before, undefined);
    expect(readFormText(text, undefined, { previous: read })).toEqual(readFormText(text, undefined));
  });
});

describe('random single-character edits of the fixtures (fast-check)', () => {
  const alphabet = [
    'a',
    'Z',
    '1',
    ' ',
    '#',
    ':',
    ',',
    '"',
    "'",
    '\n',
    '-',
    '[',
    '{',
    '*',
    '&',
    '!',
    '|',
    '\\',
    '\t',
  ];
  it('every edit, read from the reading before it, is the whole reading of the new text', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(
          fc.record({
            at: fc.integer({ min: 0, max: 1 << 30 }),
            insert: fc.option(fc.constantFrom(...alphabet), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        ([, start], edits) => {
          let text = start;
          let previous = parseText(text);
          for (const { at, insert } of edits) {
            const i = at % (text.length + 1);
            text =
              insert === undefined
                ? text.slice(0, i) + text.slice(i + 1)
                : text.slice(0, i) + insert + text.slice(i);
            if (parseEdit(text, previous)) accepted++;
            const next = parseText(text, previous);
            expectSameReading(next, parseText(text), text);
            previous = next;
          }
        },
      ),
      { numRuns: 150 },
    );
    // The fuzz reaches the incremental path, not only the fallback.
    expect(accepted).toBeGreaterThan(20);
  }, 60_000);
});
