import { describe, expect, it } from 'vitest';
import { columnWidths, MIN_COLUMN_WIDTH, TABLE_SIZES } from './htmlTable';
import { call, testScope } from '../testing/testScope';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('columnWidths', () => {
  it.each([
    [[5, 5], 200, [100, 100]],
    [[1, 2, 3], 600, [100, 200, 300]],
    [[1, 1, 1], 100, [34, 33, 33]],
    // 1:100 would give the first column 6 px: it is widened to 20 and the other takes the rest.
    [[1, 100], 600, [20, 580]],
    // Widening one column can push another under the minimum: a second pass fixes it too.
    [[1, 2, 40], 330, [20, 20, 290]],
    // More columns than fit at 20 px: equal shares.
    [[1, 9, 3, 4, 5, 6, 7, 8, 9, 10, 11], 200, [19, 19, 18, 18, 18, 18, 18, 18, 18, 18, 18]],
    [[], 600, []],
  ])('weights %j over %i px give %j', (weights, total, expected) => {
    expect(columnWidths(weights, total)).toEqual(expected);
  });

  it('always sums to the table width and keeps every column at the minimum when that fits', () => {
    for (const [size, total] of Object.entries(TABLE_SIZES)) {
      for (const weights of [[1, 50, 2, 80], [3, 3, 3], [1, 1, 1, 1, 1, 1, 1, 1, 200], [7]]) {
        const ws = columnWidths(weights, total);
        expect(sum(ws), size).toBe(total);
        expect(Math.min(...ws)).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTH);
      }
    }
  });

  it('stops after the given number of widening passes', () => {
    // With no widening pass allowed the narrow column stays narrow.
    expect(columnWidths([1, 100], 600, 20, 0)).toEqual([6, 594]);
  });
});

describe('ToTable', () => {
  it('writes report markup with thead, tbody, size and px widths', () => {
    expect(
      call('ToTable', [
        [
          ['Organ', 'Size'],
          ['Liver', '15 cm'],
        ],
        'xs',
      ]),
    ).toBe(
      '<table size="xs" widths="100,100"><thead><tr><td>Organ</td><td>Size</td></tr></thead>' +
        '<tbody><tr><td>Liver</td><td>15 cm</td></tr></tbody></table>',
    );
  });

  it.each([
    [undefined, 'md', 600],
    ['sm', 'sm', 330],
    [{ size: 'lg' }, 'lg', 700],
    [{ size: '' }, 'md', 600],
  ])('options %j give size %s (%i px)', (options, size, total) => {
    const html = String(call('ToTable', [[['a', 'bbbb']], options]));
    const widths = /widths="([\d,]+)"/.exec(html)?.[1]?.split(',').map(Number) ?? [];
    expect(html.startsWith(`<table size="${size}"`)).toBe(true);
    expect(sum(widths)).toBe(total);
  });

  it('omits thead without a header and writes empty cells as nothing', () => {
    expect(call('ToTable', [[['a', null]], { header: false, size: 'xs' }])).toBe(
      '<table size="xs" widths="100,100"><tbody><tr><td>a</td><td></td></tr></tbody></table>',
    );
  });

  it('gives empty text for empty rows', () => {
    expect(call('ToTable', [null])).toBe('');
    expect(call('ToTable', [[]])).toBe('');
  });

  it('needs reportVersion v2', () => {
    expect(() => call('ToTable', [[['a']]], testScope({ reportVersion: 'v1' }))).toThrow(
      new Error('Tables need metadata reportVersion v2'),
    );
  });

  it('names the allowed sizes for an unknown one', () => {
    expect(() => call('ToTable', [[['a']], 'xl'])).toThrow(
      /Unknown table size: xl \(allowed: xs, sm, md, lg\)/,
    );
  });
});
