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
    description: "Joins the values as text without separator; empties count as '', arrays are flattened.",
    example: "Concat('Size ', 12, null, ' mm')",
    exampleResult: 'Size 12 mm',
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
    description:
      "The value as text: empty gives '', numbers in their shortest form, arrays joined with ', ' (empties skipped).",
    example: "ToText([1, '', 2.50])",
    exampleResult: '1, 2.5',
    fn: (args) => toText(args[0]),
  },
  {
    name: 'Length',
    category: 'text',
    params: [{ name: 'value', type: 'string | array' }],
    returns: 'number',
    description: 'Characters of a text or entries of an array; empty (including an all-empty array) gives 0.',
    example: "Length('lesion')",
    exampleResult: 6,
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
    description: "The text in lower case; empty gives ''.",
    example: "ToLower('Left KIDNEY')",
    exampleResult: 'left kidney',
    fn: (args) => toText(args[0]).toLowerCase(),
  },
  {
    name: 'ToUpper',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    description: "The text in upper case; empty gives ''.",
    example: "ToUpper('bi-rads')",
    exampleResult: 'BI-RADS',
    fn: (args) => toText(args[0]).toUpperCase(),
  },
  {
    name: 'Capitalize',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    description: "The text with its first character in upper case, the rest unchanged; empty gives ''.",
    example: "Capitalize('no focal lesion')",
    exampleResult: 'No focal lesion',
    fn: (args) => changeFirst(toText(args[0]), (c) => c.toUpperCase()),
  },
  {
    name: 'Decapitalize',
    category: 'text',
    params: [{ name: 'text', type: 'string' }],
    returns: 'string',
    description: "The text with its first character in lower case, the rest unchanged; empty gives ''.",
    example: "Decapitalize('Normal CT')",
    exampleResult: 'normal CT',
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
    description:
      "Indents every non-blank line by indent spaces (default 2) or by the given text; empty gives ''.",
    example: "IndentText('a\\nb', 4)",
    exampleResult: '    a\n    b',
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
    description:
      "Indents only the first line by indent spaces (default 2) or by the given text; empty gives ''.",
    example: "IndentLine('a\\nb', '- ')",
    exampleResult: '- a\nb',
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
