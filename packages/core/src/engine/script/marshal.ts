import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

/**
 * Values cross the sandbox boundary as JSON-compatible data. Objects and arrays go through JSON (one call
 * each way, cycles and exotic values become undefined); non-finite numbers survive as a tagged object so
 * NaN, which the language treats as empty, is not turned into null on the way.
 */

const NUM_TAG = '__fwNumber';

/** Sandbox-side helpers installed once per context (not reachable by name from the script). */
export const MARSHAL_PRELUDE = `(() => {
  const stringify = JSON.stringify, parse = JSON.parse, isFinite_ = Number.isFinite;
  const replacer = (k, v) => (typeof v === 'number' && !isFinite_(v) ? { ${NUM_TAG}: String(v) } : v);
  const reviver = (k, v) => (v !== null && typeof v === 'object' && typeof v.${NUM_TAG} === 'string' ? Number(v.${NUM_TAG}) : v);
  return { out: (v) => stringify(v, replacer), in: (s) => parse(s, reviver) };
})()`;

/** Host ends of the two prelude functions. */
export interface Marshal {
  readonly out: QuickJSHandle;
  readonly in: QuickJSHandle;
}

function hostReplacer(_key: string, v: unknown): unknown {
  if (typeof v === 'number' && !Number.isFinite(v)) return { [NUM_TAG]: String(v) };
  if (typeof v === 'bigint') return Number(v);
  return v;
}

function hostReviver(_key: string, v: unknown): unknown {
  if (v !== null && typeof v === 'object' && typeof (v as Record<string, unknown>)[NUM_TAG] === 'string') {
    return Number((v as Record<string, unknown>)[NUM_TAG]);
  }
  return v;
}

/** A sandbox value as host data. Functions and symbols give undefined; unserialisable objects too. */
export function fromHandle(ctx: QuickJSContext, marshal: Marshal, handle: QuickJSHandle): unknown {
  const type = ctx.typeof(handle);
  if (type === 'undefined' || type === 'function' || type === 'symbol') return undefined;
  if (type === 'number') return ctx.getNumber(handle);
  if (type === 'string') return ctx.getString(handle);
  if (type === 'boolean') return ctx.dump(handle) === true;
  if (type === 'bigint') return Number(ctx.getBigInt(handle));
  const res = ctx.callFunction(marshal.out, ctx.undefined, handle);
  if (res.error) {
    res.error.dispose();
    return undefined;
  }
  const json = ctx.typeof(res.value) === 'string' ? ctx.getString(res.value) : undefined;
  res.value.dispose();
  return json === undefined ? undefined : (JSON.parse(json, hostReviver) as unknown);
}

/** Host data as a new sandbox handle (the caller disposes it). Unserialisable values give undefined. */
export function toHandle(ctx: QuickJSContext, marshal: Marshal, value: unknown): QuickJSHandle {
  switch (typeof value) {
    case 'undefined':
      return ctx.undefined;
    case 'number':
      return ctx.newNumber(value);
    case 'string':
      return ctx.newString(value);
    case 'boolean':
      return value ? ctx.true : ctx.false;
    case 'bigint':
      return ctx.newNumber(Number(value));
    case 'object': {
      if (value === null) return ctx.null;
      let json: string | undefined;
      try {
        json = JSON.stringify(value, hostReplacer);
      } catch {
        return ctx.undefined;
      }
      if (json === undefined) return ctx.undefined;
      const text = ctx.newString(json);
      const res = ctx.callFunction(marshal.in, ctx.undefined, text);
      text.dispose();
      if (res.error) {
        res.error.dispose();
        return ctx.undefined;
      }
      return res.value;
    }
    default:
      return ctx.undefined;
  }
}
