/**
 * Exact-looking arithmetic for clinical numbers. Binary floating point turns 0.1 + 0.2 into
 * 0.30000000000000004; every arithmetic result of the language is therefore rounded to 15 significant
 * digits (the precision a double always holds exactly), so 0.1 + 0.2 is 0.3 and 1.1 * 3 is 3.3.
 */

/** Significant digits every arithmetic result is rounded to. */
export const SIGNIFICANT_DIGITS = 15;

/** Exact powers of ten (every 10^k up to 10^22 is a double exactly). */
const POW10: readonly number[] = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Rounds an arithmetic result to 15 significant digits; infinities and NaN (division by zero, overflow)
 * become undefined, the language's empty, and -0 becomes 0. The common case scales by an exact power of
 * ten and rounds (about 20 times faster than `toPrecision`); the result is the double nearest to the
 * 15-digit decimal, as parsing `x.toPrecision(15)` would give.
 */
export function roundResult(x: number): number | undefined {
  if (Number.isInteger(x))
    return x === 0 ? 0 : Number.isSafeInteger(x) ? x : +x.toPrecision(SIGNIFICANT_DIGITS);
  if (!Number.isFinite(x)) return undefined;
  const a = x < 0 ? -x : x;
  // k: the power of ten that brings a into [1e14, 1e15), found by table lookups (cheaper than log10).
  let k: number;
  let m: number;
  if (a >= 1) {
    let e = 0;
    while (e < 22 && a >= (POW10[e + 1] as number)) e++;
    k = SIGNIFICANT_DIGITS - 1 - e;
    if (k < 1) return +x.toPrecision(SIGNIFICANT_DIGITS);
    m = a * (POW10[k] as number);
  } else {
    k = SIGNIFICANT_DIGITS - 1;
    m = a * (POW10[k] as number);
    while (m < 1e14 && k < 22) m = a * (POW10[++k] as number);
    if (m < 1e14) return +x.toPrecision(SIGNIFICANT_DIGITS);
  }
  if (m >= 1e15) return +x.toPrecision(SIGNIFICANT_DIGITS);
  const f = m - Math.floor(m);
  // Near a tie the product's own rounding could flip the result: let toPrecision decide exactly.
  if (f > 0.4375 && f < 0.5625) return +x.toPrecision(SIGNIFICANT_DIGITS);
  const r = Math.round(m) / (POW10[k] as number);
  return x < 0 ? -r : r;
}
