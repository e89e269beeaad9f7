import { describe, expect, it } from 'vitest';
import { compileFormula } from '../compile';
import { getHelper, helpers } from './registry';
import { testScope } from '../testing/testScope';

/** Every helper docs/helpers.md#helper-functions names, and the helper list. */
const REQUIRED = [
  'IsEmpty',
  'IsNotEmpty',
  'IsAllEmpty',
  'IsAnyEmpty',
  'Not',
  'And',
  'Or',
  'IsTrue',
  'IsFalse',
  'Eq',
  'EqS',
  'NotEq',
  'If',
  'IfEmpty',
  'IfNotEmpty',
  'Round',
  'Min',
  'Max',
  'Sum',
  'Concat',
  'Length',
  'ToLower',
  'ToUpper',
  'Capitalize',
  'Decapitalize',
  'IndentText',
  'IndentLine',
  'FormatDate',
  'ToArray',
  'InArray',
  'ArrayEq',
  'ArrayConcat',
  'ArrayGet',
  'ArrayMap',
  'ArrayFormat',
  'ArrayFormat1',
  'ArrayLangFormat',
  'ArrayFilter',
  'ArrayFilterNull',
  'ArraySkip',
  'ArrayFlatten',
  'ToASCITable',
  'ToTable',
  'OehrCode',
  'OehrQuantity',
  'LogAndRet',
  'MirrorComponentValues',
  'RequestDataProviderUpdate',
  'GetDynamicAll',
  'IsEvent',
  'StateChangeReasonIs',
  'Get',
  'Set',
  'Cookie',
];

describe('helper registry', () => {
  it('holds every helper the specification names', () => {
    for (const name of REQUIRED) expect(getHelper(name), name).toBeDefined();
  });

  it('has unique names and finds nothing for prototype names', () => {
    expect(new Set(helpers.map((h) => h.name)).size).toBe(helpers.length);
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(getHelper(name)).toBeUndefined();
  });

  it.each(helpers.map((h) => [h.name, h] as const))(
    '%s has a one-line description and an example calling it',
    (name, h) => {
      expect(h.description.length).toBeGreaterThan(20);
      expect(h.description).not.toMatch(/\n/);
      expect(h.example.startsWith(`${name}(`)).toBe(true);
      // Optional and rest parameters come last, so the argument-count check is a simple range.
      const firstOptional = h.params.findIndex((p) => p.optional || p.rest);
      if (firstOptional >= 0)
        expect(h.params.slice(firstOptional).every((p) => p.optional || p.rest)).toBe(true);
      expect(h.params.filter((p) => p.rest).length).toBeLessThanOrEqual(1);
    },
  );

  it('marks the short-circuit helpers lazy and only those', () => {
    expect(
      helpers
        .filter((h) => h.lazy)
        .map((h) => h.name)
        .sort(),
    ).toEqual(['And', 'Coalesce', 'If', 'IfEmpty', 'IfNotEmpty', 'Or']);
  });
});

describe('helper examples', () => {
  const withResult = helpers.filter((h) => 'exampleResult' in h);

  it('give a result for every helper that is not dynamic or an effect', () => {
    const missing = helpers
      .filter((h) => !('exampleResult' in h) && !h.dynamic && !h.effect)
      .map((h) => h.name);
    expect(missing).toEqual([]);
  });

  it.each(helpers.map((h) => [h.name, h.example] as const))('%s: `%s` compiles', (_name, example) => {
    const result = compileFormula(example);
    expect('error' in result ? result.error.message : '').toBe('');
  });

  it.each(withResult.map((h) => [h.name, h.example, h.exampleResult] as const))(
    '%s: `%s` evaluates to its documented result',
    (_name, example, expected) => {
      const result = compileFormula(example);
      if ('error' in result) throw new Error(result.error.message);
      expect(result.formula.evaluate(testScope())).toEqual(expected);
    },
  );
});
