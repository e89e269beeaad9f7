import type { BinaryOp } from './ast';
import type { EvalScope } from './contract';
import { isPlainText, type Fn, type Operand } from './binary';
import { safeValue } from './member';
import { opEq, opGe, opGt, opLe, opLt, opStrictEq } from './operators';

/**
 * Comparisons of a component's value or `id.prop` with a literal (`size >= 5`, `side == 'Left'`). Such a
 * comparison is always a boolean, so `&&`, `||` and `?:` over it need no `truthy`; `a && b` of two of them
 * is read in one closure, with one kernel for every comparison. The results are the operators' of
 * operators.ts, as the kernels of binary.ts give them.
 */

// Comparison codes: one small integer per operator, so one kernel serves every comparison.
const LT = 0;
const LE = 1;
const GT = 2;
const GE = 3;
const EQ = 4;
const NE = 5;
const SEQ = 6;
const SNE = 7;
/** `x == 'text'` / `x != 'text'` with a non-empty text that does not read as a number: plain identity. */
const TEXT_EQ = 8;
const TEXT_NE = 9;

const CODES: Partial<Record<BinaryOp, number>> = {
  '<': LT,
  '<=': LE,
  '>': GT,
  '>=': GE,
  '==': EQ,
  '!=': NE,
  '===': SEQ,
  '!==': SNE,
};

/** A comparison of a component's value (`name` undefined) or of `id.name` with a literal. */
export interface Comparison {
  readonly code: number;
  readonly id: string;
  readonly name: string | undefined;
  readonly value: unknown;
}

/**
 * The comparison `left op right` compiles to in place, or undefined when it is not one: the operator must
 * compare, the left side be an id or `id.prop` (as {@link Operand} says) and the right side a literal.
 */
export function comparisonOf(op: BinaryOp, lo: Operand, ro: Operand): Comparison | undefined {
  let code = CODES[op];
  if (code === undefined || ro.kind !== 'lit' || (lo.kind !== 'id' && lo.kind !== 'prop')) return undefined;
  if ((code === EQ || code === NE) && isPlainText(ro.value)) code = code === EQ ? TEXT_EQ : TEXT_NE;
  return { code, id: lo.id, name: lo.kind === 'prop' ? lo.name : undefined, value: ro.value };
}

/** One comparison: two numbers compare as in JavaScript (NaN against anything is false there too). */
function compare(code: number, a: unknown, b: unknown): boolean {
  if (code >= TEXT_EQ) return code === TEXT_EQ ? a === b : a !== b;
  if (code < EQ && typeof a === 'number' && typeof b === 'number') {
    return code === LT ? a < b : code === LE ? a <= b : code === GT ? a > b : a >= b;
  }
  switch (code) {
    case LT:
      return opLt(a, b);
    case LE:
      return opLe(a, b);
    case GT:
      return opGt(a, b);
    case GE:
      return opGe(a, b);
    case EQ:
      return opEq(a, b);
    case NE:
      return !opEq(a, b);
    case SEQ:
      return opStrictEq(a, b);
    default: // SNE
      return !opStrictEq(a, b);
  }
}

/** The component value a comparison reads: `id` or `id.name`, through the scope once. */
function read(s: EvalScope, id: string, name: string | undefined): unknown {
  return safeValue(name === undefined ? s.value(id) : s.prop(id, name));
}

/** `a && b` or `a || b` where both are comparisons: the result is a boolean, read in one closure. */
export function logicalOfComparisons(op: '&&' | '||', a: Comparison, b: Comparison): Fn {
  const { code: c1, id: i1, name: n1, value: v1 } = a;
  const { code: c2, id: i2, name: n2, value: v2 } = b;
  return op === '&&'
    ? (s) => compare(c1, read(s, i1, n1), v1) && compare(c2, read(s, i2, n2), v2)
    : (s) => compare(c1, read(s, i1, n1), v1) || compare(c2, read(s, i2, n2), v2);
}
