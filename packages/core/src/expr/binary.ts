import type { BinaryOp, ExprNode } from './ast';
import type { EvalScope } from './contract';
import { isEmpty } from './empty';
import { toNumber, toText } from './helpers/values';
import { safeValue } from './member';
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
  opStrictEq,
  opSub,
  truthy,
} from './operators';
import { roundResult } from './numbers';
import type { Env } from './scopeFrames';

/**
 * Binary operators compiled into closures specialised for the shapes formulas have most: a component id
 * against a literal (`size > 10`), any operand against a literal (`a * b / 100`), two operands, and chains
 * of `+` (`'Size ' + size + ' mm'`). A closure calls the small kernels below directly (one fixed target each,
 * which the JIT inlines) instead of calling an operand closure for a literal or an id. Every kernel is the
 * operator of operators.ts with a fast path for two numbers; the results are the same.
 */

/** A compiled node: reads the scope and the lambda frames, returns a value. */
export type Fn = (s: EvalScope, env?: Env) => unknown;

/** What a compiled operand reads: a constant, a component value by id, or anything else (a closure). */
export type Operand =
  | { readonly kind: 'lit'; readonly value: unknown }
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'prop'; readonly id: string; readonly name: string }
  | { readonly kind: 'fn' };

/** The scope for folding literals at compile time (literal closures never read it). */
const NO_SCOPE: EvalScope = { value: () => undefined, prop: () => undefined, texts: {}, reportVersion: 'v2' };

/** An arithmetic result of two numbers: int32 results need no 15-digit rounding (`+ 0` turns -0 into 0). */
function fin(x: number): number | undefined {
  return (x | 0) === x ? x + 0 : roundResult(x);
}

function add(a: unknown, b: unknown): unknown {
  return typeof a === 'number' && typeof b === 'number' ? fin(a + b) : opAdd(a, b);
}
function sub(a: unknown, b: unknown): unknown {
  return typeof a === 'number' && typeof b === 'number' ? fin(a - b) : opSub(a, b);
}
function mul(a: unknown, b: unknown): unknown {
  return typeof a === 'number' && typeof b === 'number' ? fin(a * b) : opMul(a, b);
}
function div(a: unknown, b: unknown): unknown {
  return typeof a === 'number' && typeof b === 'number' ? fin(a / b) : opDiv(a, b);
}
function mod(a: unknown, b: unknown): unknown {
  return typeof a === 'number' && typeof b === 'number' ? fin(a % b) : opMod(a, b);
}
// Two numbers compare as in JavaScript: NaN against anything is false there too.
function lt(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a < b : opLt(a, b);
}
function le(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a <= b : opLe(a, b);
}
function gt(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a > b : opGt(a, b);
}
function ge(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' ? a >= b : opGe(a, b);
}

/**
 * True for a literal `x == lit` can compare with `===`: a non-empty text that does not read as a number.
 * Loose equality of anything with such a text is plain identity (no empty rule, no numeric reading applies).
 */
export function isPlainText(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && toNumber(value) === undefined;
}

/** The texts of the integers 0–1023, made once: reading one is cheaper than `String(n)` (sizes, counts). */
const SMALL_INTS: readonly string[] = Array.from({ length: 1024 }, (_, i) => String(i));

/** The text one `+` appends to a non-empty text: what opAdd does when its left side is a non-empty text. */
function piece(b: unknown): string {
  if (typeof b === 'string') return b;
  if (typeof b === 'number') {
    // An int32 needs no rounding (String(-0) is '0' as well, and SMALL_INTS[-0] is SMALL_INTS[0]).
    if ((b | 0) === b) return b >= 0 && b < 1024 ? (SMALL_INTS[b] as string) : String(b);
    if (Number.isFinite(b)) return String(roundResult(b));
  }
  return toText(b);
}

