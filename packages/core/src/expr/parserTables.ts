import type { Token } from './lexer';

/** Binding power of a binary operator token, or 0 when the token is not one (a switch: no map lookup). */
export function precedence(tok: Token): number {
  if (tok.kind !== 'punct') return 0;
  switch (tok.value) {
    case '??':
    case '||':
      return 1;
    case '&&':
      return 2;
    case '==':
    case '!=':
    case '===':
    case '!==':
      return 3;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return 4;
    case '+':
    case '-':
      return 5;
    case '*':
    case '/':
    case '%':
      return 6;
    default:
      return 0;
  }
}

/** The words that are values: true, false, null, undefined. */
// Maps, not object literals: `name in {...}` would also find prototype keys such as `valueOf`.
export const KEYWORD_VALUES: ReadonlyMap<string, boolean | null | undefined> = new Map([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
]);

/** JavaScript words that have no meaning in a formula; named in the error so the author knows why. */
export const REFUSED_WORDS: ReadonlySet<string> = new Set([
  'new',
  'function',
  'this',
  'typeof',
  'void',
  'delete',
  'instanceof',
  'in',
  'var',
  'let',
  'const',
  'return',
  'class',
  'import',
  'await',
  'yield',
]);

/** How a token is named in an error message: 'end of formula', 'string', or the token in quotes. */
export function describeToken(tok: Token): string {
  if (tok.kind === 'eof') return 'end of formula';
  if (tok.kind === 'str') return 'string';
  return `'${String(tok.value)}'`;
}
