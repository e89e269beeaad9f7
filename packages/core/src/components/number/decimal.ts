/** Decimal helpers for Number: rounding on the decimal string, so 1.005 at scale 2 gives 1.01. */

/** The largest scale (decimals) a Number keeps (docs/components.md#number). */
export const MAX_SCALE = 14;

/** A non-negative finite number written without an exponent (1.5e-7 → '0.00000015'). */
function plainDigits(abs: number): string {
  const s = String(abs);
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const digits = (m[1] ?? '') + (m[2] ?? '');
  const exp = Number(m[3]);
  if (exp < 0) return `0.${'0'.repeat(-exp - 1)}${digits}`;
  return digits.padEnd(exp + 1, '0');
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/**
 * Rounds to `scale` decimals (capped at 0–14), half away from zero, on the number's shortest decimal
 * string rather than its binary value: what the user sees is what is rounded.
 */
export function roundToScale(n: number, scale: number): number {
  // An integer has no decimals to round at any scale (the text path below returns it unchanged too).
  if (!Number.isFinite(n) || Number.isInteger(n)) return n;
  const sc = Math.min(MAX_SCALE, Math.max(0, Math.floor(Number.isFinite(scale) ? scale : MAX_SCALE)));
  const plain = plainDigits(Math.abs(n));
  const [intPart = '0', frac = ''] = plain.split('.');
  if (frac.length <= sc) return n;
  const kept = intPart + frac.slice(0, sc);
  const rounded = (frac[sc] ?? '0') >= '5' ? incrementDigits(kept) : kept;
  const intLen = rounded.length - sc;
  const text = sc === 0 ? rounded : `${rounded.slice(0, intLen)}.${rounded.slice(intLen)}`;
  const value = Number(text);
  return n < 0 && value !== 0 ? -value : value;
}

/** Writes a number for the edit box: no exponent, the locale's decimal separator. */
export function formatNumber(n: number, decimalSeparator = '.'): string {
  if (!Number.isFinite(n)) return '';
  const plain = plainDigits(Math.abs(n));
  return (n < 0 ? '-' : '') + (decimalSeparator === '.' ? plain : plain.replace('.', decimalSeparator));
}

/** Reads typed text as a number: comma, dot or the locale's separator; '' and '-' are empty (NaN). */
export function parseNumberText(text: string, decimalSeparator = '.'): number {
  let t = text.trim();
  if (decimalSeparator !== '.' && decimalSeparator !== ',') t = t.split(decimalSeparator).join('.');
  t = t.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return NaN;
  return Number(t);
}
