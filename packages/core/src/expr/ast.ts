/**
 * The syntax tree of a formula. Every node carries its place in the formula text (`start`/`end`, 0-based
 * offsets), so errors and checker findings point at the right column.
 */

/** Binary operators of the language, by their written form. */
export type BinaryOp =
  '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '===' | '!==' | '&&' | '||' | '??';

/** Unary operators of the language. */
export type UnaryOp = '!' | '-' | '+';

interface Base {
  readonly start: number;
  readonly end: number;
}

/** A number, string, boolean, null or undefined written in the formula. */
export interface LiteralNode extends Base {
  readonly type: 'literal';
  readonly value: number | string | boolean | null | undefined;
}

/** A bare name: a component id, a lambda parameter or `ListItem`. */
export interface NameNode extends Base {
  readonly type: 'name';
  readonly name: string;
}

/** `object.name` (a fixed member name). */
export interface MemberNode extends Base {
  readonly type: 'member';
  readonly object: ExprNode;
  readonly name: string;
  /** Offset of the member name, for located findings. */
  readonly nameStart: number;
}

/** `object[index]`. */
export interface IndexNode extends Base {
  readonly type: 'index';
  readonly object: ExprNode;
  readonly index: ExprNode;
}

/** `name(args)`: a helper or a script function; only plain names can be called. */
export interface CallNode extends Base {
  readonly type: 'call';
  readonly callee: string;
  readonly args: readonly ExprNode[];
}

/** `x => body` or `(a, b) => body`; allowed only as a call argument. */
export interface LambdaNode extends Base {
  readonly type: 'lambda';
  readonly params: readonly string[];
  readonly body: ExprNode;
}

/** `!a`, `-a`, `+a`. */
export interface UnaryNode extends Base {
  readonly type: 'unary';
  readonly op: UnaryOp;
  readonly operand: ExprNode;
}

/** `a op b` for arithmetic, comparison and logical operators. */
export interface BinaryNode extends Base {
  readonly type: 'binary';
  readonly op: BinaryOp;
  readonly left: ExprNode;
  readonly right: ExprNode;
}

/** `test ? then : otherwise`. */
export interface ConditionalNode extends Base {
  readonly type: 'conditional';
  readonly test: ExprNode;
  readonly then: ExprNode;
  readonly otherwise: ExprNode;
}

/** `[a, b]`. */
export interface ArrayNode extends Base {
  readonly type: 'array';
  readonly items: readonly ExprNode[];
}

/** `{k: v, 'other key': w}`. */
export interface ObjectNode extends Base {
  readonly type: 'object';
  readonly entries: readonly { readonly key: string; readonly value: ExprNode }[];
}

/** Any node of the formula tree. */
export type ExprNode =
  | LiteralNode
  | NameNode
  | MemberNode
  | IndexNode
  | CallNode
  | LambdaNode
  | UnaryNode
  | BinaryNode
  | ConditionalNode
  | ArrayNode
  | ObjectNode;

/** The children of a node, in source order (used by the nesting check and the dependency and reference walkers). */
export function childrenOf(node: ExprNode): readonly ExprNode[] {
  switch (node.type) {
    case 'literal':
    case 'name':
      return [];
    case 'member':
      return [node.object];
    case 'index':
      return [node.object, node.index];
    case 'call':
      return node.args;
    case 'lambda':
      return [node.body];
    case 'unary':
      return [node.operand];
    case 'binary':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.then, node.otherwise];
    case 'array':
      return node.items;
    case 'object':
      return node.entries.map((e) => e.value);
  }
}
