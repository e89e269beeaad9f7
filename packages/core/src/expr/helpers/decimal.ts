/**
 * Exact decimal arithmetic for Round and Sum. A number is read through its shortest decimal text (what
 * `String(n)` prints, e.g. `1.005`), not its binary value (1.00499999999999989…), so rounding and adding
 * behave as a clinician reading the digits expects.
 */

/** A decimal: (-1)^neg × digits / 10^scale. */
interface Decimal {
  readonly neg: boolean;
  readonly digits: bigint;
  readonly scale: number;
}

/** Reads a finite number through its shortest round-trip text. */
function fromNumber(n: number): Decimal {
  const m = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n));
  if (!m) throw new Error(`not a finite number: ${n}`);
  const frac = m[3] ?? '';
  const scale = frac.length - Number(m[4] ?? 0);
  const digits = BigInt((m[2] ?? '0') + frac);
  if (scale >= 0) return { neg: m[1] === '-', digits, scale };
  return { neg: m[1] === '-', digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** Back to the nearest number, through decimal text (never -0). */
function toNumber(d: Decimal): number {
  if (d.digits === 0n) return 0;
  const text = d.digits.toString().padStart(d.scale + 1, '0');
  const int = text.slice(0, text.length - d.scale);
  const frac = text.slice(text.length - d.scale);
  return Number(`${d.neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`);
}

/**
 * Rounds half away from zero to `decimals` places (0–15, already validated), exactly for decimal input:
 * 1.005 → 1.01, -2.5 → -3, 1.45 → 1.5.
 */
export function roundDecimal(n: number, decimals: number): number {
  if (Number.isInteger(n)) return n === 0 ? 0 : n; // no decimals to drop (this also makes -0 0)
  return roundFast(n, decimals) ?? roundDecimalExact(n, decimals);
}

/** {@link roundDecimal} always through the decimal digits (BigInt); the reference the fast path must match. */
export function roundDecimalExact(n: number, decimals: number): number {
  const d = fromNumber(n);
  if (d.scale <= decimals) return n === 0 ? 0 : n;
  const cut = 10n ** BigInt(d.scale - decimals);
  const kept = d.digits / cut;
  const rest = d.digits % cut;
  const rounded = rest * 2n >= cut ? kept + 1n : kept;
  return toNumber({ neg: d.neg, digits: rounded, scale: decimals });
}

/** Exact powers of ten 10^0 … 10^15 (Round's decimals). */
const POW10: readonly number[] = Array.from({ length: 16 }, (_, k) => 10 ** k);

/**
 * Round without decimal text when binary arithmetic provably gives the same result. m = |n| × 10^d differs
 * from the decimal value D the digits of n spell (times 10^d) by at most m × 2^-52, below 2.4e-7 while
 * m < 2^30; so unless m's fraction lies within 1e-6 of one half, D rounds to the same integer k as m does,
 * and k / 10^d (both exact, one correctly rounded division) is the double nearest to the decimal result,
 * which is what parsing that decimal's text gives. Near one half (1.005 × 100) the exact path decides.
 */
function roundFast(n: number, decimals: number): number | undefined {
  const p = POW10[decimals];
  if (p === undefined) return undefined;
  const a = n < 0 ? -n : n;
  const m = a * p;
  if (!(m < 1073741824)) return undefined;
  const floor = Math.floor(m);
  const f = m - floor;
  if (f > 0.499999 && f < 0.500001) return undefined;
  const k = f > 0.5 ? floor + 1 : floor;
  if (k === 0) return 0;
  return n < 0 ? -k / p : k / p;
}

/** Adds numbers exactly in decimal (0.1 + 0.2 = 0.3), then returns the nearest number. */
export function sumDecimal(values: readonly number[]): number {
  const parts = values.map(fromNumber);
  const scale = parts.reduce((m, p) => Math.max(m, p.scale), 0);
  let total = 0n;
  for (const p of parts) {
    const scaled = p.digits * 10n ** BigInt(scale - p.scale);
    total += p.neg ? -scaled : scaled;
  }
  return toNumber({ neg: total < 0n, digits: total < 0n ? -total : total, scale });
}
