import { describe, expect, it } from 'vitest';
import { getHelper } from './registry';
import { call, testScope } from '../testing/testScope';

const cases: readonly [string, readonly unknown[], unknown][] = [
  ['IsEmpty', [undefined], true],
  ['IsEmpty', [null], true],
  ['IsEmpty', [''], true],
  ['IsEmpty', [NaN], true],
  ['IsEmpty', [[]], true],
  ['IsEmpty', [['', [null]]], true],
  ['IsEmpty', [0], false],
  ['IsEmpty', [false], false],
  ['IsEmpty', [' '], false],
  ['IsEmpty', [[0]], false],
  ['IsNotEmpty', [0], true],
  ['IsNotEmpty', [[null]], false],
  ['IsAllEmpty', [], true],
  ['IsAllEmpty', ['', null], true],
  ['IsAllEmpty', ['', 1], false],
  ['IsAnyEmpty', [], false],
  ['IsAnyEmpty', [1, ''], true],
  ['IsAnyEmpty', [1, 2], false],
  ['IsAllNotEmpty', [1, 'a'], true],
  ['IsAllNotEmpty', [1, null], false],
  ['IsAnyNotEmpty', ['', 0], true],
  ['IsAnyNotEmpty', ['', null], false],
  ['Not', [undefined], true],
  ['Not', [0], true],
  ['Not', ['FALSE'], true],
  ['Not', ['no'], false],
  ['Not', [1], false],
  ['And', [], true],
  ['And', [true, 1, 'x'], true],
  ['And', [true, ''], false],
  ['Or', [], false],
  ['Or', ['', null, 0], false],
  ['Or', ['', 'x'], true],
  ['IsTrue', [true], true],
  ['IsTrue', [' True '], true],
  ['IsTrue', [1], false],
  ['IsTrue', [undefined], false],
  ['IsFalse', [false], true],
  ['IsFalse', ['false'], true],
  ['IsFalse', [0], false],
  ['IsFalse', [undefined], false],
  ['Eq', [5, '5'], true],
  ['Eq', [5, '5.0'], true],
  ['Eq', ['a', 'A'], false],
  ['Eq', ['', null], true],
  ['Eq', [undefined, 0], false],
  [
    'Eq',
    [
      [1, 'a'],
      ['1', 'a'],
    ],
    true,
  ],
  ['Eq', [[1], 1], false],
  ['Eq', [true, 'true'], false],
  ['EqS', [5, '5'], true],
  ['EqS', [5, '5.0'], false],
  ['EqS', [undefined, ''], true],
  ['EqS', ['a', 'A'], false],
  ['NotEq', [1, 2], true],
  ['NotEq', ['', undefined], false],
  ['NotEq', ['', 0], true],
  ['If', [true, 'a', 'b'], 'a'],
  ['If', ['', 'a', 'b'], 'b'],
  ['If', [0, 'a'], undefined],
  ['IfEmpty', ['', 'fallback'], 'fallback'],
  ['IfEmpty', [0, 'fallback'], 0],
  ['IfEmpty', [[null], 'fallback'], 'fallback'],
  ['IfNotEmpty', ['x', 'then', 'else'], 'then'],
  ['IfNotEmpty', [null, 'then', 'else'], 'else'],
  ['IfNotEmpty', [null, 'then'], undefined],
  ['Coalesce', ['', null, 0, 1], 0],
  ['Coalesce', ['', null], undefined],
];

describe('logic helpers', () => {
  it.each(cases)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });

  it('And and Or stop at the first deciding argument', () => {
    const and = getHelper('And');
    const or = getHelper('Or');
    const boom = () => {
      throw new Error('evaluated');
    };
    expect(and?.fn([() => 0, boom], testScope())).toBe(false);
    expect(or?.fn([() => 1, boom], testScope())).toBe(true);
    expect(() => and?.fn([() => 1, boom], testScope())).toThrow('evaluated');
  });

  it('If, IfEmpty and Coalesce run only the branch they return', () => {
    const boom = () => {
      throw new Error('evaluated');
    };
    expect(getHelper('If')?.fn([() => true, () => 'a', boom], testScope())).toBe('a');
    expect(getHelper('IfEmpty')?.fn([() => 'v', boom], testScope())).toBe('v');
    expect(getHelper('Coalesce')?.fn([() => 'v', boom], testScope())).toBe('v');
  });
});
