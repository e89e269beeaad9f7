import { describe, expect, it } from 'vitest';
import { compileFormula } from './compile';
import {
  opAdd,
  opDiv,
  opEq,
  opGe,
  opGt,
  opLe,
  opLt,
  opMod,
  opMul,
  opStrictEq,
  opSub,
  truthy,
} from './operators';
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
  1023,
  1024,
  -7,
  2147483648,
  0.1 + 0.2,
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
    // Text chains of 1, 2 and 3 id holes are compiled as one expression; 4 holes and mixed holes loop.
    ["'a'", 'x', "'b'"],
    ["'a'", 'x', 'y'],
    ["'a'", "'b'", 'x', "''", "'c'"],
    ["'Size '", 'x', "' mm, '", 'y', "' side, '", 'x'],
    ["'a'", 'x', 'y', 'x', "'b'", 'y'],
    ["'a'", 'x', "'b'", 'c.p', 'y'],
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

  it('text chains of ids read each id once, in order, and join distinct values as opAdd', () => {
    const reads: string[] = [];
    const scope = scopeOf({});
    for (const x of VALUES) {
      for (const y of [12, 'Left', undefined, 0.5]) {
        reads.length = 0;
        const values: Record<string, unknown> = { x, y };
        const r = compileFormula("'Size ' + x + ' mm, ' + y + ' side' + x", { helpers: fakeHelpers });
        if ('error' in r) throw new Error(r.error.message);
        const got = r.formula.evaluate({
          ...scope,
          value: (id) => {
            reads.push(id);
            return values[id];
          },
        });
        expect(got).toEqual([x, ' mm, ', y, ' side', x].reduce((acc: unknown, v) => opAdd(acc, v), 'Size '));
        expect(reads).toEqual(['x', 'y', 'x']);
      }
    }
  });

  it('a function from the scope joins as nothing, as in the general path', () => {
    const r = compileFormula("'a' + x + 'b'", { helpers: fakeHelpers });
    if ('error' in r) throw new Error(r.error.message);
    expect(r.formula.evaluate(scopeOf({ x: () => 1 }))).toBe('ab');
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

describe('&&, || and ?: over comparisons of an id or id.prop with a literal', () => {
  const COMPARISONS = ['<', '<=', '>', '>=', '==', '!=', '===', '!=='];
  const LITS: readonly [string, unknown][] = [
    ['2', 2],
    ["'Left'", 'Left'],
    ["'4'", '4'],
    ["''", ''],
    ['null', null],
  ];
  const both = (x: unknown, y: unknown, src: string): unknown => {
    const r = compileFormula(src, { helpers: fakeHelpers });
    if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
    return r.formula.evaluate(scopeOf({ x, y }, { props: { c: { p: x } } }));
  };

  it.each(COMPARISONS)('x %s lit combined with y op lit gives what the operators give', (op) => {
    const ref = REFERENCE[op] as (a: unknown, b: unknown) => unknown;
    for (const [lit, lv] of LITS) {
      for (const op2 of ['>=', '==', '!=']) {
        const ref2 = REFERENCE[op2] as (a: unknown, b: unknown) => unknown;
        for (const x of VALUES) {
          for (const y of [2, 'Left', undefined, '4']) {
            const a = ref(x, lv);
            const b = ref2(y, lv);
            for (const left of [`x ${op} ${lit}`, `c.p ${op} ${lit}`]) {
              expect(both(x, y, `${left} && y ${op2} ${lit}`)).toEqual(truthy(a) ? b : a);
              expect(both(x, y, `${left} || y ${op2} ${lit}`)).toEqual(truthy(a) ? a : b);
              expect(both(x, y, `${left} && [y][0]`)).toEqual(truthy(a) ? y : a);
              expect(both(x, y, `${left} || [y][0]`)).toEqual(truthy(a) ? a : y);
              expect(both(x, y, `${left} ? y * 2 : y`)).toEqual(truthy(a) ? opMul(y, 2) : y);
              expect(both(x, y, `${left} ? 'yes' : 'no'`)).toEqual(truthy(a) ? 'yes' : 'no');
            }
          }
        }
      }
    }
  });

  it('reads the right side only when the left does not decide', () => {
    const reads: string[] = [];
    const values: Record<string, unknown> = { x: 1, y: 2 };
    const scope = { ...scopeOf({}), value: (id: string) => (reads.push(id), values[id]) };
    const run = (src: string) => {
      reads.length = 0;
      const r = compileFormula(src, { helpers: fakeHelpers });
      if ('error' in r) throw new Error(r.error.message);
      return r.formula.evaluate(scope);
    };
    expect(run('x > 5 && y > 0')).toBe(false);
    expect(reads).toEqual(['x']);
    expect(run('x < 5 || y > 0')).toBe(true);
    expect(reads).toEqual(['x']);
    expect(run('x < 5 && y > 0')).toBe(true);
    expect(reads).toEqual(['x', 'y']);
  });
});
