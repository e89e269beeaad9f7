import fc from 'fast-check';
import { compileFormula, type HelperLookup } from '../compile';
import type { EvalScope } from '../contract';
import { getHelper } from '../helpers/registry';
import { smartFilter } from '../smartFilter';
import { compileTemplate } from '../template';
import { scopeOf } from './fakes';

/**
 * The fuzz properties of the language, shared by the short run in the test suite (fuzz.test.ts) and the long
 * run (`npx tsx scripts/fuzz-expr.ts --runs N`): random and mutated formulas and templates never crash the
 * compiler, compile errors are located inside the text, and evaluation never throws on its own, never
 * returns a function and never reaches a prototype.
 */

/** Realistic formulas the mutations start from. */
export const SEED_FORMULAS: readonly string[] = [
  "If(size > 10, 'large', 'small')",
  'Round(a * b / 100, 1)',
  "And(IsEmpty(x), y == 'yes')",
  "'Size ' + size + ' mm' + (unit ?? '')",
  'size.displayValue + lesions.count',
  'ArrayMap(list, (x, i) => x * ListItem.index + i)',
  "{a: [1, 2.5e3, 'x'], b: {c: null}}.b.c ?? -size % 3",
  "!(a && b || c) ? x['key'] : y[0]",
  "Concat(ToUpper(name), ', ', Length(list))",
  'x.constructor',
  "x['__proto__']",
  'ArrayMap(a, v => v.constructor)',
  'globalThis.process',
];

const ALPHABET = [
  ...'abxyzÅö_$0123456789.,;:?!+-*/%<>=&|()[]{}\'"` \\\n#@^~',
  '=>',
  '&&',
  '||',
  '??',
  '===',
  'If(',
  'ArrayMap(',
  '__proto__',
  'constructor',
  'prototype',
  'globalThis',
  'ListItem.',
  'x => ',
  '1e308',
  '1e999',
];

/** Random token soup. */
const soup = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 60 }).map((a) => a.join(''));

/** A seed formula with random insertions, deletions and replacements. */
const mutated = fc
  .tuple(
    fc.constantFrom(...SEED_FORMULAS),
    fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...ALPHABET)), { maxLength: 6 }),
  )
  .map(([seed, edits]) => {
    let s = seed;
    for (const [pos, kind, text] of edits) {
      const at = s.length === 0 ? 0 : pos % (s.length + 1);
      if (kind === 0) s = s.slice(0, at) + text + s.slice(at);
      else if (kind === 1) s = s.slice(0, at) + s.slice(at + 1);
      else s = s.slice(0, at) + text + s.slice(at + text.length);
    }
    return s;
  });

/** Deeply nested brackets and operator chains. */
const deep = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.constantFrom('(', '[', '!', '-', 'If(', 'a+', '{a:'))
  .map(([n, open]) => open.repeat(n) + '1');

/** Every kind of formula the fuzz tries. */
export const anyFormula = fc.oneof(soup, mutated, deep, fc.string({ maxLength: 40 }));

const hostile: Record<string, unknown> = {
  x: { own: 1, nested: { deeper: [1, 2] } },
  a: [1, 2, 3],
  b: 2,
  size: 12,
  list: ['a', '', null],
  name: 'Bo',
  y: 'yes',
  unit: undefined,
  fn: () => 'leak',
};

/** The scope fuzzed formulas run in: data of every shape, a list item, a script function. */
export const fuzzScope: EvalScope = scopeOf(hostile, {
  props: { size: { displayValue: '12 mm' }, lesions: { count: 2 } },
  listItem: { index: 1, zindex: 0, count: 2, prefix: 'l_1_', prefixBase: 'l_' },
  scripts: { s: (...args) => args.length },
});

const FORBIDDEN = new Set<unknown>([Object.prototype, Function.prototype, Array.prototype, globalThis]);

function assertSafeValue(v: unknown, src: string, depth = 0): void {
  if (typeof v === 'function') throw new Error(`formula ${JSON.stringify(src)} returned a function`);
  if (FORBIDDEN.has(v)) throw new Error(`formula ${JSON.stringify(src)} reached a prototype or global`);
  if (depth < 3 && Array.isArray(v)) for (const item of v) assertSafeValue(item, src, depth + 1);
}

/**
 * Compiles and evaluates one formula. `lenient` tolerates plain `Error`s thrown on purpose by real helpers
 * ('invalid align', the cookie helper); TypeError, RangeError and ReferenceError are failures everywhere.
 */
export function checkOneFormula(src: string, helpers: HelperLookup, lenient: boolean): void {
  const r = compileFormula(src, { helpers });
  if ('error' in r) {
    const e = r.error;
    if (!e.message || e.offset < 0 || e.offset > src.length || e.offset + e.length > src.length) {
      throw new Error(`bad error location for ${JSON.stringify(src)}: ${JSON.stringify(e)}`);
    }
    return;
  }
  let value: unknown;
  try {
    value = r.formula.evaluate(fuzzScope);
  } catch (err) {
    if (lenient && err instanceof Error && err.constructor === Error) return;
    throw new Error(`evaluating ${JSON.stringify(src)} threw ${String(err)}`, { cause: err });
  }
  assertSafeValue(value, src);
}

/** Templates and the smart filter never throw on any text. */
export function checkOneTemplate(text: string, helpers: HelperLookup, lenient: boolean): void {
  const { template } = compileTemplate(text, { helpers });
  let rendered: string;
  try {
    rendered = template.render(fuzzScope);
    template.renderFiltered(fuzzScope);
  } catch (err) {
    if (lenient && err instanceof Error && err.constructor === Error) return;
    throw new Error(`rendering ${JSON.stringify(text)} threw ${String(err)}`, { cause: err });
  }
  if (/undefined|NaN/.test(rendered) && !/undefined|NaN/.test(text)) {
    throw new Error(`template ${JSON.stringify(text)} printed ${JSON.stringify(rendered)}`);
  }
  smartFilter(text);
}

/** Runs all fuzz properties `runs` times each; returns the number of cases tried. */
export function runFuzz(
  runs: number,
  options: { seed?: number; helpers?: HelperLookup; lenient?: boolean } = {},
): number {
  const helpers = options.helpers ?? getHelper;
  const lenient = options.lenient ?? true;
  const params = { numRuns: runs, ...(options.seed === undefined ? {} : { seed: options.seed }) };
  fc.assert(
    fc.property(anyFormula, (src) => checkOneFormula(src, helpers, lenient)),
    params,
  );
  const templateText = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc
      .tuple(fc.string({ maxLength: 10 }), anyFormula, fc.string({ maxLength: 10 }))
      .map(([a, f, b]) => `${a}{${f}}${b}`),
    fc
      .array(
        fc.constantFrom(
          '{',
          '}',
          '\\',
          '||',
          '\\||',
          ',',
          '.',
          ';',
          ' ',
          '\n',
          'a',
          '{a}',
          '{x.own}',
          '{unit}',
        ),
        { maxLength: 30 },
      )
      .map((a) => a.join('')),
  );
  fc.assert(
    fc.property(templateText, (t) => checkOneTemplate(t, helpers, lenient)),
    params,
  );
  return runs * 2;
}
