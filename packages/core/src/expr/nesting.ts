import { childrenOf, type ExprNode } from './ast';
import { ExprSyntaxError } from './syntaxError';

/**
 * The deepest real nesting a formula may have: brackets, calls, lists, objects, unary operators, `? :` and
 * member reads. Real formulas stay far below it; the cap keeps parsing, compiling and evaluation far from the
 * JavaScript stack limit on hostile input.
 */
export const MAX_NESTING = 200;

/**
 * The deepest syntax tree a formula may have, long operator chains included: `a0 + a1 + … + a249` is a
 * tree 250 deep without any nesting. Compiling, checking and evaluating recurse over the tree, and a few
 * thousand levels reach the stack limit, so the cap leaves room for the callers' own frames.
 */
export const MAX_TREE_DEPTH = 1000;

/**
 * Throws at the first node nested deeper than {@link MAX_NESTING}, or deeper in the tree than
 * {@link MAX_TREE_DEPTH}. The operands of a binary operator are not nested (`1+1+…+1` is a chain, not
 * nesting); they only count toward the tree depth. Recursive but bounded: at most MAX_TREE_DEPTH + 1 frames.
 */
export function checkNesting(node: ExprNode, nesting = 1, depth = 1): void {
  if (nesting > MAX_NESTING) throw new ExprSyntaxError('Expression nested too deeply', node.start);
  if (depth > MAX_TREE_DEPTH) {
    throw new ExprSyntaxError(
      `Expression too long: more than ${MAX_TREE_DEPTH} operators in a row; split it with brackets or helpers`,
      node.start,
    );
  }
  // Children last to first: the same node is reported as by the earlier explicit-stack walk. The operands
  // of a binary operator keep the nesting level; every other child is one level deeper.
  const n = node.type === 'binary' ? nesting : nesting + 1;
  const children = childrenOf(node);
  for (let i = children.length - 1; i >= 0; i--) checkNesting(children[i] as ExprNode, n, depth + 1);
}
