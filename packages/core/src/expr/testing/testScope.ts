import type { EvalScope, HelperHost } from '../contract';
import { defaultTexts } from '../texts';
import { getHelper } from '../helpers/registry';

/** A small scope for helper tests: no components, the language's texts, v2 unless told, an optional host. */
export function testScope(
  init: { lang?: string; reportVersion?: 'v1' | 'v2'; host?: HelperHost } = {},
): EvalScope {
  return {
    value: () => undefined,
    prop: () => undefined,
    texts: defaultTexts(init.lang ?? 'en'),
    reportVersion: init.reportVersion ?? 'v2',
    ...(init.host ? { host: init.host } : {}),
  };
}

/** Calls a helper by name as the compiler would (lazy helpers get thunks). */
export function call(name: string, args: readonly unknown[], scope: EvalScope = testScope()): unknown {
  const h = getHelper(name);
  if (!h) throw new Error(`no helper ${name}`);
  return h.fn(h.lazy ? args.map((a) => () => a) : args, scope);
}
