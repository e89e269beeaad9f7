import type { ExprNode } from './ast';
import type { CompiledFormula, EvalScope, ExprError } from './contract';
import { analyzeFormula } from './deps';
import { getHelper } from './helpers/registry';
import type { HelperDef } from './helpers/types';
import { readMember, safeValue } from './member';
import {
  opAdd,
  opDiv,
  opEq,
  opGe,
  opGt,
  opLe,
  opLt,
  opMod,
  opMul,
  opNeg,
  opNot,
  opPlus,
  opStrictEq,
  opSub,
  truthy,
} from './operators';
import { isEmpty } from './empty';
import { roundResult } from './numbers';
import { BLOCKED_MEMBERS, LIST_ITEM, LIST_ITEM_VARS } from './names';
import { parseFormula } from './parser';
import { resolveParam, type Env } from './scopeFrames';
import { ExprSyntaxError } from './syntaxError';

/** A compiled node: reads the scope and the lambda frames, returns a value. */
type Fn = (s: EvalScope, env: Env | undefined) => unknown;

/** Finds a helper by name; the default is the library's registry, tests may pass a small fake. */
export type HelperLookup = (name: string) => HelperDef | undefined;

/** Options of {@link compileFormula}. */
export interface CompileOptions {
  /** Helper registry to resolve calls against (default: the helper library's `getHelper`). */
  readonly helpers?: HelperLookup;
}

const EMPTY_FN: Fn = () => undefined;

/**
 * Compiles a checked tree into nested closures. Helper references are resolved once, here; lambda
 * parameters become frame slots; `frames` holds the parameter names of the enclosing lambdas.
 */
export function compileNode(
  node: ExprNode,
  lookup: HelperLookup,
  frames: readonly (readonly string[])[] = [],
): Fn {
  const c = (n: ExprNode): Fn => compileNode(n, lookup, frames);
  switch (node.type) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'name': {
      const slot = resolveParam(frames, node.name);
      if (slot) return paramReader(slot.hops, slot.slot);
      if (node.name === LIST_ITEM) return (s) => s.listItem;
      const id = node.name;
      return (s) => safeValue(s.value(id));
    }
    case 'member': {
      const name = node.name;
      if (BLOCKED_MEMBERS.has(name)) return EMPTY_FN;
      const obj = node.object;
      if (obj.type === 'name' && !resolveParam(frames, obj.name)) {
        if (obj.name === LIST_ITEM) {
          if (!LIST_ITEM_VARS.has(name)) return EMPTY_FN;
          const key = name as 'index';
          return (s) => s.listItem?.[key];
        }
        const id = obj.name;
        return (s) => safeValue(s.prop(id, name));
      }
      const of = c(obj);
      return (s, e) => readMember(of(s, e), name);
    }
    case 'index': {
      const of = c(node.object);
      const index = c(node.index);
      return (s, e) => readMember(of(s, e), index(s, e));
    }
    case 'call':
      return compileCall(node.callee, node.args.map(c), lookup);
    case 'lambda': {
      const body = compileNode(node.body, lookup, [...frames, node.params]);
      return (s, e) =>
        (...args: unknown[]) =>
          body(s, { vals: args, up: e });
    }
    case 'unary': {
      const a = c(node.operand);
      if (node.op === '!') return (s, e) => opNot(a(s, e));
      if (node.op === '-') return (s, e) => opNeg(a(s, e));
      return (s, e) => opPlus(a(s, e));
    }
    case 'binary':
      return compileBinary(node.op, c(node.left), c(node.right));
    case 'conditional': {
      const test = c(node.test);
      const then = c(node.then);
      const otherwise = c(node.otherwise);
      return (s, e) => (truthy(test(s, e)) ? then(s, e) : otherwise(s, e));
    }
    case 'array': {
      const items = node.items.map(c);
      const n = items.length;
      return (s, e) => {
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) out[i] = (items[i] as Fn)(s, e);
        return out;
      };
    }
    case 'object': {
      // Keys are checked by the parser (never __proto__), so plain assignment cannot touch a prototype.
      const entries = node.entries.map((en) => [en.key, c(en.value)] as const);
      return (s, e) => {
        const out: Record<string, unknown> = {};
        for (const [k, f] of entries) out[k] = f(s, e);
        return out;
      };
    }
  }
}

