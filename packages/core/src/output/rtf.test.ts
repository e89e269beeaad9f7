import { describe, expect, it } from 'vitest';
import { parseFontSizeInput, pointsToHalfPoints } from './fontSize';
import { cellEdges, escapeRtfText, getReportRtf, getReportSectionsRtf, markupToRtf } from './rtf';

/** The body of an RTF document: everything after the header line that sets the base font. */
const body = (rtf: string): string =>
  rtf
    .slice(rtf.indexOf('\\viewkind4'))
    .replace(/^[^\n]*\n/, '')
    .slice(0, -1);

/** True when every `{` has its `}` (ignoring escaped ones) and the document is one group. */
function balanced(rtf: string): boolean {
  let depth = 0;
  for (let i = 0; i < rtf.length; i++) {
    const c = rtf[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth < 0) return false;
    if (depth === 0 && i < rtf.length - 1) return false;
  }
  return depth === 0;
}

describe('font sizes', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [1, 1],
    [199, 199],
    ['10.5', 10.5],
    ['50%', 4.5],
    ['100%', 9],
    [0, undefined],
    [200, undefined],
    [-3, undefined],
    ['0%', undefined],
    ['101%', undefined],
    ['big', undefined],
    ['12pt', undefined],
    [null, undefined],
    [true, undefined],
  ])('font-size input %j gives %j (base 9)', (input, expected) => {
    expect(parseFontSizeInput(input, 9)).toBe(expected);
  });

  it.each([
    [9, 20],
    [18, 40],
    [13.5, 30],
    [9 * 1.17, 23],
    [9 * 0.8, 16],
  ])('%s points become %s RTF half-points by the factor 10/9', (pt, half) => {
    expect(pointsToHalfPoints(pt)).toBe(half);
  });
});

describe('escapeRtfText', () => {
  it.each([
    ['braces and backslash', 'a{b}c\\d', 'a\\{b\\}c\\\\d'],
    ['Swedish letters', 'å ä ö Å', '\\u229? \\u228? \\u246? \\u197?'],
    ['a character above 32767 as a negative number', '\uFB01', '\\u-1279?'],
    ['an emoji as its surrogate pair', '👍', '\\u-10179?\\u-9139?'],
    ['Hebrew (right to left) letters', 'שלום', '\\u1513?\\u1500?\\u1493?\\u1501?'],
    ['line feed and tab', 'a\nb\tc', 'a\\par\nb\\tab c'],
    ['stray control characters are never written', 'a\u0001b', 'ab'],
  ])('escapes %s', (_n, text, rtf) => {
    expect(escapeRtfText(text)).toBe(rtf);
  });
});

describe('cellEdges', () => {
  it('splits the width equally without column widths', () => {
    expect(cellEdges(3, 9000)).toEqual([3000, 6000, 9000]);
  });
  it('follows the ToTable column widths', () => {
    expect(cellEdges(2, 5000, [1, 3])).toEqual([1250, 5000]);
  });
  it('gives missing widths the average of the given ones', () => {
    expect(cellEdges(3, 3000, [2])).toEqual([1000, 2000, 3000]);
  });
});

