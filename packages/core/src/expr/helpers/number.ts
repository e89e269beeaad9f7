import { roundDecimal, sumDecimal } from './decimal';
import type { HelperDef } from './types';
import { flattenDeep, toNumber } from './values';

/** Decimals Round accepts at most (docs/helpers.md#round). */
export const MAX_ROUND_DECIMALS = 15;

/** Round's decimal count: an integer 0–15; missing, invalid or negative counts mean 0, larger ones 15. */
export function roundDecimals(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || n < 0) return 0;
  return Math.min(Math.trunc(n), MAX_ROUND_DECIMALS);
}

/** The numbers among the arguments, arrays flattened; empty and non-numeric entries are skipped. */
function numbersOf(args: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const v of flattenDeep(args)) {
    const n = toNumber(v);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** Round, Min, Max, Sum and ToNumber (docs/helpers.md#numbers). */
export const numberHelpers: readonly HelperDef[] = [
  {
    name: 'Round',
    category: 'number',
    params: [
      { name: 'value', type: 'number' },
      { name: 'decimals', type: 'number', optional: true },
    ],
    returns: 'number',
    fn: (args) => {
      const n = toNumber(args[0]);
      return n === undefined ? undefined : roundDecimal(n, roundDecimals(args[1]));
    },
  },
  {
    name: 'Min',
    category: 'number',
    params: [{ name: 'values', type: 'number | array', rest: true }],
    returns: 'number',
    fn: (args) => {
      const ns = numbersOf(args);
      return ns.length === 0 ? undefined : ns.reduce((a, b) => Math.min(a, b));
    },
  },
  {
    name: 'Max',
    category: 'number',
    params: [{ name: 'values', type: 'number | array', rest: true }],
    returns: 'number',
    fn: (args) => {
      const ns = numbersOf(args);
      return ns.length === 0 ? undefined : ns.reduce((a, b) => Math.max(a, b));
    },
  },
  {
    name: 'Sum',
    category: 'number',
    params: [{ name: 'values', type: 'number | array', rest: true }],
    returns: 'number',
    fn: (args) => {
      const ns = numbersOf(args);
      return ns.length === 0 ? undefined : sumDecimal(ns);
    },
  },
  {
    name: 'ToNumber',
    category: 'number',
    params: [{ name: 'value', type: 'any' }],
    returns: 'number',
    fn: (args) => toNumber(args[0]),
  },
];
