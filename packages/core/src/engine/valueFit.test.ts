import { describe, expect, test } from 'vitest';
import { MAX_VALUE_DEPTH, nestedTooDeep, valueMisfit } from './valueFit';

function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = i % 2 === 0 ? [v] : { v };
  return v;
}

describe('nestedTooDeep measures nesting without recursion', () => {
  test.each([
    ['a plain value', false, 'x'],
    ['an empty object (1 level)', false, {}],
    [`${MAX_VALUE_DEPTH} levels`, false, nested(MAX_VALUE_DEPTH)],
    [`${MAX_VALUE_DEPTH + 1} levels`, true, nested(MAX_VALUE_DEPTH + 1)],
    ['100,000 levels', true, nested(100_000)],
  ])('%s is too deep: %s', (_what, deep, value) => {
    expect(nestedTooDeep(value)).toBe(deep);
  });

  test('an object that holds itself is too deep', () => {
    const a: Record<string, unknown> = {};
    a.b = { c: a };
    expect(nestedTooDeep(a)).toBe(true);
  });

  test('a part shared by many parents is measured once (no exponential walk)', () => {
    let v: unknown = { leaf: 1 };
    for (let i = 0; i < 60; i++) v = [v, v];
    expect(nestedTooDeep(v)).toBe(false);
    expect(nestedTooDeep(v, 40)).toBe(true);
  });
});

describe('valueMisfit: what a component of each value kind takes', () => {
  test.each([
    ['number', '72,5', undefined],
    ['number', '72.5', undefined],
    ['number', '7 2', 'expected a number, got string "7 2"'],
    ['string', { a: 1 }, 'expected text, got an object'],
    ['array', [['a']], 'expected a list of values, got a list'],
    ['array', [{ a: 1 }], 'expected a list of values, got a list'],
    ['array', ['a', 2], undefined],
    ['boolean', 'yes', 'expected true or false, got string "yes"'],
    ['any', nested(500), `the value is nested deeper than ${MAX_VALUE_DEPTH} levels`],
  ] as const)('a %s component judges case %# as the table says', (kind, value, misfit) => {
    expect(valueMisfit(value, kind)).toBe(misfit);
  });
});