function paramReader(hops: number, slot: number): Fn {
  if (hops === 0) return (_s, e) => e?.vals[slot];
  return (_s, e) => {
    let env = e;
    for (let h = 0; h < hops && env; h++) env = env.up;
    return env?.vals[slot];
  };
}

function compileBinary(op: string, l: Fn, r: Fn): Fn {
  switch (op) {
    case '+':
      return (s, e) => {
        const a = l(s, e);
        const b = r(s, e);
        return typeof a === 'number' && typeof b === 'number' ? roundResult(a + b) : opAdd(a, b);
      };
    case '-':
      return (s, e) => opSub(l(s, e), r(s, e));
    case '*':
      return (s, e) => opMul(l(s, e), r(s, e));
    case '/':
      return (s, e) => opDiv(l(s, e), r(s, e));
    case '%':
      return (s, e) => opMod(l(s, e), r(s, e));
    case '<':
      return (s, e) => opLt(l(s, e), r(s, e));
    case '<=':
      return (s, e) => opLe(l(s, e), r(s, e));
    case '>':
      return (s, e) => opGt(l(s, e), r(s, e));
    case '>=':
      return (s, e) => opGe(l(s, e), r(s, e));
    case '==':
      return (s, e) => opEq(l(s, e), r(s, e));
    case '!=':
      return (s, e) => !opEq(l(s, e), r(s, e));
    case '===':
      return (s, e) => opStrictEq(l(s, e), r(s, e));
    case '!==':
      return (s, e) => !opStrictEq(l(s, e), r(s, e));
    case '&&':
      return (s, e) => {
        const a = l(s, e);
        return truthy(a) ? r(s, e) : a;
      };
    case '||':
      return (s, e) => {
        const a = l(s, e);
        return truthy(a) ? a : r(s, e);
      };
    default: // '??'
      return (s, e) => {
        const a = l(s, e);
        return isEmpty(a) ? r(s, e) : a;
      };
  }
}

function compileCall(name: string, args: readonly Fn[], lookup: HelperLookup): Fn {
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
  const fn = helper.fn;
  if (helper.lazy) {
    // The thunks are made once per call site and read the scope of the running call, so a
    // call allocates nothing; the scope is saved and restored around the call, so nested calls stay correct.
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

/** A compile result with the tree, for the checker and tools that need more than the closure. */
export type DetailedCompileResult =
  { readonly formula: CompiledFormula; readonly ast: ExprNode } | { readonly error: ExprError };

/** {@link compileFormula} that also returns the syntax tree (the spec checker runs the name check on it). */
export function compileFormulaDetailed(source: string, options: CompileOptions = {}): DetailedCompileResult {
  const lookup = options.helpers ?? getHelper;
  try {
    const ast = parseFormula(source);
    const fn = compileNode(ast, lookup);
    const { deps, dynamic, scriptCalls } = analyzeFormula(ast, lookup);
    const formula: CompiledFormula = {
      source,
      deps,
      dynamic,
      scriptCalls,
      evaluate: (scope) => fn(scope, undefined),
    };
    return { formula, ast };
  } catch (err) {
    if (err instanceof ExprSyntaxError) return { error: err.toExprError(source) };
    // Never reached on purpose; reported rather than thrown so bad input cannot crash a caller.
    const message =
      err instanceof RangeError ? 'Expression nested too deeply' : `Cannot compile: ${String(err)}`;
    return { error: { message, offset: 0, length: source.length, expression: source } };
  }
}

/**
 * Compiles a formula (the text after `=` or `:=`) into closures, once: no `eval`, no `new Function`, so it
 * runs under a strict Content-Security-Policy. Bad input gives `{ error }` with the offset of the problem.
 */
export function compileFormula(
  source: string,
  options?: CompileOptions,
): { formula: CompiledFormula } | { error: ExprError } {
  const result = compileFormulaDetailed(source, options);
  return 'error' in result ? { error: result.error } : { formula: result.formula };
}
