import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { clamp, fillText, numberProp, stringProp, text } from '../behaviourUtils';
import { formatNumber, MAX_SCALE, parseNumberText, roundToScale } from './decimal';
import { filterNumberInput } from './filterNumberInput';

type Enforce = 'strict' | 'loose' | 'none';

interface NumberSettings {
  readonly min?: number;
  readonly max?: number;
  readonly scale: number;
  readonly inputScale: number;
  readonly step: number;
  readonly enforce: Enforce;
}

function settings(ctx: BehaviourContext): NumberSettings {
  const scale = clampScale(ctx.props.scale, MAX_SCALE);
  const step = numberProp(ctx.props.stepSize);
  const e = ctx.props.enforceValueRange;
  const min = numberProp(ctx.props.minValue);
  const max = numberProp(ctx.props.maxValue);
  // Built in place (no spread of optional parts): every recompute of a Number makes these.
  const s: { -readonly [K in keyof NumberSettings]: NumberSettings[K] } = {
    scale,
    inputScale: clampScale(ctx.props.inputScale, scale),
    step: step !== undefined && step > 0 ? step : 1,
    enforce: e === 'strict' || e === 'none' ? e : 'loose',
  };
  if (min !== undefined) s.min = min;
  if (max !== undefined) s.max = max;
  return s;
}

function clampScale(raw: unknown, fallback: number): number {
  const n = numberProp(raw);
  return n === undefined ? fallback : clamp(Math.floor(n), 0, MAX_SCALE);
}

/** A value as a number: numbers as they are, numeric text parsed, anything else NaN (empty). */
function toNumber(value: unknown, decimalSeparator?: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return parseNumberText(value, decimalSeparator);
  return NaN;
}

function inRange(n: number, s: { readonly min?: number; readonly max?: number }): number {
  return clamp(n, s.min ?? -Infinity, s.max ?? Infinity);
}

/**
 * The value after Number's rules (docs/components.md#number): rounded to scale (capped at 14, half away from zero
 * on the decimal string); strict: empty becomes 0 and the value is clamped to [min, max]; loose: clamped,
 * or empty (undefined); none: no clamping.
 */
export function normalizeNumber(value: unknown, ctx: BehaviourContext): number | undefined {
  return normalizeWith(value, ctx, settings(ctx));
}

function normalizeWith(value: unknown, ctx: BehaviourContext, s: NumberSettings): number | undefined {
  let n = roundToScale(toNumber(value, ctx.decimalSeparator), s.scale);
  if (!Number.isFinite(n)) {
    if (s.enforce !== 'strict') return undefined;
    n = 0;
  }
  return s.enforce === 'none' ? n : inRange(n, s);
}

/**
 * A set the Number field could not have received: text of which the input filter keeps nothing ('abc'),
 * or a value that is neither text, a number nor empty. Numeric text like '12,5' and partial typing ('-')
 * pass; they follow the typing rules.
 */
function notANumber(value: unknown, ctx: BehaviourContext): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') {
    if (value.trim() === '') return false;
    const typed = filterNumberInput(value, {
      ...(ctx.decimalSeparator ? { decimalSeparator: ctx.decimalSeparator } : {}),
    });
    return typed === '';
  }
  return !Number.isFinite(toNumber(value));
}

/**
 * Number (docs/components.md#number). User-layer fields: `value`, `userInputValue` (the edit text:
 * a set or pasted text keeps its characters that make a number, and is rewritten rounded when it had more
 * decimals than the scale) and `isFocused`. Derived: `rangeWarning` (the typed number is outside min/max, not with
 * enforceValueRange none), `refWarning` (the value is outside refMinValue/refMaxValue), `tooltip` (either,
 * only while focused; range first), `displayText` (the edit text while focused, else the value),
 * `displayValue` (the value rounded to its scale as text, '' when empty: what reports show), and the
 * effective `scale` and `inputScale`.
 */
