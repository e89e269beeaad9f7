import { type BinaryOp, type ExprNode, type LambdaNode } from './ast';
import { tokenize, type Token } from './lexer';
import { BLOCKED_MEMBERS } from './names';
import { checkNesting, MAX_NESTING } from './nesting';
import { describeToken as describe, KEYWORD_VALUES, precedence, REFUSED_WORDS } from './parserTables';
import { ExprSyntaxError } from './syntaxError';

export { MAX_NESTING } from './nesting';

/** Recursive-descent parser with precedence climbing; one instance per formula. */
class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): ExprNode {
    const first = this.peek();
    if (first.kind === 'eof') throw new ExprSyntaxError('Empty formula', 0, 0);
    const node = this.parseExpr();
    const rest = this.peek();
    if (rest.kind !== 'eof') {
      if (rest.value === '=>') throw this.arrowError(rest);
      if (rest.value === ')' || rest.value === ']' || rest.value === '}') {
        throw new ExprSyntaxError(`Unbalanced '${String(rest.value)}': nothing to close`, rest.start);
      }
      throw new ExprSyntaxError(`Unexpected ${describe(rest)}`, rest.start, rest.end - rest.start);
    }
    return node;
  }

  private peek(ahead = 0): Token {
    return (this.tokens[this.pos + ahead] ?? this.tokens[this.tokens.length - 1]) as Token;
  }

  private next(): Token {
    const tok = this.peek();
    if (tok.kind !== 'eof') this.pos++;
    return tok;
  }

  private isPunct(value: string, ahead = 0): boolean {
    const tok = this.peek(ahead);
    return tok.kind === 'punct' && tok.value === value;
  }

  private expectClose(close: string, open: Token): Token {
    const tok = this.peek();
    if (tok.kind === 'punct' && tok.value === close) return this.next();
    if (tok.kind === 'eof') {
      throw new ExprSyntaxError(`Unclosed '${String(open.value)}': missing '${close}'`, open.start);
    }
    throw new ExprSyntaxError(
      `Expected '${close}' but found ${describe(tok)}`,
      tok.start,
      tok.end - tok.start,
    );
  }

  private enter(at: Token): void {
    if (++this.depth > MAX_NESTING) throw new ExprSyntaxError('Expression nested too deeply', at.start);
  }

  private arrowError(tok: Token): ExprSyntaxError {
    return new ExprSyntaxError(
      'Arrow functions are only allowed as arguments of a function call',
      tok.start,
      2,
    );
  }

  parseExpr(): ExprNode {
    this.enter(this.peek());
    const test = this.parseBinary(1);
    let result = test;
    if (this.isPunct('?')) {
      this.next();
      const then = this.parseExpr();
      const colon = this.peek();
      if (!this.isPunct(':')) {
        throw new ExprSyntaxError(`Expected ':' of '? :' but found ${describe(colon)}`, colon.start);
      }
      this.next();
      const otherwise = this.parseExpr();
      result = { type: 'conditional', test, then, otherwise, start: test.start, end: otherwise.end };
    }
    this.depth--;
    return result;
  }

  private parseBinary(minPrec: number): ExprNode {
    let left = this.parseUnary();
    for (;;) {
      const tok = this.peek();
      const prec = precedence(tok);
      if (prec === 0 || prec < minPrec) return left;
      this.next();
      const right = this.parseBinary(prec + 1);
      left = { type: 'binary', op: tok.value as BinaryOp, left, right, start: left.start, end: right.end };
    }
  }

  private parseUnary(): ExprNode {
    const tok = this.peek();
    if (tok.kind === 'punct' && (tok.value === '!' || tok.value === '-' || tok.value === '+')) {
      this.enter(tok);
      this.next();
      const operand = this.parseUnary();
      this.depth--;
      return { type: 'unary', op: tok.value, operand, start: tok.start, end: operand.end };
    }
    return this.parsePostfix();
  }

  private parsePostfix(): ExprNode {
    let node = this.parsePrimary();
    for (;;) {
      const tok = this.peek();
      if (tok.kind !== 'punct') return node;
      if (tok.value === '.') {
        this.next();
        const name = this.next();
        if (name.kind !== 'name') {
          throw new ExprSyntaxError(`Expected a name after '.' but found ${describe(name)}`, name.start);
        }
        node = {
          type: 'member',
          object: node,
          name: name.value as string,
          nameStart: name.start,
          start: node.start,
          end: name.end,
        };
      } else if (tok.value === '[') {
        this.next();
        this.enter(tok);
        const index = this.parseExpr();
        this.depth--;
        const close = this.expectClose(']', tok);
        node = { type: 'index', object: node, index, start: node.start, end: close.end };
      } else if (tok.value === '(') {
        if (node.type !== 'name') {
          throw new ExprSyntaxError(
            'Only helper and script functions can be called: write Name(arguments)',
            tok.start,
          );
        }
        this.next();
        this.enter(tok);
        const args = this.parseArgs(tok);
        this.depth--;
        const close = this.expectClose(')', tok);
        node = { type: 'call', callee: node.name, args, start: node.start, end: close.end };
      } else {
        return node;
      }
    }
  }

  private parseArgs(open: Token): ExprNode[] {
    const args: ExprNode[] = [];
    if (this.isPunct(')')) return args;
    for (;;) {
      args.push(this.tryLambda() ?? this.parseExpr());
      if (this.isPunct(',')) {
        this.next();
        if (this.isPunct(')')) return args; // trailing comma
        continue;
      }
      if (this.isPunct(')') || this.peek().kind === 'eof') return args;
      const tok = this.peek();
      if (tok.value === '=>') throw this.arrowError(tok);
      throw new ExprSyntaxError(
        `Expected ',' or ')' after argument but found ${describe(tok)} (call opened at column ${open.start + 1})`,
        tok.start,
        tok.end - tok.start,
      );
    }
  }

  /** `x => body`, `(a, b) => body` or `() => body` in argument position; undefined when it is not one. */
  private tryLambda(): LambdaNode | undefined {
    const first = this.peek();
    let params: string[] | undefined;
    let skip = 0;
    if (first.kind === 'name' && this.isPunct('=>', 1)) {
      params = [first.value as string];
      skip = 2;
    } else if (first.kind === 'punct' && first.value === '(') {
      const names: string[] = [];
      let k = 1;
      if (!this.isPunct(')', k)) {
        for (;;) {
          const t = this.peek(k);
          if (t.kind !== 'name') return undefined;
          names.push(t.value as string);
          k++;
          if (this.isPunct(',', k)) k++;
          else break;
        }
      }
      if (!this.isPunct(')', k) || !this.isPunct('=>', k + 1)) return undefined;
      params = names;
      skip = k + 2;
    }
    if (params === undefined) return undefined;
    for (const p of params) {
      if (KEYWORD_VALUES.has(p) || REFUSED_WORDS.has(p)) {
        throw new ExprSyntaxError(`'${p}' cannot be a parameter name`, first.start);
      }
    }
    this.pos += skip;
    this.enter(first);
    const body = this.parseExpr();
    this.depth--;
    return { type: 'lambda', params, body, start: first.start, end: body.end };
  }

  private parsePrimary(): ExprNode {
    const tok = this.next();
    switch (tok.kind) {
      case 'num':
        return { type: 'literal', value: tok.value as number, start: tok.start, end: tok.end };
      case 'str':
        return { type: 'literal', value: tok.value as string, start: tok.start, end: tok.end };
      case 'name': {
        const name = tok.value as string;
        if (this.isPunct('=>')) throw this.arrowError(this.peek());
        if (KEYWORD_VALUES.has(name)) {
          return { type: 'literal', value: KEYWORD_VALUES.get(name), start: tok.start, end: tok.end };
        }
        if (REFUSED_WORDS.has(name)) {
          throw new ExprSyntaxError(
            `'${name}' is not part of the formula language`,
            tok.start,
            tok.end - tok.start,
          );
        }
        return { type: 'name', name, start: tok.start, end: tok.end };
      }
      case 'eof':
        throw new ExprSyntaxError('Unexpected end of formula', tok.start, 0);
      default:
        break;
    }
    switch (tok.value) {
      case '(': {
        this.enter(tok);
        const inner = this.parseExpr();
        this.depth--;
        if (this.isPunct(',')) {
          const comma = this.peek();
          throw new ExprSyntaxError(
            "Unexpected ',': a list of values needs [ ], arrow functions go only inside a call",
            comma.start,
          );
        }
        this.expectClose(')', tok);
        if (this.isPunct('=>')) throw this.arrowError(this.peek());
        return inner;
      }
      case '[':
        return this.parseArray(tok);
      case '{':
        return this.parseObject(tok);
      case ')':
      case ']':
      case '}':
        throw new ExprSyntaxError(`Unbalanced '${String(tok.value)}': nothing to close`, tok.start);
      default:
        throw new ExprSyntaxError(`Unexpected ${describe(tok)}`, tok.start, tok.end - tok.start);
    }
  }

  private parseArray(open: Token): ExprNode {
    this.enter(open);
    const items: ExprNode[] = [];
    while (!this.isPunct(']')) {
      if (this.peek().kind === 'eof') break;
      items.push(this.parseExpr());
      if (this.isPunct(',')) this.next();
      else break;
    }
    this.depth--;
    const close = this.expectClose(']', open);
    return { type: 'array', items, start: open.start, end: close.end };
  }

  private parseObject(open: Token): ExprNode {
    this.enter(open);
    const entries: { key: string; value: ExprNode }[] = [];
    while (!this.isPunct('}')) {
      const keyTok = this.peek();
      if (keyTok.kind === 'eof') break;
      if (keyTok.kind !== 'name' && keyTok.kind !== 'str' && keyTok.kind !== 'num') {
        throw new ExprSyntaxError(`Expected a property name but found ${describe(keyTok)}`, keyTok.start);
      }
      this.next();
      const key = String(keyTok.value);
      if (BLOCKED_MEMBERS.has(key)) {
        throw new ExprSyntaxError(
          `Property name '${key}' is not allowed`,
          keyTok.start,
          keyTok.end - keyTok.start,
        );
      }
      const colon = this.peek();
      if (!this.isPunct(':'))
        throw new ExprSyntaxError(`Expected ':' but found ${describe(colon)}`, colon.start);
      this.next();
      entries.push({ key, value: this.parseExpr() });
      if (this.isPunct(',')) this.next();
      else break;
    }
    this.depth--;
    const close = this.expectClose('}', open);
    return { type: 'object', entries, start: open.start, end: close.end };
  }
}

/** Parses a formula into its tree. Throws {@link ExprSyntaxError} with the offset of the problem. */
export function parseFormula(source: string): ExprNode {
  const node = new Parser(tokenize(source)).parseAll();
  checkNesting(node);
  return node;
}
