import { describe, expect, it } from 'vitest';
import { nodesToMarkup } from './nodesToMarkup';
import { parseReportMarkup } from './parseReportMarkup';
import { nodesToPlainText, reportPlainText } from './plainText';

const codes = (markup: string, reportVersion: 'v1' | 'v2' = 'v2'): string[] =>
  parseReportMarkup(markup, { reportVersion }).diagnostics.map((d) => d.code);

describe('parseReportMarkup', () => {
  it.each([
    ['plain text stays as written', 'Nodule 12 mm.\nNo effusion.', 'Nodule 12 mm.\nNo effusion.'],
    ['style tags are removed in plain text', '<b>Impression:</b> <i>benign</i>', 'Impression: benign'],
    ['headings and small are removed too', '<h1>CT</h1>\n<small>note</small>', 'CT\nnote'],
    ['tag names are case-insensitive', '<B>x</B>', 'x'],
    ['unknown tags stay literal text', 'a <script>x</script> b', 'a <script>x</script> b'],
    ['a stray < stays literal', 'size < 5 mm and 3<4', 'size < 5 mm and 3<4'],
    ['an allowed tag with attributes is still the tag', '<b class="x">y</b>', 'y'],
    ['CR LF becomes LF', 'a\r\nb\rc', 'a\nb\nc'],
    ['control characters are removed', 'a\u0007b\u0000c\u001bd', 'abcd'],
    ['bidi overrides are removed, RTL letters kept', 'x \u202Eשלום\u202C y', 'x שלום y'],
    ['emoji are kept', 'ok 👍', 'ok 👍'],
    [
      'escaped characters are the characters',
      '&lt;h1&gt;BIG&lt;/h1&gt; &amp; &LT;x&GT;',
      '<h1>BIG</h1> & <x>',
    ],
    ['another & is a plain ampersand', 'A & B &nbsp; &amp;lt;', 'A & B &nbsp; &lt;'],
  ])('%s', (_name, markup, plain) => {
    expect(reportPlainText(markup)).toBe(plain);
  });

  it('builds nested style nodes', () => {
    const { nodes, diagnostics } = parseReportMarkup('<b>A <i>B</i></b>C');
    expect(diagnostics).toEqual([]);
    expect(nodes).toEqual([
      {
        kind: 'style',
        tag: 'b',
        children: [
          { kind: 'text', text: 'A ' },
          { kind: 'style', tag: 'i', children: [{ kind: 'text', text: 'B' }] },
        ],
      },
      { kind: 'text', text: 'C' },
    ]);
  });

  it('warns about control characters once with their count', () => {
    const d = parseReportMarkup('a\u0001\u0002b').diagnostics;
    expect(d.map((x) => x.code)).toEqual(['report-control-characters']);
    expect(d[0]?.message).toContain('2');
  });

  it.each([
    ['an unclosed style', '<b>bold', ['report-tag-unclosed']],
    ['a closing tag without opening', 'text</i>', ['report-tag-unopened']],
    ['a crossed close closes the inner tag with a warning', '<b><i>x</b>y', ['report-tag-unclosed']],
    [
      'a nested table',
      '<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>',
      ['report-table-nested'],
    ],
    [
      'a td outside tr',
      '<table><td>x</td></table>',
      ['report-table-misplaced', 'report-table-misplaced', 'report-tag-unopened'],
    ],
    [
      'a tr outside table',
      '<tr><td>x</td></tr>',
      ['report-table-misplaced', 'report-table-misplaced', 'report-tag-unopened', 'report-tag-unopened'],
    ],
    ['a thead outside table', '<thead>x</thead>', ['report-table-misplaced', 'report-tag-unopened']],
    ['an unclosed table', '<table><tr><td>x', ['report-tag-unclosed']],
    ['a table in a v1 report', '<table><tr><td>x</td></tr></table>', ['table-needs-v2'], 'v1'],
  ] as [string, string, string[], ('v1' | 'v2')?][])('warns about %s', (_name, markup, expected, version) => {
    expect(codes(markup, version ?? 'v2')).toEqual(expected);
  });

  it('keeps the text of misplaced table parts', () => {
    expect(reportPlainText('<tr><td>kept</td></tr>')).toBe('kept');
  });

  it('flattens a nested table into the outer cell', () => {
    const plain = reportPlainText(
      '<table><tr><td>a<table><tr><td>b</td></tr></table></td><td>c</td></tr></table>',
    );
    expect(plain).toBe('ab  c');
  });

  it('reads table size and column widths', () => {
    const { nodes } = parseReportMarkup('<table size="sm" widths="1, 3"><tr><td>a</td></tr></table>');
    expect(nodes[0]).toMatchObject({ kind: 'table', size: 'sm', widths: [1, 3] });
  });

  it('ignores an unknown table size and bad widths', () => {
    const { nodes } = parseReportMarkup('<table size="huge" widths="1,-2"><tr><td>a</td></tr></table>');
    expect(nodes[0]).toMatchObject({ kind: 'table', size: 'md' });
    expect(nodes[0]).not.toHaveProperty('widths');
  });
});

