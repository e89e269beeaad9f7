import { isEmpty } from '../empty';

/**
 * Conversions every helper shares, so that "empty", "true" and "equal" mean the same in all of them.
 * Empty follows {@link isEmpty}; nothing here ever produces the texts "undefined" or "NaN".
 */

/** Text form of a value: empty → '', arrays joined with ', ' (empties skipped), numbers in their shortest form. */
export function toText(value: unknown): string {
  // Texts and numbers first: they are nearly every call (Concat, `+`, templates).
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (isEmpty(value)) return '';
  if (Array.isArray(value))
    return value
      .filter((v) => !isEmpty(v))
      .map(toText)
      .join(', ');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    // Cycles and BigInts cannot be written as JSON: such a value prints as nothing rather than throwing.
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return String(value);
}

/**
 * Number form of a value: numbers as they are, numeric text (with `.` or `,` as decimal mark, surrounding
 * spaces allowed) parsed; empty, booleans, arrays and anything else that is not a number give undefined.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^([+-]?\d*),(\d+)$/, '$1.$2');
  if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** A value as a list: arrays as they are, empty non-arrays as [], anything else as a one-entry list. */
export function toList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmpty(value) ? [] : [value];
}

/** Deep flattening of nested arrays (non-arrays become one entry). */
export function flattenDeep(value: unknown): unknown[] {
  const out: unknown[] = [];
  pushFlat(out, value);
  return out;
}

// A module function rather than a closure per call: no allocation for the walk itself.
function pushFlat(out: unknown[], v: unknown): void {
  if (Array.isArray(v)) for (const x of v) pushFlat(out, x);
  else out.push(v);
}

/**
 * The truth of a condition (Not, And, Or, If, ArrayFilter): empty, false, 0 and the text 'false' (any case)
 * are false; everything else is true.
 */
export function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '' && !isFalseText(value);
  return !isEmpty(value);
}

/**
 * True for 'false' in any case with any surrounding white space. Checked without allocating: a text shorter
 * than 5 characters, or longer than 5 with a visible ASCII character at both ends, cannot be it.
 */
function isFalseText(text: string): boolean {
  const n = text.length;
  if (n < 5) return false;
  if (n > 5) {
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(n - 1);
    if (first > 32 && first < 127 && last > 32 && last < 127) return false;
  }
  return text.trim().toLowerCase() === 'false';
}

/**
 * Loose equality (Eq, InArray, ArrayEq): two empties are equal; an empty never equals a non-empty; a number
 * equals numeric text of the same value; arrays compare entry by entry; otherwise strict equality.
 */
export function looseEq(a: unknown, b: unknown): boolean {
  const ea = isEmpty(a);
  const eb = isEmpty(b);
  if (ea || eb) return ea && eb;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => looseEq(x, b[i]));
  }
  if (typeof a === 'number' || typeof b === 'number') {
    const na = toNumber(a);
    const nb = toNumber(b);
    if (na !== undefined && nb !== undefined) return na === nb;
  }
  return a === b;
}

/** Evaluates the thunk of a lazy helper's argument (missing argument → undefined). */
export function force(thunk: unknown): unknown {
  return typeof thunk === 'function' ? (thunk as () => unknown)() : thunk;
}

/** A non-negative integer count from an argument: invalid, negative or missing → `fallback`. */
export function toCount(value: unknown, fallback: number): number {
  const n = toNumber(value);
  return n === undefined || n < 0 ? fallback : Math.trunc(n);
}
