import { describe, expect, it } from 'vitest';
import { smartFilter, smartFilterDetailed, toSmartFilterStyle } from './smartFilter';
import { compileTemplate } from './template';
import { fakeHelpers, scopeOf } from './testing/fakes';

const scope = scopeOf({
  a: 5,
  b: undefined,
  c: 'x',
  flag: true,
  off: false,
  none: ['', null],
  some: ['', 'y'],
  punct: 'x, y. z',
  multi: '1\n2',
});

const filtered = (text: string, style?: string): string =>
  compileTemplate(text, { helpers: fakeHelpers }).template.renderFiltered(scope, style);

// Values: a = 5, b = empty, c = 'x', flag = true, off = false, none = ['', null], some = ['', 'y'].
describe('the smart filter (style parts, the default)', () => {
  it.each([
    // a row without empty values is unchanged
    ['Size {a} mm.', 'Size 5 mm.'],
    ['Plain text, with commas. And dots.', 'Plain text, with commas. And dots.'],
    // a row all of whose parts refer to empty values disappears
    ['Size {b} mm.', ''],
    ['Findings: {b}, {b}.', ''],
    // parts (broken at , . ;) that refer to empty values are dropped
    ['Size {a} mm, density {b}.', 'Size 5 mm.'],
    ['A {a}, b {b}, c {c}.', 'A 5, c x.'],
    ['A {a}; b {b}; c {c}', 'A 5; c x'],
    ['Size {a} mm, density {b}', 'Size 5 mm'],
    // when the first part goes, the row keeps its indentation (no re-capitalisation)
    ['Density {b}, size {a} mm.', 'size 5 mm.'],
    ['  - {b}, {a}', '  5'],
    // a delimiter breaks only when followed by a space or the row end; values never break
    ['Measured 1.5 cm, {b} more.', 'Measured 1.5 cm.'],
    ['{punct}, {b}.', 'x, y. z.'],
    ['{c},{b}.', ''],
    // rows are filtered one by one; a dropped row takes its line break with it
    ['Line one {a}.\nLine two {b}.\nLine three.', 'Line one 5.\nLine three.'],
    ['A {multi}\nB {b}', 'A 1\n2'],
    // the row marker ||{var}: the row is left out when var is empty or false (an array: all entries empty)
    ['Tumour present.||{flag}', 'Tumour present.'],
    ['Tumour present.||{off}', ''],
    ['Tumour present.||{b}', ''],
    ['Tumour present. || {a}', 'Tumour present.'],
    ['List: {some}||{none}', ''],
    ['List: {some}||{some}', 'List: y'],
    ['First\nSecond||{off}\nThird', 'First\nThird'],
    ['Size {a}, density {b}.||{flag}', 'Size 5.'],
    // an escaped marker is literal text
    ['a \\|| b {a}', 'a || b 5'],
    ['Either \\||{c}', 'Either ||x'],
    ['Either \\||{flag}||{off}', ''],
  ])('%j → %j', (text, expected) => {
    expect(filtered(text)).toBe(expected);
  });
});

describe('smart filter styles', () => {
  it.each([
    ['rows', 'Size {a} mm, density {b}.', ''],
    ['rows', 'Size {a}.\nDensity {b}.', 'Size 5.'],
    ['rows', 'Kept||{flag}', 'Kept'],
    ['marker', 'Size {a} mm, density {b}.', 'Size 5 mm, density .'],
    ['marker', 'X||{off}', ''],
    ['none', 'X||{off}', 'X||false'],
    ['none', 'Size {a} mm, density {b}.', 'Size 5 mm, density .'],
    ['default', 'Size {a} mm, density {b}.', 'Size 5 mm.'],
    ['unknown-style', 'Size {a} mm, density {b}.', 'Size 5 mm.'],
  ])('%s: %j → %j', (style, text, expected) => {
    expect(filtered(text, style)).toBe(expected);
  });

  it('reads style names, defaulting to parts', () => {
    expect([undefined, 'default', 'parts', 'rows', 'marker', 'none', 'x'].map(toSmartFilterStyle)).toEqual([
      'parts',
      'parts',
      'parts',
      'rows',
      'marker',
      'none',
      'parts',
    ]);
  });
});

