/**
 * Structural equality for formula results and layer values: formulas return fresh arrays and objects on
 * every run, so identity would make every run look like a change (and cycles would never settle).
 */
export function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 20) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], depth + 1))
      return false;
  }
  return true;
}

/** Freezes plain arrays and objects deeply, so values kept in snapshots cannot be changed by callers. */
export function deepFreeze<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || depth > 20) return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v, depth + 1);
  return value;
}