describe('plain text of tables', () => {
  it('aligns columns, underlines the header and puts the table on lines of its own', () => {
    const markup =
      'Lesions:<table><thead><tr><td>Site</td><td>Size</td></tr></thead>' +
      '<tbody><tr><td>Liver segment 7</td><td>14 mm</td></tr><tr><td>Lung</td><td>9 mm</td></tr></tbody></table>Sum 23 mm';
    expect(reportPlainText(markup)).toBe(
      [
        'Lesions:',
        'Site             Size',
        '---------------  -----',
        'Liver segment 7  14 mm',
        'Lung             9 mm',
        'Sum 23 mm',
      ].join('\n'),
    );
  });

  it('pads rows with fewer cells', () => {
    expect(reportPlainText('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>')).toBe(
      'a  b\nc',
    );
  });

  it('takes one line break after a table as the end of its last line', () => {
    expect(reportPlainText('A\n<table><tr><td>a</td></tr></table>\nB\n\nC')).toBe('A\na\nB\n\nC');
  });

  it.each([
    ['a placeholder after a label', 'F: <table><tr><td>a</td></tr></table>', 'F:\na'],
    ['spaces and a tab', 'F:  \t<table><tr><td>a</td></tr></table>', 'F:\na'],
    ['a line of blanks only', 'A\n   <table><tr><td>a</td></tr></table>', 'A\na'],
    ['a styled label', '<b>F: </b><table><tr><td>a</td></tr></table>', 'F:\na'],
  ])('trims the trailing blanks of the line before a table: %s', (_, markup, text) => {
    expect(reportPlainText(markup)).toBe(text);
  });

  it('keeps the spaces of text that follows a table', () => {
    expect(reportPlainText('<table><tr><td>a</td></tr></table> B ')).toBe('a\n B ');
  });

  it('renders a v1 table as aligned text lines', () => {
    expect(reportPlainText('x<table><tr><td>a</td><td>bb</td></tr></table>y', { reportVersion: 'v1' })).toBe(
      'x\na  bb\ny',
    );
  });
});

describe('nodesToMarkup', () => {
  it.each([
    '<b>A <i>B</i></b>C',
    'size < 5 <script>',
    '<table size="sm" widths="1,2"><thead><tr><td>h</td></tr></thead><tbody><tr><td><b>x</b></td></tr></tbody></table>',
  ])('round-trips %s', (markup) => {
    const first = parseReportMarkup(markup).nodes;
    const again = parseReportMarkup(nodesToMarkup(first));
    expect(again.diagnostics).toEqual([]);
    expect(again.nodes).toEqual(first);
    expect(nodesToPlainText(again.nodes)).toBe(nodesToPlainText(first));
  });

  it('closes what was left open and drops what was misplaced', () => {
    expect(nodesToMarkup(parseReportMarkup('<B>x<i>y').nodes)).toBe('<b>x<i>y</i></b>');
    expect(nodesToMarkup(parseReportMarkup('a</b><td>c').nodes)).toBe('ac');
  });
});

describe('where markup warnings point', () => {
  it('at no place in the form without a locator, naming the line and column in the markup', () => {
    const [d] = parseReportMarkup('first\nab</b>').diagnostics;
    expect(d).toMatchObject({ origin: 'none', line: 1, column: 1, path: ['ReportOutput'] });
    expect(d?.message).toBe(
      'Report markup: </b> closes nothing and is ignored (at line 2, column 3 of the rendered report markup)',
    );
  });

  it('at the place the locator gives for the offset', () => {
    const range = { line: 7, column: 5, endLine: 7, endColumn: 20, from: 90, to: 105 };
    const seen: number[] = [];
    const [d] = parseReportMarkup('first\nab</b>', {
      locate: (from) => {
        seen.push(from);
        return { path: ['ReportOutput', 3], range, name: 'ReportOutput[3]' };
      },
    }).diagnostics;
    expect(seen).toEqual([8]);
    expect(d).toMatchObject({ origin: 'spec', line: 7, column: 5, path: ['ReportOutput', 3] });
    expect(d?.message).toMatch(/\(in ReportOutput\[3\]\)$/);
  });
});

describe('nodesToMarkup', () => {
  it('writes text with entities, so no tag but the report tags is in it', () => {
    const markup = nodesToMarkup(parseReportMarkup('<b>x</b> <img src=y onerror=z> a < b & c').nodes);
    expect(markup).toBe('<b>x</b> &lt;img src=y onerror=z&gt; a &lt; b &amp; c');
  });
});
