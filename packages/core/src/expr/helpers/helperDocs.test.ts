import { describe, expect, it } from 'vitest';
import { compileFormula } from '../compile';
import { testScope } from '../testing/testScope';
import { documentedHelpers, getDocumentedHelper, helperDocs } from './helperDocs';
import { helpers } from './registry';

describe('the helper docs', () => {
  it('document every helper of the registry, and nothing else', () => {
    const names = helpers.map((h) => h.name);
    expect(names.filter((n) => !Object.hasOwn(helperDocs, n))).toEqual([]);
    expect(Object.keys(helperDocs).filter((n) => !names.includes(n))).toEqual([]);
  });

  it('join each helper to its docs, in the order of the registry', () => {
    expect(documentedHelpers.map((h) => h.name)).toEqual(helpers.map((h) => h.name));
    for (const h of helpers) {
      const documented = getDocumentedHelper(h.name);
      expect(documented?.fn).toBe(h.fn);
      expect(documented?.description).toBe(helperDocs[h.name]?.description);
    }
    expect(getDocumentedHelper('constructor')).toBeUndefined();
  });

  it.each(documentedHelpers.map((h) => [h.name, h] as const))(
    '%s has a one-line description and an example calling it',
    (name, h) => {
      expect(h.description.length).toBeGreaterThan(20);
      expect(h.description).not.toMatch(/\n/);
      expect(h.example.startsWith(`${name}(`)).toBe(true);
    },
  );
});

describe('helper examples', () => {
  const withResult = documentedHelpers.filter((h) => 'exampleResult' in h);

  it('give a result for every helper that is not dynamic or an effect', () => {
    const missing = documentedHelpers
      .filter((h) => !('exampleResult' in h) && !h.dynamic && !h.effect)
      .map((h) => h.name);
    expect(missing).toEqual([]);
  });

  it.each(documentedHelpers.map((h) => [h.name, h.example] as const))(
    '%s: `%s` compiles',
    (_name, example) => {
      const result = compileFormula(example);
      expect('error' in result ? result.error.message : '').toBe('');
    },
  );

  it.each(withResult.map((h) => [h.name, h.example, h.exampleResult] as const))(
    '%s: `%s` evaluates to its documented result',
    (_name, example, expected) => {
      const result = compileFormula(example);
      if ('error' in result) throw new Error(result.error.message);
      expect(result.formula.evaluate(testScope())).toEqual(expected);
    },
  );
});
