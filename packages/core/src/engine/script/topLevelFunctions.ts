import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten-core';

/** The own property names of the sandbox's global object. */
export function globalNames(ctx: QuickJSContext): Set<string> {
  const res = ctx.evalCode('Object.getOwnPropertyNames(globalThis)');
  if (res.error) {
    res.error.dispose();
    return new Set();
  }
  const names = ctx.dump(res.value) as unknown;
  res.value.dispose();
  return new Set(Array.isArray(names) ? names.map(String) : []);
}

/**
 * Top-level functions the script put on the global object (`function f`, `var f = …`): new global
 * functions, and helpers it replaced (`installed` holds the helpers as installed).
 */
export function globalFunctions(
  ctx: QuickJSContext,
  builtins: ReadonlySet<string>,
  installed: ReadonlyMap<string, QuickJSHandle>,
): string[] {
  const out: string[] = [];
  for (const name of globalNames(ctx)) {
    if (builtins.has(name)) continue;
    const h = ctx.getProp(ctx.global, name);
    const isFunction = ctx.typeof(h) === 'function';
    const ours = installed.get(name);
    const replaced = ours === undefined || !ctx.sameValue(h, ours);
    h.dispose();
    if (isFunction && replaced) out.push(name);
  }
  return out;
}

/**
 * Readers of the top-level bindings named `names` (specification/scriptFunctionNames) that hold a function once the
 * script's top level has run: `const f = …` and `let f = …` are no properties of the global object, so
 * each is read by a small function compiled in the global scope (it sees the binding's current value).
 * A binding the top level never reached, or one holding no function, is left out.
 */
export function bindingReaders(ctx: QuickJSContext, names: readonly string[]): Map<string, QuickJSHandle> {
  const out = new Map<string, QuickJSHandle>();
  for (const name of names) {
    if (!/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name)) continue;
    const res = ctx.evalCode(`typeof ${name} === 'function' ? () => ${name} : undefined`, 'bindings.js');
    if (res.error) {
      res.error.dispose();
      continue;
    }
    if (ctx.typeof(res.value) === 'function') out.set(name, res.value);
    else res.value.dispose();
  }
  return out;
}
