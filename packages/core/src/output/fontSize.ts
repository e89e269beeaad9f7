/**
 * Report font sizes (docs/outputs.md#plain-text-markup-and-rtf, docs/outputs.md#plain-text-markup-and-rtf).
 *
 * The product specification states the relative sizes twice, differently: "h1 200%, h2 150%, h3 117%,
 * small 80%" (first in the runtime's limits, again in the component library's text display limits, and as
 * "h1 two times normal, h2 1.5, h3 1.17") and "h1 150%, h2 125%, h3 117%, small 80%" with schema text saying 85%. We follow the first: it is stated three times and it is
 * what the default texts hold (h1Size … smallSize), where a form can override it.
 */

/** The default base size of the report in points (docs/outputs.md#plain-text-markup-and-rtf). */
export const DEFAULT_BASE_SIZE = 9;

/** Default relative sizes, in percent of the base. */
export const DEFAULT_RELATIVE_SIZES = { h1: 200, h2: 150, h3: 117, small: 80 } as const;

/**
 * Reads a font-size input by the rule of docs/outputs.md#plain-text-markup-and-rtf: a plain number from 1 to 199 is a size in
 * points; a percentage above 0 up to `maxPercent` (the spec: 100) is that share of `base`. Numbers may be
 * given as numbers or numeric strings. Anything else gives undefined: the caller keeps its default.
 */
export function parseFontSizeInput(input: unknown, base: number, maxPercent = 100): number | undefined {
  if (typeof input === 'number') return input >= 1 && input <= 199 ? input : undefined;
  if (typeof input !== 'string') return undefined;
  const s = input.trim();
  const pct = /^(\d+(?:\.\d+)?)\s*%$/.exec(s);
  if (pct) {
    const p = Number(pct[1]);
    return p > 0 && p <= maxPercent ? (base * p) / 100 : undefined;
  }
  if (/^\d+(?:\.\d+)?$/.test(s)) return parseFontSizeInput(Number(s), base, maxPercent);
  return undefined;
}

/**
 * Converts report points to RTF half-points (`\fsN`). Report sizes are screen points; the spec converts
 * them for rich text "by a factor of 10/9", so the default 9 pt becomes 10 pt in the document. We multiply
 * by 10/9, then by 2 for half-points, and round to the nearest integer once at the end:
 * 9 → 20 (10 pt), h1 18 → 40, h2 13.5 → 30, h3 10.53 → 23, small 7.2 → 16.
 */
export function pointsToHalfPoints(points: number): number {
  return Math.max(1, Math.round(((points * 10) / 9) * 2));
}
