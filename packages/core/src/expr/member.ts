import { BLOCKED_MEMBERS } from './names';

/**
 * Reads `object[key]` the safe way: own data properties only, never `__proto__`, `constructor` or
 * `prototype`, never a function. Arrays and strings give their entries and `length`; everything else
 * (empty, numbers, booleans, a missing key) gives undefined. This is the only member access of the language,
 * so no formula can reach a prototype, a global or the DOM.
 */
export function readMember(object: unknown, key: unknown): unknown {
  if (object === null || typeof object !== 'object') {
    if (typeof object !== 'string') return undefined;
    if (key === 'length') return object.length;
    const i = toIndex(key);
    return i !== undefined && i < object.length ? object[i] : undefined;
  }
  if (Array.isArray(object)) {
    if (key === 'length') return object.length;
    const i = toIndex(key);
    return i !== undefined && i < object.length ? safeValue(object[i]) : undefined;
  }
  const name = typeof key === 'number' ? String(key) : key;
  if (typeof name !== 'string' || BLOCKED_MEMBERS.has(name)) return undefined;
  if (!Object.prototype.hasOwnProperty.call(object, name)) return undefined;
  return safeValue((object as Record<string, unknown>)[name]);
}

function toIndex(key: unknown): number | undefined {
  if (typeof key === 'number') return Number.isInteger(key) && key >= 0 ? key : undefined;
  if (typeof key === 'string' && /^(0|[1-9]\d{0,8})$/.test(key)) return Number(key);
  return undefined;
}

/** Functions never become values of the language (they could be called or inspected). */
export function safeValue(value: unknown): unknown {
  return typeof value === 'function' ? undefined : value;
}
