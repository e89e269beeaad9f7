import { isEmpty } from '../empty';
import type { HelperDef } from './types';
import { flattenDeep, toNumber, toText } from './values';

/** Default indentation of IndentText and IndentLine, matching the editor's indent of 2. */
const DEFAULT_INDENT = 2;

/** The indentation prefix: a number of spaces (invalid → 2) or a text used as it is. */
function indentPrefix(value: unknown): string {
  if (typeof value === 'string' && toNumber(value) === undefined) return value;
  const n = toNumber(value);
  return ' '.repeat(n === undefined || n < 0 ? DEFAULT_INDENT : Math.min(Math.trunc(n), 100));
}

/** Concat, Length, case changes, indentation and ToText (docs/helpers.md#text). */
export const textHelpers: readonly HelperDef[] = [
  {
    name: 'Concat',
    category: 'text',
    params: [{ name: 'values', type: 'any', optional: true, rest: true }],
    returns: 'string',
    fn: (args) => {
      // Joined as it goes; only an array argument is flattened.
      let out = '';
      for (const a of args) {
        if (!Array.isArray(a)) out += toText(a);
        else for (const v of flattenDeep(a)) out += toText(v);
      }
      return out;
    },
  },
  {
    name: 'ToText',
    category: 'text',
    params: [{ name: 'value', type: 'any' }],
    returns: 'string',
    fn: (args) => toText(args[0]),
  },
  {
    name: 'Length',
    category: 'text',
    params: [{ name: 'value', type: 'string | array' }],
    returns: 'number',
    fn: (args) => {
      const v = args[0];
      if (isEmpty(v)) return 0;
      if (Array.isArray(v)) return v.length;
      return [...toText(v)].length;
    },
  },
  {
    name: 'ToLower',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    fn: (args) => toText(args[0]).toLowerCase(),
  },
  {
    name: 'ToUpper',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    fn: (args) => toText(args[0]).toUpperCase(),
  },
  {
    name: 'Capitalize',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    fn: (args) => changeFirst(toText(args[0]), (c) => c.toUpperCase()),
  },
  {
    name: 'Decapitalize',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    fn: (args) => changeFirst(toText(args[0]), (c) => c.toLowerCase()),
  },
  {
    name: 'IndentText',
    category: 'text',
    params: [
      { name: 'text', type: 'string' },
      { name: 'indent', type: 'number | string', optional: true },
    ],
    returns: 'string',
    fn: (args) => {
      const prefix = indentPrefix(args[1]);
      return toText(args[0])
        .split('\n')
        .map((line) => (line.trim() === '' ? line : prefix + line))
        .join('\n');
    },
  },
  {
    name: 'IndentLine',
    category: 'text',
    params: [
      { name: 'text', type: 'string' },
      { name: 'indent', type: 'number | string', optional: true },
    ],
    returns: 'string',
    fn: (args) => {
      const text = toText(args[0]);
      return text === '' ? '' : indentPrefix(args[1]) + text;
    },
  },
];

function changeFirst(text: string, change: (c: string) => string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return '';
  const c = String.fromCodePoint(first);
  return change(c) + text.slice(c.length);
}
