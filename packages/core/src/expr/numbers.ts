/**
 * Exact-looking arithmetic for clinical numbers. Binary floating point turns 0.1 + 0.2 into
 * 0.30000000000000004; every arithmetic result of the language is therefore rounded to 15 significant
 * digits (the precision a double always holds exactly), so 0.1 + 0.2 is 0.3 and 1.1 * 3 is 3.3.
 */

/** Significant digits every arithmetic result is rounded to. */
export const SIGNIFICANT_DIGITS = 15;

/**
 * Rounds an arithmetic result to 15 significant digits; infinities and NaN (division by zero, overflow)
 * become undefined, the language's empty, and -0 becomes 0.
 */
export function roundResult(x: number): number | undefined {
  if (Number.isInteger(x)) return x === 0 ? 0 : Number.isSafeInteger(x) ? x : +x.toPrecision(SIGNIFICANT_DIGITS);
  if (!Number.isFinite(x)) return undefined;
  return +x.toPrecision(SIGNIFICANT_DIGITS);
}