describe('markupToRtf', () => {
  it('writes the header with Segoe UI, Consolas (falling back to Courier New) and base size 10 pt', () => {
    const { rtf } = markupToRtf('x');
    expect(rtf).toContain('{\\f0\\fswiss\\fcharset0 Segoe UI;}');
    expect(rtf).toContain('{\\f1\\fmodern\\fcharset0 Consolas{\\*\\falt Courier New};}');
    expect(rtf).toContain('\\pard\\plain\\f0\\fs20');
  });

  it.each([
    ['bold', '<b>x</b>', '{\\b x}'],
    ['strong', '<strong>x</strong>', '{\\b x}'],
    ['italic', '<i>x</i>', '{\\i x}'],
    ['em', '<em>x</em>', '{\\i x}'],
    ['pre in Consolas', '<pre>x  y</pre>', '{\\f1 x  y}'],
    ['mono in Consolas', '<mono>x</mono>', '{\\f1 x}'],
    ['h1 at 200%', '<h1>x</h1>', '{\\fs40\\b x}'],
    ['h2 at 150%', '<h2>x</h2>', '{\\fs30\\b x}'],
    ['h3 at 117%', '<h3>x</h3>', '{\\fs23\\b x}'],
    ['small at 80%', '<small>x</small>', '{\\fs16 x}'],
    ['rsection as plain content', '<rsection>x</rsection>', 'x'],
    ['nested styles combined', '<b>a<i>b</i></b>', '{\\b a}{\\b\\i b}'],
    ['line breaks as paragraphs', 'a\nb', 'a\\par\nb'],
    ['unknown tags as text', '<u>x</u>', '<u>x</u>'],
  ])('renders %s', (_n, markup, expected) => {
    expect(body(markupToRtf(markup).rtf)).toBe(expected);
  });

  it('renders a table with cumulative cell edges, borders and a bold header row', () => {
    const { rtf } = markupToRtf(
      'Before\n<table size="sm" widths="1,3"><thead><tr><td>Site</td><td>Size</td></tr></thead><tr><td>Liver</td><td>{12}</td></tr></table>\nAfter',
    );
    const b = body(rtf);
    expect(b.startsWith('Before\\par\n\\trowd\\trgaph70\\trleft0\\trhdr')).toBe(true);
    expect(b.match(/\\cellx1250/g)).toHaveLength(2);
    expect(b.match(/\\cellx5000/g)).toHaveLength(2);
    expect(b).toContain('\\pard\\intbl {\\b Site}\\cell {\\b Size}\\cell \\row');
    expect(b).toContain('\\pard\\intbl Liver\\cell \\{12\\}\\cell \\row');
    expect(b.endsWith('\\pard\nAfter')).toBe(true);
  });

  it('pads short rows with empty cells', () => {
    const b = body(markupToRtf('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>').rtf);
    expect(b).toContain('\\pard\\intbl c\\cell \\cell \\row');
  });

  it('renders a v1 table as aligned monospace lines and warns', () => {
    const r = markupToRtf('<table><tr><td>a</td><td>bb</td></tr><tr><td>ccc</td><td>d</td></tr></table>', {
      reportVersion: 'v1',
    });
    expect(body(r.rtf)).toBe('{\\f1 a    bb\\par\nccc  d}\\par\n');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['table-needs-v2']);
  });

  it('applies a valid base font size and ignores an invalid one with a warning', () => {
    expect(markupToRtf('x', { fontSize: 12 }).rtf).toContain('\\fs27');
    expect(markupToRtf('<h1>x</h1>', { fontSize: '50%' }).rtf).toContain('{\\fs20\\b x}');
    const bad = markupToRtf('x', { fontSize: '250' });
    expect(bad.rtf).toContain('\\fs20');
    expect(bad.diagnostics.map((d) => d.code)).toEqual(['report-font-size-ignored']);
  });

  it.each([
    ['stray <', 'a < b <<< c'],
    ['unknown tags', '<script>alert(1)</script><img src=x>'],
    ['unbalanced tables', '<table><tr><td>a<td>b</tr></tbody><td>x</table></table><tr>'],
    ['control characters', 'a\u0000b\u0007c\u001b[31m'],
    ['emoji', '🫁 lungs 👍🏽'],
    ['right-to-left text', 'مرحبا \u202Eabc\u202C שלום'],
    ['braces and backslashes', '{\\rtf1 }}}{{\\par'],
    ['lone surrogates', 'a\uD800b\uDC00'],
  ])('keeps the RTF well-formed and ASCII with %s', (_n, markup) => {
    const { rtf } = markupToRtf(markup);
    expect(balanced(rtf)).toBe(true);
    expect(/^[\x20-\x7e\n]*$/.test(rtf)).toBe(true);
  });
});

describe('getReportRtf and getReportSectionsRtf', () => {
  const parts = {
    markup: '<b>Findings</b>\nNormal.\nImpression',
    sections: [
      { id: 'findings', markup: '<b>Findings</b>\nNormal.' },
      { id: 'impression', markup: 'Impression' },
    ],
  };
  it('renders the whole report', () => {
    expect(body(getReportRtf(parts).rtf)).toBe('{\\b Findings}\\par\nNormal.\\par\nImpression');
  });
  it('renders one document per section in v2', () => {
    const r = getReportSectionsRtf(parts, { reportVersion: 'v2' });
    expect(r.sections?.map((s) => [s.id, body(s.rtf)])).toEqual([
      ['findings', '{\\b Findings}\\par\nNormal.'],
      ['impression', 'Impression'],
    ]);
  });
  it('has no sections in v1, with a warning', () => {
    const r = getReportSectionsRtf(parts, { reportVersion: 'v1' });
    expect(r.sections).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['report-sections-v1']);
  });
});