describe('the smart filter on plain text', () => {
  it.each([
    ['Keep||yes', 'Keep'],
    ['Drop||', ''],
    ['Drop|| false', ''],
    ['Esc \\|| x', 'Esc || x'],
    ['a\nb||\nc', 'a\nc'],
    ['No marker, no change.', 'No marker, no change.'],
  ])('%j → %j', (text, expected) => {
    expect(smartFilter(text)).toBe(expected);
  });
});

// Values: a = 5, b = empty, c = 'x', flag = true, off = false.
describe('the smart filter keeps markup balanced', () => {
  it.each([
    // a dropped part leaves its unmatched tags where it was; the row's final punctuation follows them
    ['<i>Liver {a} cm, spleen {b}</i> cm.', '<i>Liver 5 cm</i>.'],
    ['<i>Liver {b} cm, spleen {a}</i> cm.', '<i>spleen 5</i> cm.'],
    ['A {a}, <b>b {b}, c</b> {c}.', 'A 5,<b> c</b> x.'],
    ['  <b>{b}, {a}</b>', '  <b>5</b>'],
    // tags opened and closed inside the dropped part go with it
    ['<b>Size:</b> {b}, density {a}.', 'density 5.'],
    ['Size {a}, <i>density</i> {b}.', 'Size 5.'],
    // a dropped row hands its unmatched tags to the next kept row (or the last one)
    ['<i>Liver {b}.\nSpleen {a}.</i>', '<i>Spleen 5.</i>'],
    ['<i>Liver {a}.\nSpleen {b}.</i>', '<i>Liver 5.</i>'],
    ['<i>Liver {b}.\nSpleen {b}.</i>', ''],
    // the row marker: what follows the marker keeps its unmatched tags, a dropped row its own
    ['<i>Tumour {a}||{flag}</i>', '<i>Tumour 5</i>'],
    ['<b>Tumour.||{off}</b>\nNext.', 'Next.'],
    ['<b>Tumour.||{off}\nNext.</b>', '<b>Next.</b>'],
    // a tag-like text that is no report markup is text, dropped with its part
    ['Size {a} mm, <unknown> {b}.', 'Size 5 mm.'],
  ])('%j → %j', (text, expected) => {
    expect(filtered(text)).toBe(expected);
  });

  it.each([
    ['rows', '<i>A {a}.\nB {b}.</i>', '<i>A 5.</i>'],
    ['marker', '<i>A {a}||{off}\nB.</i>', '<i>B.</i>'],
  ])('style %s: %j → %j', (style, text, expected) => {
    expect(filtered(text, style)).toBe(expected);
  });
});

// Values: a = 5, b = empty, c = 'x', flag = true, off = false.
describe('the smart filter keeps brackets balanced (rule 7)', () => {
  it.each([
    // a bracket holding a part break is filtered inside itself; what follows the bracket stays
    ['Recommendation (Fleischner 2017, {b}): {c}.', 'Recommendation (Fleischner 2017): x.'],
    ['Nodule (size {a} mm, density {b}) noted.', 'Nodule (size 5 mm) noted.'],
    ['Nodule (density {b}, size {a} mm) noted.', 'Nodule (size 5 mm) noted.'],
    ['Nodule [size {a} mm; density {b}], right.', 'Nodule [size 5 mm], right.'],
    ['Quoted "size {a} mm, density {b}" here.', 'Quoted "size 5 mm" here.'],
    ['Quoted \u201Csize {a}, density {b}\u201D here.', 'Quoted \u201Csize 5\u201D here.'],
    ['Braces \\{size {a}, density {b}\\} here.', 'Braces {size 5} here.'],
    ['A (x {a}, y (p {b}, q {c}), z {a}) end.', 'A (x 5, y (q x), z 5) end.'],
    // when every part inside goes, the part holding the bracket goes with it
    ['Size {a} mm, nodule ({b}, {b}) seen.', 'Size 5 mm.'],
    // a bracket in a part that goes goes with it
    ['Size {b} (approx, see note) mm, total {a}.', 'total 5.'],
    // a bracket without a part break inside is text of its part, as before
    ['Size {a} (approx) mm, density {b}.', 'Size 5 (approx) mm.'],
    ['Size ({b} mm), density {a}.', 'density 5.'],
    // an unmatched bracket is text
    ['1) first {a}, 2) second {b}.', '1) first 5.'],
    // the row marker keeps the closers of the text it removes
    ['(Tumour present.||{flag})', '(Tumour present.)'],
    ['(Tumour present.||{off})\nNext.', 'Next.'],
  ])('%j → %j', (text, expected) => {
    expect(filtered(text)).toBe(expected);
  });
});

