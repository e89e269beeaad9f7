import { isEmpty } from '../empty';
import type { EvalScope } from '../contract';
import type { HelperDef } from './types';
import { flattenDeep, looseEq, toCount, toList, toNumber, toText, truthy } from './values';

/** The joiner of ArrayLangFormat when the texts have none (docs/helpers.md#arrays: ', and '). */
export const DEFAULT_AND_WORD = ', and ';

type Lambda = (item: unknown, index: number) => unknown;

function lambdaOf(name: string, value: unknown): Lambda {
  if (typeof value !== 'function')
    throw new Error(`${name} needs a function such as x => x * 2 as its second argument`);
  return value as Lambda;
}

/**
 * Formats one array item with a template: `{value}` is the item, `{index}` its 1-based and `{zindex}` its
 * 0-based position; numbered holes are the item's own entries (an item that is not an array is its only
 * entry), counted from `base` (0 for ArrayFormat, 1 for ArrayFormat1). Unknown holes stay as written.
 */
export function formatItem(template: string, item: unknown, zindex: number, base: 0 | 1): string {
  const entries = Array.isArray(item) ? item : [item];
  return template.replace(/\{(\w+)\}/g, (hole, key: string) => {
    if (key === 'value') return toText(item);
    if (key === 'index') return String(zindex + 1);
    if (key === 'zindex') return String(zindex);
    if (/^\d+$/.test(key)) {
      const at = Number(key) - base;
      return at >= 0 && at < entries.length ? toText(entries[at]) : '';
    }
    return hole;
  });
}

function arrayFormat(base: 0 | 1) {
  return (args: readonly unknown[]): string => {
    const template = isEmpty(args[1]) ? `{${base}}` : toText(args[1]);
    const joiner = args.length > 2 ? toText(args[2]) : ', ';
    return toList(args[0])
      .map((item, i) => (isEmpty(item) ? undefined : formatItem(template, item, i, base)))
      .filter((s): s is string => s !== undefined)
      .join(joiner);
  };
}

/**
 * Joins texts as a sentence: `a`, `a and b`, `a, b, and c` with the language's and-word. For exactly two
 * items a leading comma of the and-word is dropped (', and ' → ' and '), as natural language writes it.
 */
export function langJoin(items: readonly string[], andWord: string): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return items[0] + andWord.replace(/^\s*,/, '') + items[1];
  return items.slice(0, -1).join(', ') + andWord + items[items.length - 1];
}

function andWordOf(scope: EvalScope): string {
  const w = scope.texts['defaultAndWord'];
  return typeof w === 'string' ? w : DEFAULT_AND_WORD;
}

const arr = { name: 'array', type: 'array' };

/** Array construction, search, transformation and joining (docs/helpers.md#arrays). */
export const arrayHelpers: readonly HelperDef[] = [
  {
    name: 'ToArray',
    category: 'array',
    params: [{ name: 'values', type: 'any', optional: true, rest: true }],
    returns: 'array',
    fn: (args) => (args.length === 1 ? [...toList(args[0])] : [...args]),
  },
  {
    name: 'InArray',
    category: 'array',
    params: [{ name: 'value', type: 'any' }, arr],
    returns: 'boolean',
    fn: (args) => {
      let [value, list] = args;
      if (!Array.isArray(list) && Array.isArray(value)) [value, list] = [list, value];
      return toList(list).some((entry) => looseEq(entry, value));
    },
  },
  {
    name: 'ArrayEq',
    category: 'array',
    params: [
      { name: 'a', type: 'array' },
      { name: 'b', type: 'array' },
    ],
    returns: 'boolean',
    fn: (args) => {
      const [a, b] = args;
      if (isEmpty(a) && isEmpty(b)) return true;
      const la = toList(a);
      const lb = toList(b);
      return la.length === lb.length && la.every((x, i) => looseEq(x, lb[i]));
    },
  },
  {
    name: 'ArrayConcat',
    category: 'array',
    params: [{ name: 'arrays', type: 'array | any', optional: true, rest: true }],
    returns: 'array',
    fn: (args) => args.flatMap((a) => (a === undefined || a === null ? [] : Array.isArray(a) ? a : [a])),
  },
  {
    name: 'ArrayGet',
    category: 'array',
    params: [arr, { name: 'index', type: 'number' }, { name: 'fallback', type: 'any', optional: true }],
    returns: 'any',
    fn: (args) => {
      const list = toList(args[0]);
      const n = toNumber(args[1]);
      const at = n === undefined || !Number.isInteger(n) ? NaN : n < 0 ? list.length + n : n;
      return at >= 0 && at < list.length ? list[at] : args[2];
    },
  },
  {
    name: 'ArrayMap',
    category: 'array',
    params: [arr, { name: 'fn', type: '(item, zindex) => any' }],
    returns: 'array',
    fn: (args) => {
      const f = lambdaOf('ArrayMap', args[1]);
      return toList(args[0]).map((item, i) => f(item, i));
    },
  },
  {
    name: 'ArrayFilter',
    category: 'array',
    params: [arr, { name: 'fn', type: '(item, zindex) => boolean' }],
    returns: 'array',
    fn: (args) => {
      const f = lambdaOf('ArrayFilter', args[1]);
      return toList(args[0]).filter((item, i) => truthy(f(item, i)));
    },
  },
  {
    name: 'ArrayFilterNull',
    category: 'array',
    params: [arr],
    returns: 'array',
    fn: (args) => toList(args[0]).filter((v) => !isEmpty(v)),
  },
  {
    name: 'ArraySkip',
    category: 'array',
    params: [arr, { name: 'count', type: 'number' }],
    returns: 'array',
    fn: (args) => toList(args[0]).slice(toCount(args[1], 0)),
  },
  {
    name: 'ArrayFlatten',
    category: 'array',
    params: [arr],
    returns: 'array',
    fn: (args) => flattenDeep(toList(args[0])),
  },
  {
    name: 'ArrayJoin',
    category: 'array',
    params: [arr, { name: 'separator', type: 'string', optional: true }],
    returns: 'string',
    fn: (args) =>
      toList(args[0])
        .filter((v) => !isEmpty(v))
        .map(toText)
        .join(args.length > 1 ? toText(args[1]) : ', '),
  },
  {
    name: 'ArrayFormat',
    category: 'array',
    params: [
      arr,
      { name: 'template', type: 'string', optional: true },
      { name: 'joiner', type: 'string', optional: true },
    ],
    returns: 'string',
    fn: arrayFormat(0),
  },
  {
    name: 'ArrayFormat1',
    category: 'array',
    params: [
      arr,
      { name: 'template', type: 'string', optional: true },
      { name: 'joiner', type: 'string', optional: true },
    ],
    returns: 'string',
    fn: arrayFormat(1),
  },
  {
    name: 'ArrayLangFormat',
    category: 'array',
    params: [arr, { name: 'andWord', type: 'string', optional: true }],
    returns: 'string',
    fn: (args, scope) => {
      const items = toList(args[0])
        .filter((v) => !isEmpty(v))
        .map(toText);
      return langJoin(items, isEmpty(args[1]) ? andWordOf(scope) : toText(args[1]));
    },
  },
];
