import { describe, expect, it } from 'vitest';
import { call } from '../testing/testScope';

/** Round's exactness table: decimal input rounds as written, half away from zero. */
const roundCases: readonly [unknown, unknown, unknown][] = [
  [1.005, 2, 1.01],
  [2.675, 2, 2.68],
  [1.45, 1, 1.5],
  [-1.005, 2, -1.01],
  [-2.5, undefined, -3],
  [2.5, undefined, 3],
  [0.5, 0, 1],
  [-0.4, 0, 0],
  [1.255, 2, 1.26],
  [8.345, 2, 8.35],
  [1.0049999, 2, 1],
  [123.456, 20, 123.456],
  [0.1234567890123456, 20, 0.123456789012346],
  [1.5, 'x', 2],
  [1.5, -1, 2],
  [1.26, '1', 1.3],
  [1.26, 1.9, 1.3],
  [1e21, 2, 1e21],
  [1.5e-7, 7, 2e-7],
  ['2,45', 1, 2.5],
  [' 3.14159 ', 3, 3.142],
  [-0.000001, 2, 0],
  [undefined, 2, undefined],
  ['', 2, undefined],
  [NaN, 2, undefined],
  ['abc', 2, undefined],
];

describe('Round', () => {
  it.each(roundCases)('Round(%j, %j) is %j', (value, decimals, expected) => {
    expect(call('Round', decimals === undefined ? [value] : [value, decimals])).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(call('Round', [-0.2]), 0)).toBe(true);
  });
});

const aggregateCases: readonly [string, readonly unknown[], unknown][] = [
  ['Min', [4, [2.5, ''], '7'], 2.5],
  ['Min', [], undefined],
  ['Min', ['', null, [NaN]], undefined],
  ['Min', ['x', 3], 3],
  ['Max', [[3, [9]], null, 4], 9],
  ['Max', [-1, '-5'], -1],
  ['Max', [[]], undefined],
  ['Sum', [0.1, 0.2], 0.3],
  ['Sum', [[0.1, 0.2], '', 1], 1.3],
  ['Sum', [1.005, -0.005], 1],
  ['Sum', ['1,5', 2], 3.5],
  ['Sum', [], undefined],
  ['Sum', [null, ''], undefined],
  ['Sum', [1e21, 1], 1e21 + 1],
  ['ToNumber', [' 12,5 '], 12.5],
  ['ToNumber', ['1e3'], 1000],
  ['ToNumber', ['12 mm'], undefined],
  ['ToNumber', [true], undefined],
  ['ToNumber', [''], undefined],
];

describe('Min, Max, Sum, ToNumber', () => {
  it.each(aggregateCases)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args)).toBe(expected);
  });
});
