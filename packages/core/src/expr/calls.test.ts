import { describe, expect, it } from 'vitest';
import { compileFormula, type HelperLookup } from './compile';
import { getHelper } from './helpers/registry';
import { scopeOf } from './testing/fakes';

/**
 * If, And, Or, IfEmpty, IfNotEmpty, IsEmpty, IsNotEmpty and Not of the library are compiled in place. The
 * reference is the same helper called through its registry entry: a lookup that returns a copy of the
 * definition is not the library's own, so the compiler calls its `fn` with thunks as for any helper.
 */
const called: HelperLookup = (name) => {
  const h = getHelper(name);
  return h && { ...h };
};

const ARGS = ['x', 'y', "''", '0', "'false'", '[]', '[0]', 'true', "'text'", 'null', 'Side()'];

const run = (src: string, lookup?: HelperLookup) => {
  const log: string[] = [];
  const r = compileFormula(src, lookup ? { helpers: lookup } : {});
  if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
  const scope = scopeOf(
    { x: 'yes', y: '' },
    {
      scripts: {
        Side: () => {
          log.push('Side');
          return 'Left';
        },
      },
    },
  );
  return { value: r.formula.evaluate(scope), log };
};

describe('control helpers compiled in place behave as the helper called with thunks', () => {
  const names = ['If', 'And', 'Or', 'IfEmpty', 'IfNotEmpty', 'IsEmpty', 'IsNotEmpty', 'Not', 'Coalesce'];
  for (const name of names) {
    it(`${name} with 0 to 4 arguments: same value, same arguments evaluated`, () => {
      const lists: string[][] = [[]];
      for (const a of ARGS) lists.push([a]);
      for (const a of ARGS) for (const b of ARGS) lists.push([a, b]);
      for (const a of ARGS) lists.push([a, 'Side()', "'c'"], ["'c'", a, 'Side()'], [a, "''", 'Side()', 'x']);
      for (const list of lists) {
        const src = `${name}(${list.join(', ')})`;
        expect(run(src), src).toEqual(run(src, called));
      }
    });
  }

  it('a registry with its own If gets its If called', () => {
    const own: HelperLookup = (name) =>
      name === 'If'
        ? { ...(getHelper('If') as NonNullable<ReturnType<HelperLookup>>), fn: () => 'own' }
        : undefined;
    expect(run('If(true, 1, 2)', own).value).toBe('own');
  });
});
