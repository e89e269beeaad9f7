import { describe, expect, it } from 'vitest';
import { ASCII_STYLES, readAlign } from './asciiTable';
import { call } from '../testing/testScope';
import none from './__golden__/ascitable-none.txt?raw';
import simple from './__golden__/ascitable-simple.txt?raw';
import border from './__golden__/ascitable-border.txt?raw';
import border2 from './__golden__/ascitable-border2.txt?raw';
import simpleb from './__golden__/ascitable-simpleb.txt?raw';
import simplemb from './__golden__/ascitable-simplemb.txt?raw';
import dashed from './__golden__/ascitable-dashed.txt?raw';
import rounded from './__golden__/ascitable-rounded.txt?raw';
import mysql from './__golden__/ascitable-mysql.txt?raw';
import separated from './__golden__/ascitable-separated.txt?raw';
import girder from './__golden__/ascitable-girder.txt?raw';
import bubbles from './__golden__/ascitable-bubbles.txt?raw';
import rstGrid from './__golden__/ascitable-rstGrid.txt?raw';
import rstSimple from './__golden__/ascitable-rstSimple.txt?raw';
import jira from './__golden__/ascitable-jira.txt?raw';

/** The hand-checked rendering of {@link SAMPLE} in every style (align 'lrc'). */
const GOLDEN: Record<string, string> = {
  none,
  simple,
  border,
  border2,
  simpleb,
  simplemb,
  dashed,
  rounded,
  mysql,
  separated,
  girder,
  bubbles,
  rstGrid,
  rstSimple,
  jira,
};

const SAMPLE = [
  ['Organ', 'Size (mm)', 'Finding'],
  ['Liver', 152, 'normal'],
  ['Spleen', 9.5, ''],
  ['Left kidney', 110, 'cyst'],
];

describe('ToASCITable styles', () => {
  it('has a golden file for each of the 15 styles of docs/helpers.md#tables', () => {
    expect(Object.keys(ASCII_STYLES).sort()).toEqual(Object.keys(GOLDEN).sort());
    expect(Object.keys(ASCII_STYLES)).toHaveLength(15);
  });

  it.each(Object.keys(ASCII_STYLES))('renders style %s as its golden file', (style) => {
    expect(`${String(call('ToASCITable', [SAMPLE, { style, align: 'lrc' }]))}\n`).toBe(GOLDEN[style]);
  });
});

describe('ToASCITable options', () => {
  it('takes the style as a plain text option and defaults to border', () => {
    expect(call('ToASCITable', [SAMPLE, 'mysql'])).toBe(call('ToASCITable', [SAMPLE, { style: 'mysql' }]));
    expect(
      call('ToASCITable', [
        [
          ['a', 'b'],
          [1, 2],
        ],
      ]),
    ).toBe(['+---+---+', '| a | b |', '+---+---+', '| 1 | 2 |', '+---+---+'].join('\n'));
  });

  it('renders without a header when header is false', () => {
    expect(
      call('ToASCITable', [
        [
          ['a', 'bb'],
          ['ccc', ''],
        ],
        { style: 'simple', header: false },
      ]),
    ).toBe('a    bb\nccc');
  });

  it('takes header cells from the header option and rows of objects', () => {
    expect(call('ToASCITable', [[[1, 2]], { style: 'simple', header: ['x', 'y'] }])).toBe('x  y\n-  -\n1  2');
    const rows = [
      { organ: 'Liver', mm: 152 },
      { organ: 'Spleen', note: 'small' },
    ];
    expect(call('ToASCITable', [rows, 'simple'])).toBe(
      ['organ   mm   note', '------  ---  -----', 'Liver   152', 'Spleen       small'].join('\n'),
    );
  });

  it('pads short rows and flattens line breaks in cells', () => {
    expect(call('ToASCITable', [[['a', 'b', 'c'], ['x\ny']], 'none'])).toBe('a    b  c\nx y');
  });

  it('gives empty text for empty rows', () => {
    expect(call('ToASCITable', [undefined])).toBe('');
    expect(call('ToASCITable', [[]])).toBe('');
    expect(call('ToASCITable', [[[]]])).toBe('');
  });

  it.each([['lx'], ['left'], [['l', 'middle']], [5], [{}]])(
    "throws 'invalid align' for align %j",
    (align) => {
      expect(() => call('ToASCITable', [SAMPLE, { align }])).toThrow(new Error('invalid align'));
    },
  );

  it('accepts alignment as letters with separators or as an array, missing columns left', () => {
    expect(readAlign('l, c r', 4)).toEqual(['l', 'c', 'r', 'l']);
    expect(readAlign(['r'], 2)).toEqual(['r', 'l']);
    expect(readAlign(undefined, 1)).toEqual(['l']);
  });

  it('names the allowed styles for an unknown one', () => {
    expect(() => call('ToASCITable', [SAMPLE, 'fancy'])).toThrow(
      /Unknown table style: fancy \(allowed: none, simple, border/,
    );
  });
});
