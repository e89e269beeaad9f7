import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import { opAdd, opDiv, opEq, opGe, opGt, opLe, opLt, opMod, opMul, opStrictEq, opSub } from './operators';
import { fakeHelpers, scopeOf } from './testing/fakes';

/**
 * The compiler specialises operators by operand shape (an id or `id.prop` against a literal, a literal text
 * starting a `+` chain, two literals folded). Each shape must give exactly what the operator functions of
 * operators.ts give for the same values: they are the reference here.
 */

const VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  NaN,
  ['', null],
  0,
  -0,
  2,
  4,
  0.1,
  -2.5,
  1e21,
  Infinity,
  true,
  false,
  'abc',
  'Left',
  '4',
  '1,5',
  ' false ',
  [1, 2],
  { k: 1 },
];

/** Literals as written in a formula, with their values. */
const LITERALS: readonly [string, unknown][] = [
  ['0', 0],
  ['2', 2],
  ['0.2', 0.2],
  ["'Left'", 'Left'],
  ["'4'", '4'],
  ["''", ''],
  ["'x y'", 'x y'],
  ['null', null],
  ['true', true],
];

const REFERENCE: Readonly<Record<string, (a: unknown, b: unknown) => unknown>> = {
  '+': opAdd,
  '-': opSub,
  '*': opMul,
  '/': opDiv,
  '%': opMod,
  '<': opLt,
  '<=': opLe,
  '>': opGt,
  '>=': opGe,
  '==': opEq,
  '!=': (a, b) => !opEq(a, b),
  '===': opStrictEq,
  '!==': (a, b) => !opStrictEq(a, b),
};

const evaluate = (src: string, x: unknown): unknown => {
  const r = compileFormula(src, { helpers: fakeHelpers });
  if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
  return r.formula.evaluate(scopeOf({ x, y: x }, { props: { c: { p: x } } }));
};

describe('operators compiled for each operand shape agree with the operator functions', () => {
  for (const op of Object.keys(REFERENCE)) {
    it.each(LITERALS)(`x ${op} %s (id, id.prop, any expression, literal first)`, (lit, litValue) => {
      const ref = REFERENCE[op] as (a: unknown, b: unknown) => unknown;
      for (const x of VALUES) {
        const right = ref(x, litValue);
        expect(evaluate(`x ${op} ${lit}`, x)).toEqual(right);
        expect(evaluate(`c.p ${op} ${lit}`, x)).toEqual(right);
        expect(evaluate(`[x][0] ${op} ${lit}`, x)).toEqual(right);
        expect(evaluate(`${lit} ${op} x`, x)).toEqual(ref(litValue, x));
        expect(evaluate(`x ${op} y`, x)).toEqual(ref(x, x));
      }
    });
  }

  it.each(Object.keys(REFERENCE))('two literals fold to what %s gives at run time', (op) => {
    const ref = REFERENCE[op] as (a: unknown, b: unknown) => unknown;
    for (const [a, av] of LITERALS) {
      for (const [b, bv] of LITERALS) expect(evaluate(`${a} ${op} ${b}`, undefined)).toEqual(ref(av, bv));
    }
  });

  it('never returns -0 from arithmetic', () => {
    expect(Object.is(evaluate('x * 0', -1), 0)).toBe(true);
    expect(Object.is(evaluate('x - 0', -0), 0)).toBe(true);
  });
});

describe('+ chains', () => {
  const chains: readonly (readonly string[])[] = [
    ["'Size '", 'x', "' mm, '", 'y', "' side'"],
    ['x', "' mm'", 'y'],
    ['x', 'y', "'!'"],
    ['1', 'x', 'y'],
    ["''", 'x', 'y'],
    ["'a'", '[x][0]', 'c.p', '2.5'],
    ['x', 'x', 'x', 'x'],
  ];
  const valueOf = (part: string, x: unknown): unknown =>
    part === 'x' || part === 'y' || part === '[x][0]' || part === 'c.p'
      ? x
      : (evaluate(part, undefined) as unknown);

  it.each(chains.map((c) => [c.join(' + '), c] as const))('%s adds left to right as opAdd', (src, parts) => {
    for (const x of VALUES) {
      const expected = parts.map((p) => valueOf(p, x)).reduce((acc, v) => opAdd(acc, v));
      expect(evaluate(src, x)).toEqual(expected);
    }
  });

  it('evaluates every operand once, in order', () => {
    const calls: string[] = [];
    const r = compileFormula("'a' + f(1) + 'b' + f(2) + g()", { helpers: fakeHelpers });
    if ('error' in r) throw new Error(r.error.message);
    const scope = scopeOf(
      {},
      {
        scripts: {
          f: (n) => {
            calls.push(`f${String(n)}`);
            return n;
          },
          g: () => {
            calls.push('g');
            return undefined;
          },
        },
      },
    );
    expect(r.formula.evaluate(scope)).toBe('a1b2');
    expect(calls).toEqual(['f1', 'f2', 'g']);
  });
});
