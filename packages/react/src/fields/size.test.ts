import { describe, expect, it } from 'vitest';
import { SIZE_KEYWORDS } from '@formwright/core/runtime';
import { SIZE_WIDTHS, isFill, sharesRow, sizeStyle, sizeWidth } from './size';

describe('sizeWidth', () => {
  it.each([
    ['xxs', '3rem'],
    ['xs', '5rem'],
    ['s', '8rem'],
    ['m', '12rem'],
    ['l', '18rem'],
    ['xl', '26rem'],
    ['xxl', '36rem'],
    ['fill', '100%'],
    [10, '10rem'],
    [2.5, '2.5rem'],
    ['7', '7rem'],
    ['40%', '40%'],
    [' l ', '18rem'],
  ])('gives size %j the width %s', (size, width) => {
    expect(sizeWidth(size)).toBe(width);
  });

  it.each([[undefined], [null], [''], [-1], [Number.NaN], ['huge'], ['10px'], [true], [{}]])(
    'gives %j no width, so the input keeps its natural size',
    (size) => {
      expect(sizeWidth(size)).toBeUndefined();
      expect(sizeStyle(size)).toBeUndefined();
    },
  );

  it('has a width for every size keyword of the core, each wider than the one before', () => {
    const rems = SIZE_KEYWORDS.filter((k) => k !== 'fill').map((k) => parseFloat(SIZE_WIDTHS[k]));
    expect(rems).toEqual([...rems].sort((a, b) => a - b));
    expect(new Set(rems).size).toBe(rems.length);
  });

  it('lets fill take the free space of its line', () => {
    expect(sizeStyle('fill')).toMatchObject({ flex: '1 1 auto', minWidth: 0 });
  });

  it.each([
    ['fill', true],
    ['100%', true],
    [' 50% ', true],
    ['xl', false],
    ['12', false],
    [12, false],
    ['abc%', false],
  ])('size %j shares the row: %s (the field stretches over it)', (size, shares) => {
    expect(sharesRow(size)).toBe(shares);
  });
});

describe('isFill', () => {
  it.each([
    ['fill', true],
    [' fill ', true],
    ['100%', false],
    ['50%', false],
    ['xl', false],
    [undefined, false],
  ])('size %j is fill: %s (a Checkbox then stretches over the row)', (size, fill) => {
    expect(isFill(size)).toBe(fill);
  });
});
