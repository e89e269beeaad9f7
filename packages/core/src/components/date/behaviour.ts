import type { BehaviourContext, ComponentBehaviour } from '../behaviour';

/**
 * Reads a date as year-month-day: `YYYY-MM-DD` (a time part after it is ignored), `YYYY/MM/DD` or
 * `YYYYMMDD`; returns the zero-padded `YYYY-MM-DD`, or undefined when it is not a real calendar date.
 */
export function parseDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(\d{4})(?:[-/](\d{1,2})[-/](\d{1,2})|(\d{2})(\d{2}))(?:$|[T\s])/.exec(value);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2] ?? m[4]);
  const d = Number(m[3] ?? m[5]);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function enforceMode(ctx: BehaviourContext): 'strict' | 'loose' | 'none' {
  const e = ctx.props.enforceValueRange;
  return e === 'strict' || e === 'none' ? e : 'loose';
}

/**
 * The value after Date's rules (docs/components.md#date). While focused, or with enforceValueRange none,
 * the value is only rewritten as YYYY-MM-DD when it is a date. Otherwise strict turns an empty (or
 * invalid) value into today (`ctx.today()`) and loose into empty; then the date is clamped to
 * minValue/maxValue, compared as dates.
 */
export function normalizeDate(value: unknown, ctx: BehaviourContext): unknown {
  const mode = enforceMode(ctx);
  const parsed = parseDate(value);
  if (mode === 'none' || ctx.props.isFocused === true) return parsed ?? value;
  const date = parsed ?? (mode === 'strict' ? parseDate(ctx.today()) : undefined);
  if (date === undefined) return undefined;
  const min = parseDate(ctx.props.minValue);
  const max = parseDate(ctx.props.maxValue);
  // YYYY-MM-DD strings compare like the dates they name.
  if (min !== undefined && date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
}

/** Date: a year-month-day string, clamped when not focused. Derived: `isFocused`, `displayValue`; size defaults to m. */
export const dateBehaviour: ComponentBehaviour = {
  field: { fieldType: 2 },
  inputDelay: 'date',
  openEhr: 'date',
  normalize: normalizeDate,

  derive(ctx) {
    const v = ctx.props.value;
    return {
      // Date's default size is m (docs/components.md#date); the definition's schema default, applied here.
      size: ctx.props.size ?? 'm',
      isFocused: ctx.props.isFocused === true,
      displayValue: parseDate(v) ?? (typeof v === 'string' ? v : ''),
    };
  },

  input(input) {
    if (input.kind === 'set') return { value: input.value };
    if (input.kind === 'focus') return { isFocused: true };
    if (input.kind === 'blur') return { isFocused: false };
    return {};
  },
};
