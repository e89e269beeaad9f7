import { describe, expect, it } from 'vitest';
import { getHelper, helpers } from './registry';

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
    '%s has its optional and rest parameters last',
    (_name, h) => {
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
