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
    description:
      'One argument: an array stays as it is, empty gives [], a value gives [value]; several arguments give them as a list.',
    example: "ToArray('left')",
    exampleResult: ['left'],
    fn: (args) => (args.length === 1 ? [...toList(args[0])] : [...args]),
  },
  {
    name: 'InArray',
    category: 'array',
    params: [{ name: 'value', type: 'any' }, arr],
    returns: 'boolean',
    description:
      'True when an entry Eq-equals the value (either argument order); an empty array gives false.',
    example: "InArray('mass', ['cyst', 'mass'])",
    exampleResult: true,
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
    description: 'True when both have the same length and Eq-equal entries in order; two empties are equal.',
    example: "ArrayEq([1, 'a'], ['1', 'a'])",
    exampleResult: true,
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
    description:
      'One array of all arguments: arrays are spread one level, other values appended, undefined and null skipped.',
    example: "ArrayConcat(['a'], null, 'b', ['c', 'd'])",
    exampleResult: ['a', 'b', 'c', 'd'],
    fn: (args) => args.flatMap((a) => (a === undefined || a === null ? [] : Array.isArray(a) ? a : [a])),
  },
  {
    name: 'ArrayGet',
    category: 'array',
    params: [arr, { name: 'index', type: 'number' }, { name: 'fallback', type: 'any', optional: true }],
    returns: 'any',
    description:
      'The entry at a 0-based index (negative counts from the end); out of range or invalid index gives the fallback (empty).',
    example: "ArrayGet(['a', 'b', 'c'], -1)",
    exampleResult: 'c',
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
    description: 'Applies the function to every entry (with its 0-based index); empty gives [].',
    example: 'ArrayMap([1, 2, 3], x => x * 2)',
    exampleResult: [2, 4, 6],
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
    description: 'Keeps the entries for which the function is true (empty counts as false); empty gives [].',
    example: 'ArrayFilter([4, 12, 30], x => x > 10)',
    exampleResult: [12, 30],
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
    description: "Drops the empty entries (undefined, null, '', NaN, all-empty arrays); empty gives [].",
    example: "ArrayFilterNull(['a', '', null, 'b'])",
    exampleResult: ['a', 'b'],
    fn: (args) => toList(args[0]).filter((v) => !isEmpty(v)),
  },
  {
    name: 'ArraySkip',
    category: 'array',
    params: [arr, { name: 'count', type: 'number' }],
    returns: 'array',
    description: 'Drops the first count entries (missing or invalid count means 0); empty gives [].',
    example: "ArraySkip(['a', 'b', 'c'], 1)",
    exampleResult: ['b', 'c'],
    fn: (args) => toList(args[0]).slice(toCount(args[1], 0)),
  },
  {
    name: 'ArrayFlatten',
    category: 'array',
    params: [arr],
    returns: 'array',
    description: 'Flattens nested arrays completely; empty gives [], a non-array value gives [value].',
    example: 'ArrayFlatten([1, [2, [3]]])',
    exampleResult: [1, 2, 3],
    fn: (args) => flattenDeep(toList(args[0])),
  },
  {
    name: 'ArrayJoin',
    category: 'array',
    params: [arr, { name: 'separator', type: 'string', optional: true }],
    returns: 'string',
    description: "Joins the non-empty entries as text with the separator (default ', '); empty gives ''.",
    example: "ArrayJoin(['a', '', 'b'], ' / ')",
    exampleResult: 'a / b',
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
    description:
      "Formats each non-empty entry with the template ({0} first entry of an array item or the item itself, {value}, {index} 1-based, {zindex}) and joins with joiner (default ', '); empty gives ''.",
    example: "ArrayFormat([['liver', 12], ['spleen', 9]], '{0}: {1} mm', '; ')",
    exampleResult: 'liver: 12 mm; spleen: 9 mm',
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
    description:
      "As ArrayFormat but numbered holes count from 1 ({1} is the first entry of an array item or the item itself); empty gives ''.",
    example: "ArrayFormat1(['cyst', 'mass'], '{index}. {1}', ' ')",
    exampleResult: '1. cyst 2. mass',
    fn: arrayFormat(1),
  },
  {
    name: 'ArrayLangFormat',
    category: 'array',
    params: [arr, { name: 'andWord', type: 'string', optional: true }],
    returns: 'string',
    description:
      "Joins the non-empty entries as a sentence: 'a, b, and c' with the language's defaultAndWord (or the given word; 'a and b' for two); empty gives ''.",
    example: "ArrayLangFormat(['liver', 'spleen', 'kidneys'])",
    exampleResult: 'liver, spleen, and kidneys',
    fn: (args, scope) => {
      const items = toList(args[0])
        .filter((v) => !isEmpty(v))
        .map(toText);
      return langJoin(items, isEmpty(args[1]) ? andWordOf(scope) : toText(args[1]));
    },
  },
];
