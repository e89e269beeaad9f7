import { isEmpty } from '../expr/empty';
import { DEFAULT_AND_WORD, langJoin } from '../expr/helpers/array';
import type { BehaviourContext } from './behaviour';

/** The one definition of empty (undefined, null, '', NaN, all-empty array), re-exported for behaviours. */
export { isEmpty };

/**
 * Joins texts the way the report does ('a, b, and c'; 'a and b' for two), re-exported so a CheckboxList's
 * display value reads exactly as the ArrayLangFormat helper writes it.
 */
export { DEFAULT_AND_WORD, langJoin };

/** A property as a finite number, or undefined (numeric strings count; formulas may yield them). */
export function numberProp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A property as a boolean: true and 'true' are true, false and 'false' false, anything else the default. */
export function boolProp(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

/** A property as a string, or undefined when absent or empty. */
export function stringProp(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** Clamps a number into [min, max]. */
export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** An integer property clamped to [min, max], or the default when absent or not a number. */
export function clampedInt(value: unknown, min: number, max: number, fallback: number): number {
  const n = numberProp(value);
  return n === undefined ? fallback : clamp(Math.round(n), min, max);
}

/** A default text by key from the form's texts, with a fallback when a language lacks it. */
export function text(ctx: BehaviourContext, key: string, fallback = ''): string {
  const t = ctx.texts[key];
  return t === undefined ? fallback : String(t);
}

/** The property if it is a non-empty string, otherwise the default text `key`. */
export function textOr(ctx: BehaviourContext, prop: unknown, key: string): string {
  return stringProp(prop) ?? text(ctx, key);
}

/** A value as text: undefined and null give '', anything else its String form. */
export function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Fills `{name}` holes of a default text; unknown holes stay as written. */
export function fillText(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (hole, key: string) => {
    if (!(key in params)) return hole;
    return textOf(params[key]);
  });
}

/** Values compared the way choice lists compare them: strictly, or equal as strings ('1' and 1). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) return false;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}
