import type { EvalScope, ListItemVars } from '../contract';
import type { HelperDef } from '../helpers/types';

/**
 * Test doubles for the language's own tests: a small helper registry (so these tests do not depend on the
 * helper library's behaviour) and a scope over plain records.
 */

const helper = (def: Omit<HelperDef, 'category' | 'returns'>): HelperDef => ({
  category: 'misc',
  returns: 'any',
  ...def,
});

const force = (t: unknown): unknown => (typeof t === 'function' ? (t as () => unknown)() : t);

/** If (lazy), IsEmpty, Round, Concat (rest), ArrayMap (lambda), GetDynamicAll (dynamic), Now (no params). */
export const FAKE_HELPERS: readonly HelperDef[] = [
  helper({
    name: 'If',
    lazy: true,
    params: [
      { name: 'cond', type: 'any' },
      { name: 'then', type: 'any' },
      { name: 'else', type: 'any', optional: true },
    ],
    fn: ([c, t, e]) => (force(c) ? force(t) : force(e)),
  }),
  helper({
    name: 'IsEmpty',
    params: [{ name: 'v', type: 'any' }],
    fn: ([v]) => v === undefined || v === '' || v === null,
  }),
  helper({
    name: 'Round',
    params: [
      { name: 'n', type: 'number' },
      { name: 'd', type: 'number', optional: true },
    ],
    fn: ([n, d]) => (typeof n === 'number' ? Number(n.toFixed(typeof d === 'number' ? d : 0)) : undefined),
  }),
  helper({
    name: 'Concat',
    params: [{ name: 'parts', type: 'any', rest: true }],
    fn: (args) => args.join(''),
  }),
  helper({
    name: 'ArrayMap',
    params: [
      { name: 'list', type: 'array' },
      { name: 'f', type: '(x) => any' },
    ],
    // A second argument that is not a function maps to nothing (the fuzz run found `ArrayMap(a, v > 1)`).
    fn: ([list, f]) =>
      Array.isArray(list) && typeof f === 'function'
        ? list.map((x, i) => (f as (x: unknown, i: number) => unknown)(x, i))
        : [],
  }),
  helper({ name: 'GetDynamicAll', dynamic: true, params: [{ name: 'p', type: 'string' }], fn: () => [] }),
  helper({ name: 'Now', params: [], fn: () => 'now' }),
];

/** Looks a name up in {@link FAKE_HELPERS}. */
export function fakeHelpers(name: string): HelperDef | undefined {
  return FAKE_HELPERS.find((h) => h.name === name);
}

/** A scope over records: `values[id]`, `props[id][name]`, optional list item and script functions. */
export function scopeOf(
  values: Readonly<Record<string, unknown>> = {},
  extra: {
    props?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
    listItem?: ListItemVars;
    scripts?: Readonly<Record<string, (...args: unknown[]) => unknown>>;
  } = {},
): EvalScope {
  const scripts = extra.scripts;
  return {
    value: (id) => (Object.prototype.hasOwnProperty.call(values, id) ? values[id] : undefined),
    prop: (id, name) => extra.props?.[id]?.[name],
    ...(extra.listItem ? { listItem: extra.listItem } : {}),
    ...(scripts
      ? {
          callScript: (name: string, args: readonly unknown[]) =>
            Object.prototype.hasOwnProperty.call(scripts, name) ? scripts[name]?.(...args) : undefined,
        }
      : {}),
    texts: {},
    reportVersion: 'v2',
  };
}
