import type { QuickJSContext } from 'quickjs-emscripten-core';
import { REMOVED_GLOBALS } from './sandboxLimits';

/**
 * Shapes the sandbox's global object before the script runs (docs/engine.md#scripts): removes the globals a form
 * script has no use for, closes every way to build code from text (`eval` and `Function` are gone, and the
 * constructors reachable from a function, `(() => 0).constructor`, throw), and replaces `Date` so that
 * `new Date()`, `Date()` and `Date.now()` read the form's clock through `now` (epoch milliseconds).
 */
export function shapeGlobals(ctx: QuickJSContext, now: () => number): void {
  const nowFn = ctx.newFunction('now', () => ctx.newNumber(now()));
  const shape = ctx.evalCode(SHAPE, 'globals.js');
  try {
    if (shape.error) throw new Error(`sandbox globals: ${String(ctx.dump(shape.error))}`);
    const done = ctx.callFunction(shape.value, ctx.undefined, nowFn);
    if (done.error) {
      const why = String(ctx.dump(done.error));
      done.error.dispose();
      throw new Error(`sandbox globals: ${why}`);
    }
    done.value.dispose();
  } finally {
    if (shape.error) shape.error.dispose();
    else shape.value.dispose();
    nowFn.dispose();
  }
}

/** Runs once in a fresh context; `now` is a host function and stays reachable only through the new Date. */
const SHAPE = `(function (now) {
  'use strict';
  for (const name of ${JSON.stringify(REMOVED_GLOBALS)}) delete globalThis[name];

  const refuse = function () {
    throw new EvalError('code generation from strings is not allowed in a form script');
  };
  const kinds = [function () {}, async function () {}, function* () {}, async function* () {}];
  for (const fn of kinds) {
    Object.defineProperty(Object.getPrototypeOf(fn), 'constructor', {
      value: refuse, writable: false, enumerable: false, configurable: false,
    });
  }

  const RealDate = Date, construct = Reflect.construct;
  const ClockDate = function Date(...args) {
    if (new.target === undefined) return new RealDate(now()).toString();
    return construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  };
  ClockDate.prototype = RealDate.prototype;
  ClockDate.now = () => now();
  ClockDate.parse = RealDate.parse;
  ClockDate.UTC = RealDate.UTC;
  Object.defineProperty(RealDate.prototype, 'constructor', {
    value: ClockDate, writable: true, enumerable: false, configurable: true,
  });
  Object.defineProperty(globalThis, 'Date', {
    value: ClockDate, writable: true, enumerable: false, configurable: true,
  });
})`;