/** {@link piece} of a component's value as the scope returns it (a function is no value: it appends ''). */
function idPiece(v: unknown): string {
  return typeof v === 'string' ? v : piece(safeValue(v));
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The operands of a left-nested `+` chain, leftmost first (`a + b + c` → [a, b, c]). */
export function plusChain(node: ExprNode): ExprNode[] {
  const out: ExprNode[] = [];
  let n = node;
  while (n.type === 'binary' && n.op === '+') {
    out.push(n.right);
    n = n.left;
  }
  out.push(n);
  return out.reverse();
}

/**
 * A `+` chain of three or more operands as one loop: once the running value is a non-empty text, each step
 * only appends (exactly opAdd's rule for that case); otherwise a step is the full `+`. A chain that starts
 * with a non-empty text literal (`'Size ' + size + ' mm'`) is text throughout: its literals are appended as
 * they are and every other operand through {@link piece}.
 */
export function compilePlusChain(operands: readonly Operand[], fns: readonly Fn[]): Fn {
  const n = operands.length;
  const kinds = new Uint8Array(n);
  const lits = new Array<unknown>(n);
  const ids = new Array<string>(n);
  operands.forEach((o, i) => {
    if (o.kind === 'lit') lits[i] = o.value;
    else if (o.kind === 'id') {
      kinds[i] = 1;
      ids[i] = o.id;
    } else kinds[i] = 2;
  });
  const first = operands[0];
  if (first?.kind === 'lit' && isText(first.value)) return textChain(first.value, operands, fns);
  return (s, e) => {
    let acc: unknown;
    for (let i = 0; i < n; i++) {
      const k = kinds[i];
      const b = k === 0 ? lits[i] : k === 1 ? safeValue(s.value(ids[i] as string)) : (fns[i] as Fn)(s, e);
      if (i === 0) acc = b;
      else acc = isText(acc) ? acc + piece(b) : add(acc, b);
    }
    return acc;
  };
}

/**
 * A `+` chain that starts with a non-empty text literal: text throughout, so each literal after it is
 * appended as its text (adjacent ones merged at compile time) and every other operand through {@link piece}.
 * One loop step per non-literal operand: read it, append it and the literal text that follows it.
 */
function textChain(start: string, operands: readonly Operand[], fns: readonly Fn[]): Fn {
  let head = start;
  const kinds: number[] = [];
  const ids: string[] = [];
  const holes: Fn[] = [];
  const after: string[] = [];
  operands.forEach((o, i) => {
    if (i === 0) return;
    if (o.kind === 'lit') {
      if (after.length === 0) head += piece(o.value);
      else after[after.length - 1] += piece(o.value);
      return;
    }
    kinds.push(o.kind === 'id' ? 1 : 2);
    ids.push(o.kind === 'id' ? o.id : '');
    holes.push(fns[i] as Fn);
    after.push('');
  });
  const n = kinds.length;
  if (n <= 3 && kinds.every((k) => k === 1)) return idTextChain(head, ids, after);
  return (s, e) => {
    let acc = head;
    for (let i = 0; i < n; i++) {
      acc += kinds[i] === 1 ? idPiece(s.value(ids[i] as string)) : piece((holes[i] as Fn)(s, e));
      const t = after[i] as string;
      if (t !== '') acc += t;
    }
    return acc;
  };
}

/**
 * A text chain whose 1–3 holes are all component ids (`'Size ' + size + ' mm, ' + side + ' side'`): one
 * expression, no loop and no array reads, the scope read once per id, in order. The same texts as the loop.
 */
function idTextChain(head: string, ids: readonly string[], after: readonly string[]): Fn {
  const [i0 = '', i1 = '', i2 = ''] = ids;
  const [t0 = '', t1 = '', t2 = ''] = after;
  if (ids.length === 1) return (s) => head + idPiece(s.value(i0)) + t0;
  if (ids.length === 2) return (s) => head + idPiece(s.value(i0)) + t0 + idPiece(s.value(i1)) + t1;
  return (s) => head + idPiece(s.value(i0)) + t0 + idPiece(s.value(i1)) + t1 + idPiece(s.value(i2)) + t2;
}

/**
 * Compiles `left op right`. `l` and `r` are the operands' closures; `lo` and `ro` say when an operand is a
 * literal or an id, so the closure can read it directly.
 */
export function compileBinary(op: BinaryOp, l: Fn, r: Fn, lo: Operand, ro: Operand): Fn {
  if (op === '&&' || op === '||' || op === '??') return logical(op, l, r);
  if (lo.kind === 'lit' && ro.kind === 'lit') {
    // Operators are pure: two literals fold to a constant.
    const value = general(op, l, r)(NO_SCOPE);
    return () => value;
  }
  if (ro.kind === 'lit') {
    const v = ro.value;
    if (lo.kind === 'id') return idWithLiteral(op, lo.id, v);
    if (lo.kind === 'prop') return propWithLiteral(op, lo.id, lo.name, v);
    return withLiteral(op, l, v);
  }
  if (op === '+' && lo.kind === 'lit' && isText(lo.value)) {
    const text = lo.value;
    return (s, e) => text + piece(r(s, e));
  }
  return general(op, l, r);
}

function logical(op: '&&' | '||' | '??', l: Fn, r: Fn): Fn {
  switch (op) {
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
    default:
      return (s, e) => {
        const a = l(s, e);
        return isEmpty(a) ? r(s, e) : a;
      };
  }
}

function idWithLiteral(op: BinaryOp, id: string, v: unknown): Fn {
  if ((op === '==' || op === '!=') && isPlainText(v)) {
    return op === '==' ? (s) => s.value(id) === v : (s) => s.value(id) !== v;
  }
  switch (op) {
    case '+':
      return (s) => add(safeValue(s.value(id)), v);
    case '-':
      return (s) => sub(safeValue(s.value(id)), v);
    case '*':
      return (s) => mul(safeValue(s.value(id)), v);
    case '/':
      return (s) => div(safeValue(s.value(id)), v);
    case '%':
      return (s) => mod(safeValue(s.value(id)), v);
    case '<':
      return (s) => lt(safeValue(s.value(id)), v);
    case '<=':
      return (s) => le(safeValue(s.value(id)), v);
    case '>':
      return (s) => gt(safeValue(s.value(id)), v);
    case '>=':
      return (s) => ge(safeValue(s.value(id)), v);
    case '==':
      return (s) => opEq(safeValue(s.value(id)), v);
    case '!=':
      return (s) => !opEq(safeValue(s.value(id)), v);
    case '===':
      return (s) => opStrictEq(safeValue(s.value(id)), v);
    default: // '!=='
      return (s) => !opStrictEq(safeValue(s.value(id)), v);
  }
}

function propWithLiteral(op: BinaryOp, id: string, name: string, v: unknown): Fn {
  if ((op === '==' || op === '!=') && isPlainText(v)) {
    return op === '==' ? (s) => s.prop(id, name) === v : (s) => s.prop(id, name) !== v;
  }
  switch (op) {
    case '+':
      return (s) => add(safeValue(s.prop(id, name)), v);
    case '-':
      return (s) => sub(safeValue(s.prop(id, name)), v);
    case '*':
      return (s) => mul(safeValue(s.prop(id, name)), v);
    case '/':
      return (s) => div(safeValue(s.prop(id, name)), v);
    case '%':
      return (s) => mod(safeValue(s.prop(id, name)), v);
    case '<':
      return (s) => lt(safeValue(s.prop(id, name)), v);
    case '<=':
      return (s) => le(safeValue(s.prop(id, name)), v);
    case '>':
      return (s) => gt(safeValue(s.prop(id, name)), v);
    case '>=':
      return (s) => ge(safeValue(s.prop(id, name)), v);
    case '==':
      return (s) => opEq(safeValue(s.prop(id, name)), v);
    case '!=':
      return (s) => !opEq(safeValue(s.prop(id, name)), v);
    case '===':
      return (s) => opStrictEq(safeValue(s.prop(id, name)), v);
    default: // '!=='
      return (s) => !opStrictEq(safeValue(s.prop(id, name)), v);
  }
}

function withLiteral(op: BinaryOp, l: Fn, v: unknown): Fn {
  if ((op === '==' || op === '!=') && isPlainText(v)) {
    return op === '==' ? (s, e) => l(s, e) === v : (s, e) => l(s, e) !== v;
  }
  switch (op) {
    case '+':
      return (s, e) => add(l(s, e), v);
    case '-':
      return (s, e) => sub(l(s, e), v);
    case '*':
      return (s, e) => mul(l(s, e), v);
    case '/':
      return (s, e) => div(l(s, e), v);
    case '%':
      return (s, e) => mod(l(s, e), v);
    case '<':
      return (s, e) => lt(l(s, e), v);
    case '<=':
      return (s, e) => le(l(s, e), v);
    case '>':
      return (s, e) => gt(l(s, e), v);
    case '>=':
      return (s, e) => ge(l(s, e), v);
    case '==':
      return (s, e) => opEq(l(s, e), v);
    case '!=':
      return (s, e) => !opEq(l(s, e), v);
    case '===':
      return (s, e) => opStrictEq(l(s, e), v);
    default: // '!=='
      return (s, e) => !opStrictEq(l(s, e), v);
  }
}

function general(op: BinaryOp, l: Fn, r: Fn): Fn {
  switch (op) {
    case '+':
      return (s, e) => add(l(s, e), r(s, e));
    case '-':
      return (s, e) => sub(l(s, e), r(s, e));
    case '*':
      return (s, e) => mul(l(s, e), r(s, e));
    case '/':
      return (s, e) => div(l(s, e), r(s, e));
    case '%':
      return (s, e) => mod(l(s, e), r(s, e));
    case '<':
      return (s, e) => lt(l(s, e), r(s, e));
    case '<=':
      return (s, e) => le(l(s, e), r(s, e));
    case '>':
      return (s, e) => gt(l(s, e), r(s, e));
    case '>=':
      return (s, e) => ge(l(s, e), r(s, e));
    case '==':
      return (s, e) => opEq(l(s, e), r(s, e));
    case '!=':
      return (s, e) => !opEq(l(s, e), r(s, e));
    case '===':
      return (s, e) => opStrictEq(l(s, e), r(s, e));
    case '!==':
      return (s, e) => !opStrictEq(l(s, e), r(s, e));
    default:
      return logical(op, l, r);
  }
}
