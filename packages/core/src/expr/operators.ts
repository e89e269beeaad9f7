import { isEmpty } from './empty';
import { looseEq, toNumber, toText, truthy } from './helpers/values';
import { roundResult } from './numbers';

/**
 * The operators of the language with their rules for empty operands (docs/expressions.md has the table).
 * Empty is {@link isEmpty}: undefined, null, '', NaN, or an array of empties. No operator throws and
 * none produces NaN: an arithmetic result that has no value is undefined.
 */

/**
 * `a + b`: numbers add; when both sides are strings, or either is a non-empty string, both are joined as
 * text (empty as ''); otherwise an empty side makes the sum empty (`'' + 2` is empty, as `u + 2`).
 */
export function opAdd(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return roundResult(a + b);
  const sa = typeof a === 'string';
  const sb = typeof b === 'string';
  if (sa && sb) return a + b;
  if (sa && typeof b === 'number' && a !== '' && Number.isFinite(b)) return a + String(roundResult(b));
  if (sb && typeof a === 'number' && b !== '' && Number.isFinite(a)) return String(roundResult(a)) + b;
  if ((sa && a !== '') || (sb && b !== '')) return toText(a) + toText(b);
  const x = toNumber(a);
  const y = toNumber(b);
  return x === undefined || y === undefined ? undefined : roundResult(x + y);
}

function arith(a: unknown, b: unknown, f: (x: number, y: number) => number): number | undefined {
  const x = typeof a === 'number' ? a : toNumber(a);
  const y = typeof b === 'number' ? b : toNumber(b);
  return x === undefined || y === undefined ? undefined : roundResult(f(x, y));
}

/** `a - b`: numbers (or numeric text) subtract; an empty or non-numeric side gives empty. */
export function opSub(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return roundResult(a - b);
  return arith(a, b, (x, y) => x - y);
}

/** `a * b`: as `-`. */
export function opMul(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return roundResult(a * b);
  return arith(a, b, (x, y) => x * y);
}

/** `a / b`: as `-`; division by zero gives empty. */
export function opDiv(a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') return roundResult(a / b);
  return arith(a, b, (x, y) => x / y);
}

/** `a % b`: remainder with the sign of a, as in JavaScript; by zero gives empty. */
export function opMod(a: unknown, b: unknown): unknown {
  return arith(a, b, (x, y) => x % y);
}

/** `-a`: the negated number; empty or non-numeric gives empty. */
export function opNeg(a: unknown): unknown {
  const x = typeof a === 'number' ? a : toNumber(a);
  return x === undefined ? undefined : roundResult(-x);
}

/** `+a`: the number (numeric text converted); empty or non-numeric gives empty. */
export function opPlus(a: unknown): unknown {
  const x = typeof a === 'number' ? a : toNumber(a);
  return x === undefined ? undefined : roundResult(x);
}

/** `!a`: true for empty, false, 0 and the text 'false'; false otherwise. */
export function opNot(a: unknown): boolean {
  return !truthy(a);
}

/**
 * Orders two values: numbers, or text that reads as a number, numerically; other texts by code point
 * (ISO dates order correctly); anything else (empty, booleans, arrays) is not ordered.
 */
export function compareValues(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') {
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : a < b ? -1 : a > b ? 1 : 0;
  }
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const x = toNumber(a);
  const y = toNumber(b);
  if (x !== undefined && y !== undefined) return x < y ? -1 : x > y ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

/** `a < b`: false when either side is empty or the two cannot be ordered. */
export function opLt(a: unknown, b: unknown): boolean {
  const c = compareValues(a, b);
  return c !== undefined && c < 0;
}

/** `a <= b`: as `<`. */
export function opLe(a: unknown, b: unknown): boolean {
  const c = compareValues(a, b);
  return c !== undefined && c <= 0;
}

/** `a > b`: as `<`. */
export function opGt(a: unknown, b: unknown): boolean {
  const c = compareValues(a, b);
  return c !== undefined && c > 0;
}

/** `a >= b`: as `<`. */
export function opGe(a: unknown, b: unknown): boolean {
  const c = compareValues(a, b);
  return c !== undefined && c >= 0;
}

/** `a == b`: two empties are equal, an empty never equals a value, 5 == '5', arrays entry by entry (as Eq). */
export function opEq(a: unknown, b: unknown): boolean {
  return a === b || looseEq(a, b);
}

/** `a === b`: no conversion and no empty rule (null !== undefined); NaN equals NaN; arrays entry by entry. */
export function opStrictEq(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => opStrictEq(x, b[i]));
  }
  return false;
}

export { truthy };
