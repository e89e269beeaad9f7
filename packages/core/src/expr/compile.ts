import type { ExprNode } from './ast';
import { compileBinary, compilePlusChain, plusChain, type Fn, type Operand } from './binary';
import { compileCall, type HelperLookup } from './calls';
import { comparisonOf, logicalOfComparisons, type Comparison } from './conditions';
import type { CompiledFormula, EvalScope, ExprError } from './contract';
import { analyzeFormula } from './deps';
import { getHelper } from './helpers/registry';
import { readMember, safeValue } from './member';
import { opNeg, opNot, opPlus, truthy } from './operators';
import { BLOCKED_MEMBERS, LIST_ITEM, LIST_ITEM_VARS } from './names';
import { parseFormula } from './parser';
import { resolveParam, type Env } from './scopeFrames';
import { ExprSyntaxError } from './syntaxError';

export type { HelperLookup } from './calls';

/** Options of {@link compileFormula}. */
export interface CompileOptions {
  /** Helper registry to resolve calls against (default: the helper library's `getHelper`). */
  readonly helpers?: HelperLookup;
}

const EMPTY_FN: Fn = () => undefined;
const NO_FRAMES: readonly (readonly string[])[] = [];
const OPERAND_FN: Operand = { kind: 'fn' };

/** How a binary operator's closure may read an operand: directly when it is a literal or a component id. */
function operandOf(node: ExprNode, frames: readonly (readonly string[])[]): Operand {
  if (node.type === 'literal') return { kind: 'lit', value: node.value };
  if (node.type === 'name' && node.name !== LIST_ITEM && !resolveParam(frames, node.name)) {
    return { kind: 'id', id: node.name };
  }
  // `id.prop` as the member case below compiles it (never a blocked name, never ListItem or a parameter).
  const obj = node.type === 'member' ? node.object : undefined;
  if (
    node.type === 'member' &&
    obj?.type === 'name' &&
    obj.name !== LIST_ITEM &&
    !BLOCKED_MEMBERS.has(node.name) &&
    !resolveParam(frames, obj.name)
  ) {
    return { kind: 'prop', id: obj.name, name: node.name };
  }
  return OPERAND_FN;
}

/** The comparison of an id or `id.prop` with a literal that `node` is (conditions.ts compiles it in place). */
function comparisonIn(node: ExprNode, frames: readonly (readonly string[])[]): Comparison | undefined {
  if (node.type !== 'binary') return undefined;
  return comparisonOf(node.op, operandOf(node.left, frames), operandOf(node.right, frames));
}

/**
 * Compiles a checked tree into nested closures. Helper references are resolved once, here; lambda
 * parameters become frame slots; `frames` holds the parameter names of the enclosing lambdas.
 */