export const numberBehaviour: ComponentBehaviour = {
  field: { fieldType: 1 },
  openEhr: 'quantity',
  inputDelay: 'number',
  normalize: normalizeNumber,

  derive(ctx) {
    const s = settings(ctx);
    const focused = ctx.props.isFocused === true;
    const typed = typeof ctx.props.userInputValue === 'string' ? ctx.props.userInputValue : undefined;
    const value = normalizeWith(ctx.props.value, ctx, s);
    const raw = focused && typed !== undefined ? toNumber(typed, ctx.decimalSeparator) : value;
    const outOfRange =
      s.enforce !== 'none' && raw !== undefined && Number.isFinite(raw) && inRange(raw, s) !== raw;
    const refMin = numberProp(ctx.props.refMinValue);
    const refMax = numberProp(ctx.props.refMaxValue);
    const outOfRef =
      value !== undefined &&
      ((refMin !== undefined && value < refMin) || (refMax !== undefined && value > refMax));
    const rangeWarning = outOfRange
      ? (stringProp(ctx.props.rangeWarningText) ??
        fillText(text(ctx, 'numberRangeWarning'), { min: s.min, max: s.max }))
      : undefined;
    const refWarning = outOfRef
      ? (stringProp(ctx.props.refWarningText) ??
        fillText(text(ctx, 'numberRefWarning'), { min: refMin, max: refMax }))
      : undefined;
    const displayValue = value === undefined ? '' : formatNumber(value, ctx.decimalSeparator);
    return {
      isFocused: focused,
      scale: s.scale,
      inputScale: s.inputScale,
      rangeWarning,
      refWarning,
      tooltip: focused ? (rangeWarning ?? refWarning) : undefined,
      displayValue,
      displayText: focused && typed !== undefined ? typed : displayValue,
    };
  },

  inputNotes(input, ctx) {
    if (input.kind !== 'set' || !notANumber(input.value, ctx)) return [];
    const shown = typeof input.value === 'string' ? JSON.stringify(input.value) : String(input.value);
    return [`${shown} is not a number`];
  },

  input(input, ctx) {
    const s = settings(ctx);
    switch (input.kind) {
      case 'set': {
        if (notANumber(input.value, ctx)) return {};
        if (typeof input.value === 'string') {
          // Set or pasted text is read as a whole number text and rounded to the scale ('2.7' at scale 0
          // is 3, never 27); only typed keystrokes are filtered one by one (filterNumberInput).
          const typed = filterNumberInput(input.value, {
            scale: MAX_SCALE,
            inputScale: MAX_SCALE,
            ...(ctx.decimalSeparator ? { decimalSeparator: ctx.decimalSeparator } : {}),
          });
          const n = parseNumberText(typed, ctx.decimalSeparator);
          if (!Number.isFinite(n)) return { userInputValue: typed, value: undefined };
          const rounded = roundToScale(n, s.scale);
          const text = rounded === n ? typed : formatNumber(rounded, ctx.decimalSeparator);
          return { userInputValue: text, value: rounded };
        }
        const n = toNumber(input.value);
        return {
          value: Number.isFinite(n) ? n : undefined,
          userInputValue: Number.isFinite(n) ? formatNumber(n, ctx.decimalSeparator) : '',
        };
      }
      case 'focus': {
        const seed = s.enforce === 'strict' || typeof ctx.props.userInputValue === 'string';
        if (!seed) return { isFocused: true };
        const value = normalizeWith(ctx.props.value, ctx, s);
        return {
          isFocused: true,
          userInputValue: value === undefined ? '' : formatNumber(value, ctx.decimalSeparator),
        };
      }
      case 'blur':
        return { isFocused: false };
      case 'step': {
        const current = normalizeNumber(ctx.props.value, ctx);
        const next = inRange(roundToScale((current ?? 0) + input.direction * s.step, s.scale), s);
        return { value: next, userInputValue: formatNumber(next, ctx.decimalSeparator) };
      }
      default:
        return {};
    }
  },
};
