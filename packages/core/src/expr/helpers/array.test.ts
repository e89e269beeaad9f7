import { describe, expect, it } from 'vitest';
import { langJoin } from './array';
import { call, testScope } from '../testing/testScope';

const double = (x: unknown) => (x as number) * 2;
const over10 = (x: unknown) => (x as number) > 10;

const cases: readonly [string, readonly unknown[], unknown][] = [
  ['ToArray', ['left'], ['left']],
  ['ToArray', [['a', 'b']], ['a', 'b']],
  ['ToArray', [null], []],
  ['ToArray', [''], []],
  ['ToArray', [0], [0]],
  ['ToArray', ['a', null, 'b'], ['a', null, 'b']],
  ['ToArray', [], []],
  ['InArray', ['mass', ['cyst', 'mass']], true],
  ['InArray', [['cyst', 'mass'], 'mass'], true],
  ['InArray', ['3', [1, 2, 3]], true],
  ['InArray', ['x', []], false],
  ['InArray', ['x', null], false],
  ['InArray', ['', ['a', '']], true],
  [
    'InArray',
    [
      [1, 2],
      [[1, 2], [3]],
    ],
    true,
  ],
  [
    'ArrayEq',
    [
      [1, 'a'],
      ['1', 'a'],
    ],
    true,
  ],
  [
    'ArrayEq',
    [
      [1, 2],
      [2, 1],
    ],
    false,
  ],
  ['ArrayEq', [[1], [1, 2]], false],
  ['ArrayEq', [null, []], true],
  ['ArrayEq', [[null], undefined], true],
  ['ArrayEq', ['a', ['a']], true],
  ['ArrayConcat', [['a'], null, 'b', ['c', 'd']], ['a', 'b', 'c', 'd']],
  ['ArrayConcat', [], []],
  ['ArrayConcat', [[['x']], ''], [['x'], '']],
  ['ArrayGet', [['a', 'b', 'c'], 0], 'a'],
  ['ArrayGet', [['a', 'b', 'c'], -1], 'c'],
  ['ArrayGet', [['a', 'b', 'c'], 3], undefined],
  ['ArrayGet', [['a', 'b', 'c'], 3, 'none'], 'none'],
  ['ArrayGet', [['a', 'b', 'c'], 1.5, 'none'], 'none'],
  ['ArrayGet', [['a', 'b', 'c'], 'x'], undefined],
  ['ArrayGet', [['a', 'b', 'c'], '1'], 'b'],
  ['ArrayGet', [null, 0], undefined],
  ['ArrayMap', [[1, 2, 3], double], [2, 4, 6]],
  ['ArrayMap', [null, double], []],
  ['ArrayMap', [5, double], [10]],
  ['ArrayFilter', [[4, 12, 30], over10], [12, 30]],
  ['ArrayFilter', [[], over10], []],
  ['ArrayFilter', [['a', 'b', 'c'], (_x: unknown, i: number) => i !== 1], ['a', 'c']],
  ['ArrayFilterNull', [['a', '', null, 'b', NaN, [null], 0]], ['a', 'b', 0]],
  ['ArrayFilterNull', [undefined], []],
  ['ArraySkip', [['a', 'b', 'c'], 1], ['b', 'c']],
  ['ArraySkip', [['a', 'b', 'c'], 'x'], ['a', 'b', 'c']],
  ['ArraySkip', [['a', 'b', 'c'], 9], []],
  ['ArraySkip', [null, 1], []],
  ['ArrayFlatten', [[1, [2, [3, [4]]]]], [1, 2, 3, 4]],
  ['ArrayFlatten', [null], []],
  ['ArrayFlatten', ['x'], ['x']],
  ['ArrayJoin', [['a', '', 'b'], ' / '], 'a / b'],
  ['ArrayJoin', [['a', 'b']], 'a, b'],
  ['ArrayJoin', [[]], ''],
  [
    'ArrayFormat',
    [
      [
        ['liver', 12],
        ['spleen', 9],
      ],
      '{0}: {1} mm',
      '; ',
    ],
    'liver: 12 mm; spleen: 9 mm',
  ],
  ['ArrayFormat', [['a', 'b'], '{index}/{zindex}={0}={value}'], '1/0=a=a, 2/1=b=b'],
  ['ArrayFormat', [['a', '', 'b']], 'a, b'],
  ['ArrayFormat', [['a', 'b'], '{1}{other}'], '{other}, {other}'],
  ['ArrayFormat', [null, '{0}'], ''],
  ['ArrayFormat1', [['cyst', 'mass'], '{index}. {1}', ' '], '1. cyst 2. mass'],
  ['ArrayFormat1', [[['liver', 12]], '{1}: {2}'], 'liver: 12'],
  ['ArrayFormat1', [['a', 'b'], '{0}'], ', '],
  ['ArrayFormat1', [['a', 'b']], 'a, b'],
  ['ArrayLangFormat', [['liver', 'spleen', 'kidneys']], 'liver, spleen, and kidneys'],
  ['ArrayLangFormat', [['liver', 'spleen']], 'liver and spleen'],
  ['ArrayLangFormat', [['liver']], 'liver'],
  ['ArrayLangFormat', [['liver', '', null, 'spleen']], 'liver and spleen'],
  ['ArrayLangFormat', [[]], ''],
  ['ArrayLangFormat', [['a', 'b', 'c'], ' or '], 'a, b or c'],
];

describe('array helpers', () => {
  it.each(cases)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });

  it('ArrayLangFormat joins with the language of the form', () => {
    const items = [['lever', 'mjälte', 'njurar']];
    expect(call('ArrayLangFormat', items, testScope({ lang: 'sv' }))).toBe('lever, mjälte och njurar');
    expect(call('ArrayLangFormat', [['Leber', 'Milz']], testScope({ lang: 'ge' }))).toBe('Leber und Milz');
    expect(call('ArrayLangFormat', [['lever', 'milt', 'nieren']], testScope({ lang: 'nl' }))).toBe(
      'lever, milt en nieren',
    );
  });

  it('langJoin drops the comma of the and-word only for two items', () => {
    expect(langJoin(['a', 'b'], ', and ')).toBe('a and b');
    expect(langJoin(['a', 'b', 'c'], ', and ')).toBe('a, b, and c');
  });

  it('ArrayMap and ArrayFilter explain a missing function', () => {
    expect(() => call('ArrayMap', [[1], 'x'])).toThrow(/ArrayMap needs a function/);
    expect(() => call('ArrayFilter', [[1]])).toThrow(/ArrayFilter needs a function/);
  });
});
