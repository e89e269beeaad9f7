import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import { fakeHelpers, scopeOf } from './testing/fakes';

/** The scope every row reads: one name per kind of value, including every kind of empty. */
const values: Record<string, unknown> = {
  u: undefined,
  n: null,
  s: '',
  nan: NaN,
  ea: ['', null],
  zero: 0,
  two: 2,
  three: 3,
  half: 0.5,
  t: true,
  f: false,
  txt: 'abc',
  num: '4',
  numc: '1,5',
  arr: [1, 2],
  obj: { k: 1 },
  date1: '2024-01-31',
  date2: '2024-02-01',
};

const run = (src: string): unknown => {
  const r = compileFormula(src, { helpers: fakeHelpers });
  if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
  return r.formula.evaluate(scopeOf(values));
};

const EMPTIES = ['u', 'n', 's', 'nan', 'ea'];

// Each row: formula, expected result. `undefined` is the language's empty.
describe('arithmetic with empty operands is empty', () => {
  for (const e of EMPTIES) {
    it.each([
      [`${e} - 1`],
      [`1 - ${e}`],
      [`${e} * 2`],
      [`2 * ${e}`],
      [`${e} / 2`],
      [`2 / ${e}`],
      [`${e} % 2`],
      [`-${e}`],
      [`+${e}`],
      [`${e} + 1`],
      [`1 + ${e}`],
      [`${e} + ${e === 's' ? 'u' : e}`],
    ])('%s is empty', (src) => {
      expect(run(src)).toBeUndefined();
    });
  }
});

describe('operators', () => {
  it.each<[string, unknown]>([
    // + : numbers add, a string on either side joins as text with empty as ''
    ['two + three', 5],
    ['0.1 + 0.2', 0.3],
    ['1.1 * 3', 3.3],
    ['0.3 - 0.1', 0.2],
    ['1.15 * 100', 115],
    ['4.35 * 100', 435],
    ['0.07 * 100', 7],
    ['1 / 3', 0.333333333333333],
    ['2 / 3', 0.666666666666667],
    ['10 / 4', 2.5],
    ['txt + u', 'abc'],
    ['u + txt', 'abc'],
    ['txt + n + txt', 'abcabc'],
    ['txt + nan', 'abc'],
    ['txt + ea', 'abc'],
    ["'' + two", undefined],
    ['s + two', undefined],
    ["s + ''", ''],
    ["s + 'x'", 'x'],
    ["'Size ' + half + ' mm'", 'Size 0.5 mm'],
    ['txt + arr', 'abc1, 2'],
    ['txt + t', 'abctrue'],
    ['num + two', '42'],
    ['t + two', undefined],
    ['arr + two', undefined],
    ['obj + two', undefined],
    // - * / % : numbers and numeric text; anything else is empty
    ['num - two', 2],
    ['numc * two', 3],
    ['txt - two', undefined],
    ['t * two', undefined],
    ['two / zero', undefined],
    ['two % zero', undefined],
    ['7 % 3', 1],
    ['-7 % 3', -1],
    ['-num', -4],
    ['+num', 4],
    ['-txt', undefined],
    ['-zero', 0],
    // ! : true for empty, false, 0 and 'false'
    ['!u', true],
    ['!n', true],
    ['!s', true],
    ['!nan', true],
    ['!ea', true],
    ['!zero', true],
    ['!f', true],
    ["!'false'", true],
    ['!txt', false],
    ['!arr', false],
    ['!obj', false],
    ['!t', false],
    // comparisons: false when either side is empty or the two cannot be ordered
    ['u < 1', false],
    ['1 < u', false],
    ['u <= 1', false],
    ['u > -1', false],
    ['u >= u', false],
    ['n < 1', false],
    ['s > -1', false],
    ['nan < 1', false],
    ['ea < 1', false],
    ['two < three', true],
    ['three <= three', true],
    ['num > three', true],
    ["'10' > '9'", true],
    ["'b' > 'a'", true],
    ['date1 < date2', true],
    ['txt < two', false],
    ['t > f', false],
    ['arr < three', false],
    // == and != : empties equal each other, never a value; 5 == '5'; arrays entry by entry
    ['u == n', true],
    ['u == s', true],
    ['n == nan', true],
    ['s == ea', true],
    ['u == zero', false],
    ['u == f', false],
    ['u != n', false],
    ['u != zero', true],
    ['num == 4', true],
    ['two == 2', true],
    ['txt == "abc"', true],
    ['arr == [1, 2]', true],
    ['arr == [1, "2"]', true],
    ['arr == [2, 1]', false],
    ['t == 1', false],
    ['f != zero', true],
    // === and !== : no conversion and no empty rule, except NaN === NaN
    ['u === n', false],
    ['u === u', true],
    ['nan === nan', true],
    ['num === 4', false],
    ['two === 2', true],
    ['arr === [1, 2]', true],
    ['arr !== [1, "2"]', true],
    ['n !== n', false],
    // && || : short-circuit, return an operand; empty is false
    ['u && 1', undefined],
    ['ea && 1', ['', null]],
    ['two && three', 3],
    ['u || 5', 5],
    ['ea || 5', 5],
    ['zero || 5', 5],
    ["'false' || 5", 5],
    ['two || 5', 2],
    ['f || s', ''],
    // ?? : every empty counts as missing (0 and false do not)
    ['u ?? 1', 1],
    ['n ?? 1', 1],
    ['s ?? 1', 1],
    ['nan ?? 1', 1],
    ['ea ?? 1', 1],
    ['zero ?? 1', 0],
    ['f ?? 1', false],
    // ?: : empty, false, 0 and 'false' choose the else branch
    ['u ? 1 : 2', 2],
    ['ea ? 1 : 2', 2],
    ['zero ? 1 : 2', 2],
    ['txt ? 1 : 2', 1],
    ['arr ? 1 : 2', 1],
  ])('%s → %j', (src, expected) => {
    expect(run(src)).toEqual(expected);
  });

  it('never returns NaN from arithmetic', () => {
    for (const src of ['txt * 2', 'nan + 1', '0 / 0', 'u - u', 'obj / 1', '1e308 * 10']) {
      const v = run(src);
      expect(Number.isNaN(v)).toBe(false);
      expect(v).toBeUndefined();
    }
  });
});
