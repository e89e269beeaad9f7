import type { ExprNode } from './ast';
import type { Fn } from './binary';
import type { EvalScope } from './contract';
import { isEmpty } from './empty';
import { getHelper } from './helpers/registry';
import type { HelperDef } from './helpers/types';
import { safeValue } from './member';
import { BLOCKED_MEMBERS } from './names';
import { truthy } from './operators';
import type { Env } from './scopeFrames';

/** Finds a helper by name; the default is the library's registry, tests may pass a small fake. */
export type HelperLookup = (name: string) => HelperDef | undefined;

const EMPTY_FN: Fn = () => undefined;

/**
 * Calls of the library's own control helpers compiled in place: the closure evaluates the arguments the
 * helper would force, in the same order, and nothing else, so the result is the helper's (the registry
 * entry still documents it and serves any other caller). Only used when the lookup returns the library's
 * own definition: a registry that replaces If gets its If called.
 */
const INLINE: Readonly<Record<string, (fns: readonly Fn[], nodes: readonly ExprNode[]) => Fn | undefined>> =
  Object.assign(Object.create(null) as object, {
    If: inlineIf,
    And: inlineAnd,
    Or: inlineOr,
    IfEmpty: (fns: readonly Fn[]): Fn => {
      const [v, fallback] = padded(fns, 2) as [Fn, Fn];
      return (s, e) => {
        const value = v(s, e);
        return isEmpty(value) ? fallback(s, e) : value;
      };
    },
    IfNotEmpty: (fns: readonly Fn[]): Fn => {
      const [v, then, otherwise] = padded(fns, 3) as [Fn, Fn, Fn];
      return (s, e) => (isEmpty(v(s, e)) ? otherwise(s, e) : then(s, e));
    },
    IsEmpty: (fns: readonly Fn[]): Fn | undefined => {
      const [a] = fns;
      return fns.length === 1 && a ? (s, e) => isEmpty(a(s, e)) : undefined;
    },
    IsNotEmpty: (fns: readonly Fn[]): Fn | undefined => {
      const [a] = fns;
      return fns.length === 1 && a ? (s, e) => !isEmpty(a(s, e)) : undefined;
    },
    Not: (fns: readonly Fn[]): Fn | undefined => {
      const [a] = fns;
      return fns.length === 1 && a ? (s, e) => !truthy(a(s, e)) : undefined;
    },
  });

/** The first `n` closures, missing arguments reading as empty (as a missing thunk does). */
function padded(fns: readonly Fn[], n: number): Fn[] {
  const out: Fn[] = [];
  for (let i = 0; i < n; i++) out.push(fns[i] ?? EMPTY_FN);
  return out;
}

function literalOf(node: ExprNode | undefined): { value: unknown } | undefined {
  if (node === undefined) return { value: undefined };
  return node.type === 'literal' ? { value: node.value } : undefined;
}

function inlineIf(fns: readonly Fn[], nodes: readonly ExprNode[]): Fn {
  const [test, then, otherwise] = padded(fns, 3) as [Fn, Fn, Fn];
  const a = literalOf(nodes[1]);
  const b = literalOf(nodes[2]);
  if (a && b) {
    const x = a.value;
    const y = b.value;
    return (s, e) => (truthy(test(s, e)) ? x : y);
  }
  return (s, e) => (truthy(test(s, e)) ? then(s, e) : otherwise(s, e));
}

function inlineAnd(fns: readonly Fn[]): Fn {
  const [a, b] = fns as [Fn, Fn];
  switch (fns.length) {
    case 0:
      return () => true;
    case 1:
      return (s, e) => truthy(a(s, e));
    case 2:
      return (s, e) => truthy(a(s, e)) && truthy(b(s, e));
    default:
      return (s, e) => {
        for (const f of fns) if (!truthy(f(s, e))) return false;
        return true;
      };
  }
}

function inlineOr(fns: readonly Fn[]): Fn {
  const [a, b] = fns as [Fn, Fn];
  switch (fns.length) {
    case 0:
      return () => false;
    case 1:
      return (s, e) => truthy(a(s, e));
    case 2:
      return (s, e) => truthy(a(s, e)) || truthy(b(s, e));
    default:
      return (s, e) => {
        for (const f of fns) if (truthy(f(s, e))) return true;
        return false;
      };
  }
}

/**
 * Compiles a call. Helper references are resolved once, here; a name that is not a helper is a script
 * function (empty when the scope has no script sandbox).
 */
export function compileCall(
  name: string,
  args: readonly Fn[],
  argNodes: readonly ExprNode[],
  lookup: HelperLookup,
): Fn {
  const helper = lookup(name);
  const n = args.length;
  // Prototype names are never routed anywhere, not even to the script sandbox.
  if (!helper && BLOCKED_MEMBERS.has(name)) return EMPTY_FN;
  if (!helper) {
    return (s, e) => {
      if (!s.callScript) return undefined;
      const values = new Array<unknown>(n);
      for (let i = 0; i < n; i++) values[i] = (args[i] as Fn)(s, e);
      return safeValue(s.callScript(name, values));
    };
  }
  const inline = INLINE[name];
  if (inline && helper === getHelper(name)) {
    const fn = inline(args, argNodes);
    if (fn) return fn;
  }
  const fn = helper.fn;
  if (helper.lazy) return lazyCall(fn, args);
  // Small arities unrolled: most helper calls have one to three arguments.
  const [a0, a1, a2] = args as [Fn, Fn, Fn];
  switch (n) {
    case 0:
      return (s) => fn([], s);
    case 1:
      return (s, e) => fn([a0(s, e)], s);
    case 2:
      return (s, e) => fn([a0(s, e), a1(s, e)], s);
    case 3:
      return (s, e) => fn([a0(s, e), a1(s, e), a2(s, e)], s);
    default:
      return (s, e) => {
        const values = new Array<unknown>(n);
        for (let i = 0; i < n; i++) values[i] = (args[i] as Fn)(s, e);
        return fn(values, s);
      };
  }
}

/**
 * A lazy helper's call: the thunks are made once per call site and read the scope of the running call, so a
 * call allocates nothing; the scope is saved and restored around the call, so nested calls stay correct.
 */
function lazyCall(fn: HelperDef['fn'], args: readonly Fn[]): Fn {
  let curS: EvalScope | undefined;
  let curE: Env | undefined;
  const thunks = args.map((a) => () => (curS ? a(curS, curE) : undefined));
  return (s, e) => {
    const savedS = curS;
    const savedE = curE;
    curS = s;
    curE = e;
    try {
      return fn(thunks, s);
    } finally {
      curS = savedS;
      curE = savedE;
    }
  };
}
