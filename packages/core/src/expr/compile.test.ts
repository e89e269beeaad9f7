import { describe, expect, it, vi } from 'vitest';
import { compileFormula } from './compile';
import type { CompiledFormula } from './contract';
import { fakeHelpers, scopeOf } from './testing/fakes';

const compile = (src: string): CompiledFormula => {
  const r = compileFormula(src, { helpers: fakeHelpers });
  if ('error' in r) throw new Error(`${src}: ${r.error.message}`);
  return r.formula;
};

const listItem = { index: 2, zindex: 1, count: 3, prefix: 'lesions_2_', prefixBase: 'lesions_' };

describe('names', () => {
  it('reads a component value by id and a property by id.prop', () => {
    const scope = scopeOf({ size: 12 }, { props: { size: { displayValue: '12 mm' } } });
    expect(compile('size').evaluate(scope)).toBe(12);
    expect(compile('size.displayValue').evaluate(scope)).toBe('12 mm');
  });

  it('reads further members as own properties of the property value', () => {
    const scope = scopeOf({ data: { a: { b: [10, 20] } } }, { props: { data: { info: { x: 'y' } } } });
    expect(compile('data.info.x').evaluate(scope)).toBe('y');
    expect(compile("data['a'].b[1]").evaluate(scope)).toBe(20);
    expect(compile('data.missing.deeper').evaluate(scope)).toBeUndefined();
  });

  it.each([
    ['ListItem.index', 2],
    ['ListItem.zindex', 1],
    ['ListItem.count', 3],
    ['ListItem.prefix', 'lesions_2_'],
    ['ListItem.prefixBase', 'lesions_'],
    ['ListItem.other', undefined],
  ])('reads %s inside a list item', (src, expected) => {
    expect(compile(src).evaluate(scopeOf({}, { listItem }))).toBe(expected);
  });

  it('reads ListItem variables as empty outside a list item', () => {
    expect(compile('ListItem.index').evaluate(scopeOf())).toBeUndefined();
  });

  it('an unknown id reads as empty and never throws', () => {
    expect(compile('nothing + 1').evaluate(scopeOf())).toBeUndefined();
  });
});

describe('calls', () => {
  it('calls helpers with evaluated arguments', () => {
    expect(compile('Round(a * b / 100, 1)').evaluate(scopeOf({ a: 12.34, b: 56 }))).toBe(6.9);
    expect(compile("Concat('a', 1, 'b', 2, 'c')").evaluate(scopeOf())).toBe('a1b2c');
    expect(compile('Now()').evaluate(scopeOf())).toBe('now');
  });

  it('gives lazy helpers thunks, so the branch not taken is never evaluated', () => {
    const spy = vi.fn(() => 'x');
    const scope = scopeOf({}, { scripts: { side: spy } });
    expect(compile("If(true, 'yes', side())").evaluate(scope)).toBe('yes');
    expect(spy).not.toHaveBeenCalled();
  });

  it('passes lambdas as functions; parameters shadow ids and nest', () => {
    const scope = scopeOf({ list: [1, 2, 3], x: 100, k: 10 });
    expect(compile('ArrayMap(list, x => x * k)').evaluate(scope)).toEqual([10, 20, 30]);
    expect(compile('ArrayMap(list, (x, i) => x + i)').evaluate(scope)).toEqual([1, 3, 5]);
    expect(compile('ArrayMap(list, () => x)').evaluate(scope)).toEqual([100, 100, 100]);
    expect(compile('ArrayMap(list, x => ArrayMap([1, 2], y => x * y))').evaluate(scope)).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
    ]);
  });

  it('sends names that are not helpers to the form script and marks the formula dynamic', () => {
    const f = compile('double(size) + 1');
    expect(f.scriptCalls).toEqual(['double']);
    expect(f.dynamic).toBe(true);
    const scope = scopeOf({ size: 4 }, { scripts: { double: (v) => (v as number) * 2 } });
    expect(f.evaluate(scope)).toBe(9);
    expect(f.evaluate(scopeOf({ size: 4 }))).toBeUndefined();
  });

  it('marks formulas calling a dynamic helper dynamic, and plain formulas static', () => {
    expect(compile("GetDynamicAll('x_')").dynamic).toBe(true);
    expect(compile('If(a, b, c)').dynamic).toBe(false);
  });

  it('uses the helper library registry by default', async () => {
    const { getHelper } = await import('./helpers/registry');
    const r = compileFormula('IsEmpty(x)');
    expect('formula' in r).toBe(true);
    if ('formula' in r && getHelper('IsEmpty')) expect(r.formula.scriptCalls).toEqual([]);
  });
});

