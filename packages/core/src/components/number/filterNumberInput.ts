import { MAX_SCALE } from './decimal';

/** What the Number input filter needs to know. */
export interface NumberFilterOptions {
  /** Decimals the value keeps (0–14, default 14): a separator is allowed only above 0. */
  readonly scale?: number;
  /** Decimals the user may type (default: scale). */
  readonly inputScale?: number;
  /** The locale's decimal separator; comma and dot are always accepted too. */
  readonly decimalSeparator?: string;
}

function clampScale(n: unknown, fallback: number): number {
  return typeof n === 'number' && Number.isFinite(n)
    ? Math.min(MAX_SCALE, Math.max(0, Math.floor(n)))
    : fallback;
}

/**
 * Filters typed or pasted text the way the Number field does (docs/components.md#number): digits only, one
 * decimal separator (comma, dot or the locale's) and only when the scale is above 0, no digits beyond the
 * input scale, and a sign (+ or -) only at the start. Refused characters are dropped, the rest kept in order.
 */
export function filterNumberInput(text: string, options: NumberFilterOptions = {}): string {
  const scale = clampScale(options.scale, MAX_SCALE);
  const inputScale = clampScale(options.inputScale, scale);
  const separators = new Set([',', '.', ...(options.decimalSeparator ? [options.decimalSeparator] : [])]);
  let out = '';
  let seenSeparator = false;
  let decimals = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenSeparator) {
        if (decimals >= inputScale) continue;
        decimals++;
      }
      out += ch;
    } else if ((ch === '-' || ch === '+') && out === '') {
      out += ch;
    } else if (separators.has(ch) && !seenSeparator && scale > 0) {
      seenSeparator = true;
      out += ch;
    }
  }
  return out;
}