describe('what the smart filter removed, and why (renderFilteredDetailed)', () => {
  const detailed = (text: string, style?: string) =>
    compileTemplate(text, { helpers: fakeHelpers }).template.renderFilteredDetailed(scope, style);

  it.each([
    [
      'Size {a} mm, density {b}.',
      [{ text: 'Size 5 mm' }, { text: ', density ', removed: 'empty-value', empty: ['b'] }, { text: '.' }],
    ],
    [
      'Recommendation (Fleischner 2017, {b}): {c}.',
      [
        { text: 'Recommendation (Fleischner 2017' },
        { text: ', ', removed: 'empty-value', empty: ['b'] },
        { text: '): x.' },
      ],
    ],
    [
      'Line {a}.\nGone {b}.\nTumour.||{off}',
      [
        { text: 'Line 5.' },
        { text: '\nGone .', removed: 'empty-value', empty: ['b'] },
        { text: '\nTumour.||false', removed: 'row-marker', empty: ['off'] },
      ],
    ],
    ['Gone {b}.\nKept.', [{ text: 'Gone .\n', removed: 'empty-value', empty: ['b'] }, { text: 'Kept.' }]],
    [
      '<i>Liver {a} cm, spleen {b}</i> cm.',
      [
        { text: '<i>Liver 5 cm' },
        { text: ', spleen  cm', removed: 'empty-value', empty: ['b'] },
        { text: '</i>.' },
      ],
    ],
    [
      'Size {a}, density {b}.',
      [{ text: 'Size 5' }, { text: ', density ', removed: 'empty-value', empty: ['b'] }, { text: '.' }],
    ],
    ['Plain {a}.', [{ text: 'Plain 5.' }]],
  ])('%j', (text, segments) => {
    const r = detailed(text);
    expect(r.segments).toEqual(segments);
    expect(r.text).toBe(filtered(text));
  });

  it('names the style rows and every placeholder of a conditional', () => {
    expect(detailed('A {a}.\nB {b}.', 'rows').segments).toEqual([
      { text: 'A 5.' },
      { text: '\nB .', removed: 'row-style', empty: ['b'] },
    ]);
    expect(detailed('Size {a} mm{off ? ", solid" : ""}.').segments).toEqual([
      { text: 'Size 5 mm.', removed: 'empty-value', empty: ['off ? ", solid" : ""'] },
    ]);
  });

  it('on marked or plain text: the same text, placeholders unnamed', () => {
    const marked = compileTemplate('Size {a} mm, density {b}.').template.renderMarked(scope);
    expect(smartFilterDetailed(marked)).toEqual({
      text: 'Size 5 mm.',
      segments: [
        { text: 'Size 5 mm' },
        { text: ', density ', removed: 'empty-value', empty: [''] },
        { text: '.' },
      ],
    });
    expect(smartFilterDetailed('Drop||\nKeep').segments).toEqual([
      { text: 'Drop||\n', removed: 'row-marker', empty: [] },
      { text: 'Keep' },
    ]);
  });
});