export function compileNode(
  node: ExprNode,
  lookup: HelperLookup,
  frames: readonly (readonly string[])[] = NO_FRAMES,
): Fn {
  switch (node.type) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'name': {
      const slot = frames.length === 0 ? undefined : resolveParam(frames, node.name);
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
      const of = compileNode(obj, lookup, frames);
      return (s, e) => readMember(of(s, e), name);
    }
    case 'index': {
      const of = compileNode(node.object, lookup, frames);
      const index = compileNode(node.index, lookup, frames);
      return (s, e) => readMember(of(s, e), index(s, e));
    }
    case 'call': {
      const args: Fn[] = [];
      for (const a of node.args) args.push(compileNode(a, lookup, frames));
      return compileCall(node.callee, args, node.args, lookup);
    }
    case 'lambda': {
      const body = compileNode(node.body, lookup, [...frames, node.params]);
      return (s, e) =>
        (...args: unknown[]) =>
          body(s, { vals: args, up: e });
    }
    case 'unary': {
      const a = compileNode(node.operand, lookup, frames);
      if (node.op === '!') return (s, e) => opNot(a(s, e));
      if (node.op === '-') return (s, e) => opNeg(a(s, e));
      return (s, e) => opPlus(a(s, e));
    }
    case 'binary': {
      if (node.op === '+' && node.left.type === 'binary' && node.left.op === '+') {
        const chain = plusChain(node);
        const fns: Fn[] = [];
        const operands: Operand[] = [];
        for (const x of chain) {
          const o = operandOf(x, frames);
          operands.push(o);
          fns.push(o.kind === 'lit' || o.kind === 'id' ? EMPTY_FN : compileNode(x, lookup, frames));
        }
        return compilePlusChain(operands, fns);
      }
      if (node.op === '&&' || node.op === '||') {
        const a = comparisonIn(node.left, frames);
        const b = a && comparisonIn(node.right, frames);
        if (a && b) return logicalOfComparisons(node.op, a, b);
        if (a) {
          // A comparison is a boolean: no `truthy`, and its closure reads the scope alone.
          const t = compileNode(node.left, lookup, frames) as (s: EvalScope) => boolean;
          const r = compileNode(node.right, lookup, frames);
          return node.op === '&&' ? (s, e) => (t(s) ? r(s, e) : false) : (s, e) => (t(s) ? true : r(s, e));
        }
      }
      const lo = operandOf(node.left, frames);
      const ro = operandOf(node.right, frames);
      const l = compileNode(node.left, lookup, frames);
      const r = compileNode(node.right, lookup, frames);
      return compileBinary(node.op, l, r, lo, ro);
    }
    case 'conditional': {
      if (comparisonIn(node.test, frames)) {
        // As for `&&`: the test is a boolean read from the scope alone (measured faster than fusing it here).
        const t = compileNode(node.test, lookup, frames) as (s: EvalScope) => boolean;
        if (node.then.type === 'literal' && node.otherwise.type === 'literal') {
          const x = node.then.value;
          const y = node.otherwise.value;
          return (s) => (t(s) ? x : y);
        }
        const then = compileNode(node.then, lookup, frames);
        const otherwise = compileNode(node.otherwise, lookup, frames);
        return (s, e) => (t(s) ? then(s, e) : otherwise(s, e));
      }
      const test = compileNode(node.test, lookup, frames);
      if (node.then.type === 'literal' && node.otherwise.type === 'literal') {
        const x = node.then.value;
        const y = node.otherwise.value;
        return (s, e) => (truthy(test(s, e)) ? x : y);
      }
      const then = compileNode(node.then, lookup, frames);
      const otherwise = compileNode(node.otherwise, lookup, frames);
      return (s, e) => (truthy(test(s, e)) ? then(s, e) : otherwise(s, e));
    }
    case 'array': {
      const items: Fn[] = [];
      for (const item of node.items) items.push(compileNode(item, lookup, frames));
      const n = items.length;
      return (s, e) => {
        const out = new Array<unknown>(n);
        for (let i = 0; i < n; i++) out[i] = (items[i] as Fn)(s, e);
        return out;
      };
    }
    case 'object': {
      // Keys are checked by the parser (never __proto__), so plain assignment cannot touch a prototype.
      const keys: string[] = [];
      const values: Fn[] = [];
      for (const en of node.entries) {
        keys.push(en.key);
        values.push(compileNode(en.value, lookup, frames));
      }
      const n = keys.length;
      return (s, e) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) out[keys[i] as string] = (values[i] as Fn)(s, e);
        return out;
      };
    }
  }
}

function paramReader(hops: number, slot: number): Fn {
  if (hops === 0) return (_s, e) => e?.vals[slot];
  return (_s, e) => {
    let env: Env | undefined = e;
    for (let h = 0; h < hops && env; h++) env = env.up;
    return env?.vals[slot];
  };
}

/** A compile result with the tree, for the checker and tools that need more than the closure. */
export type DetailedCompileResult =
  { readonly formula: CompiledFormula; readonly ast: ExprNode } | { readonly error: ExprError };

/**
 * Results of compiling with the helper library (no `helpers` option), by source. Compiling is pure and the
 * results are read-only, so a form made again from an edited text (the designer's preview, each keystroke)
 * and the spec's checks reuse the formulas whose text did not change instead of compiling them again.
 */
const defaultCompiled = new Map<string, DetailedCompileResult>();
const COMPILED_LIMIT = 5_000;

/** {@link compileFormula} that also returns the syntax tree (the spec checker runs the name check on it). */
export function compileFormulaDetailed(source: string, options: CompileOptions = {}): DetailedCompileResult {
  if (options.helpers !== undefined) return compileWith(source, options.helpers);
  let result = defaultCompiled.get(source);
  if (result === undefined) {
    if (defaultCompiled.size >= COMPILED_LIMIT) defaultCompiled.clear();
    result = compileWith(source, getHelper);
    defaultCompiled.set(source, result);
  }
  return result;
}

function compileWith(source: string, lookup: HelperLookup): DetailedCompileResult {
  try {
    const ast = parseFormula(source);
    const fn = compileNode(ast, lookup);
    const { deps, dynamic, scriptCalls } = analyzeFormula(ast, lookup);
    // The root closure is the evaluate function itself: called with the scope alone, it has no lambda frame.
    const formula: CompiledFormula = { source, deps, dynamic, scriptCalls, evaluate: fn };
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
