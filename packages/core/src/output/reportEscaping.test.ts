import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createForm, ManualClock } from '../engine';
import { parseSpec } from '../specification';
import { collectOutputs, type FormOutputs } from './collectOutputs';
import { snapshotReportRtf } from './formRtf';
import { nodesToMarkup } from './nodesToMarkup';
import { parseReportMarkup } from './parseReportMarkup';
import { STYLE_TAGS, TABLE_TAGS } from './richText';
import { applyStep } from '../engine/interactions';

/** Runs a v2 form with the given components and report items, then the actions; every output and the RTF. */
function render(
  components: string[],
  report: string[],
  actions: object[] = [],
): { outputs: FormOutputs; rtf: string } {
  const text = [
    'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
    'Components:',
    ...components.map((c) => `  - ${c}`),
    'ReportOutput:',
    ...report.map((r) => `  - ${r}`),
  ].join('\n');
  const parsed = parseSpec(text);
  if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
  const store = createForm(parsed.spec, { clock: new ManualClock() });
  for (const a of actions) applyStep(store, a as never);
  store.flush();
  const snapshot = store.getSnapshot();
  return { outputs: collectOutputs(snapshot), rtf: snapshotReportRtf(snapshot).rtf };
}

const ATTACK = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
const ALLOWED = new Set<string>([...STYLE_TAGS, ...TABLE_TAGS]);

/** Tag names in markup that are not the allowed report tags. */
function foreignTags(markup: string): string[] {
  return [...markup.matchAll(/<\/?([A-Za-z][A-Za-z0-9]*)/g)]
    .map((m) => (m[1] ?? '').toLowerCase())
    .filter((t) => !ALLOWED.has(t));
}

describe('values typed by users are text in the report, never markup', () => {
  it('escapes HTML typed into a Text field in reportMarkup, and shows it as typed in the plain report', () => {
    const { outputs } = render(['Text: { id: c }'], ["text: 'Comment: {c}'"], [{ set: 'c', value: ATTACK }]);
    expect(outputs.reportMarkup).toBe(
      'Comment: &lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(foreignTags(outputs.reportMarkup)).toEqual([]);
    expect(outputs.report).toBe(`Comment: ${ATTACK}`);
  });

  it('never lets a typed <h1> become a heading: the RTF holds the characters at body size', () => {
    const { outputs, rtf } = render(
      ['Text: { id: c }'],
      ["text: '<b>Note:</b> {c}'"],
      [{ set: 'c', value: '<h1>BIG</h1> & more' }],
    );
    expect(outputs.report).toBe('Note: <h1>BIG</h1> & more');
    expect(outputs.reportMarkup).toBe('<b>Note:</b> &lt;h1&gt;BIG&lt;/h1&gt; &amp; more');
    expect(rtf).toContain('<h1>BIG</h1> & more');
    expect(rtf).not.toContain('\\fs40'); // the h1 size
    expect(rtf).toContain('{\\b Note:}');
  });

  it('escapes tags that the author wrote but are not report tags', () => {
    const { outputs } = render([], [`text: '${ATTACK}'`]);
    expect(foreignTags(outputs.reportMarkup)).toEqual([]);
    expect(outputs.report).toBe(ATTACK);
  });

  it('keeps the template tags and ToTable tables as markup, with the cells escaped', () => {
    const { outputs } = render(
      ['Text: { id: a }', 'Text: { id: b }'],
      ['text: \'<h2>T</h2>{ToTable([["Size", a], ["Site", b]])}\''],
      [
        { set: 'a', value: '<b>5</b>' },
        { set: 'b', value: 'liver & spleen' },
      ],
    );
    expect(outputs.reportMarkup).toMatch(/^<h2>T<\/h2><table widths="[\d,]+"><thead><tr><td>Size<\/td>/);
    expect(outputs.reportMarkup).toContain('<td>&lt;b&gt;5&lt;/b&gt;</td>');
    expect(outputs.reportMarkup).toContain('<td>liver &amp; spleen</td>');
    expect(outputs.report.split('\n')).toEqual([
      'T',
      'Size  <b>5</b>',
      '----  --------------',
      'Site  liver & spleen',
    ]);
  });

  it("keeps a Summary's report and a List's summary as markup, their values escaped once", () => {
    const { outputs } = render(
      [
        'Text: { id: c }',
        "Summary: { id: s, reportTemplate: [{ text: '<b>Seen:</b> {c}' }] }",
        "List: { id: L, minCount: 1, reportSummary: [{ text: '<i>{t}</i>' }], components: [{ Text: { id: t } }] }",
      ],
      ["text: '{s}'", "text: '{L.reportSummary}'"],
      [
        { set: 'c', value: 'a < b' },
        { set: 'L_1_t', value: '1 > 0' },
      ],
    );
    expect(outputs.reportMarkup).toBe('<b>Seen:</b> a &lt; b\n<i>1 &gt; 0</i>');
    expect(outputs.report).toBe('Seen: a < b\n1 > 0');
  });

  it('compares raw values in an item condition', () => {
    const { outputs } = render(
      ['Text: { id: c }'],
      ["{ text: 'matched {c}', if: '=c == \"a<b\"' }"],
      [{ set: 'c', value: 'a<b' }],
    );
    expect(outputs.report).toBe('matched a<b');
  });

  it('decodes the entities a value was escaped to, whatever case a helper gave them', () => {
    const { outputs } = render(['Text: { id: c }'], ["text: '{ToUpper(c)}'"], [{ set: 'c', value: 'x<y&z' }]);
    expect(outputs.report).toBe('X<Y&Z');
  });
});

describe('normalised markup has no tag but the report tags', () => {
  it('holds for any text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              '<',
              '>',
              '&',
              '&lt;',
              '&amp;',
              '<b>',
              '</b>',
              '<script>',
              '<img src=x>',
              '<table>',
            ),
            fc.constantFrom('<td>', '</tr>', '<tr>', '</table>', '<h1>', '<foo bar="1">', '<sCrIpT>'),
          ),
        ),
        (parts) => {
          const markup = nodesToMarkup(parseReportMarkup(parts.join('')).nodes);
          expect(foreignTags(markup)).toEqual([]);
          // And it reads back as the same tree.
          expect(nodesToMarkup(parseReportMarkup(markup).nodes)).toBe(markup);
        },
      ),
      { numRuns: 300 },
    );
  });
});