describe('dependencies', () => {
  it.each<[string, unknown[]]>([
    ['size', [{ id: 'size' }]],
    ['size.displayValue', [{ id: 'size', prop: 'displayValue' }]],
    ['size + size * size.scale', [{ id: 'size' }, { id: 'size', prop: 'scale' }]],
    ['data.info.x', [{ id: 'data', prop: 'info' }]],
    ['list[i]', [{ id: 'list' }, { id: 'i' }]],
    ['ListItem.index + ListItem.prefix', []],
    ['ArrayMap(list, x => x + k)', [{ id: 'list' }, { id: 'k' }]],
    ['ArrayMap(list, (x, list) => list)', [{ id: 'list' }]],
    ["If(a > 1, 'x', b ?? c)", [{ id: 'a' }, { id: 'b' }, { id: 'c' }]],
    ['{k: v, w: [p]}', [{ id: 'v' }, { id: 'p' }]],
    ['x.constructor', []],
    ['fn(a)', [{ id: 'a' }]],
    ['1 + 2', []],
  ])('%s depends on %j', (src, deps) => {
    expect(compile(src).deps).toEqual(deps);
  });
});

describe('no path to JavaScript globals or prototypes', () => {
  const scope = scopeOf(
    { x: { own: 1 }, arr: [1, 2], s: 'text', n: 5 },
    { props: { x: { constructor: 'data' } } },
  );
  it.each([
    'x.constructor',
    "x['constructor']",
    "x['__proto__']",
    "arr['__proto__']",
    'arr.constructor',
    "arr['constructor']",
    "s['constructor']",
    's.constructor',
    'x.own.constructor',
    "x.own['__proto__']",
    'x.own.prototype',
    'arr.map',
    'arr.push',
    's.toUpperCase',
    'n.toFixed',
    'x.own.hasOwnProperty',
    "x.own['toString']",
    'globalThis',
    'window',
    'Function',
    'process',
    'globalThis.process',
    'ArrayMap(arr, v => v.constructor)',
    "ArrayMap(arr, v => v['__proto__'])",
    "ArrayMap([{}], v => v['constructor'])",
    '({}).constructor',
    '[].constructor',
    "'abc'.constructor",
    '(1).constructor',
  ])('%s reads as empty', (src) => {
    const v = compile(src).evaluate(scope);
    const values = Array.isArray(v) ? v : [v];
    for (const item of values) {
      expect(typeof item).not.toBe('function');
      expect(item === undefined || item === null).toBe(true);
    }
  });

  it('a component property literally named constructor is still not read through id.prop', () => {
    expect(compile('x.constructor').evaluate(scope)).toBeUndefined();
  });

  it('object literals never set a prototype', () => {
    const v = compile("{a: 1, 'b': 2}").evaluate(scope) as object;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['a', 'b']);
  });

  it('a script function returning a function gives empty', () => {
    const s = scopeOf({}, { scripts: { leak: () => () => 1 } });
    expect(compile('leak()').evaluate(s)).toBeUndefined();
  });

  it('array and string length and entries are readable', () => {
    expect(compile('[1, 2, 3].length').evaluate(scope)).toBe(3);
    expect(compile("'abc'[1]").evaluate(scope)).toBe('b');
    expect(compile('[1, 2][5]').evaluate(scope)).toBeUndefined();
    expect(compile('[1, 2][-1]').evaluate(scope)).toBeUndefined();
  });
});

describe('reuse of compiled formulas', () => {
  it('compiles a text once with the helper library and hands the same read-only result to every caller', () => {
    const first = compileFormula('Round(size * 2, 1) + 0.5');
    const again = compileFormula('Round(size * 2, 1) + 0.5');
    if (!('formula' in first) || !('formula' in again)) throw new Error('did not compile');
    expect(again.formula).toBe(first.formula);
    // Shared between two forms, it still reads each one's own values.
    expect(first.formula.evaluate(scopeOf({ size: 3 }))).toBe(6.5);
    expect(again.formula.evaluate(scopeOf({ size: 10 }))).toBe(20.5);
  });

  it("compiles again for a helper lookup of its own (a form script's functions)", () => {
    const a = compileFormula('size + 1', { helpers: fakeHelpers });
    const b = compileFormula('size + 1', { helpers: fakeHelpers });
    if (!('formula' in a) || !('formula' in b)) throw new Error('did not compile');
    expect(b.formula).not.toBe(a.formula);
  });

  it('keeps a syntax error as an error for every caller', () => {
    const r = compileFormula('size +');
    expect('error' in r && compileFormula('size +')).toEqual(r);
  });
});
