import { ExprSyntaxError } from './syntaxError';

/** What a token is. `punct` covers operators and brackets. */
export type TokenKind = 'num' | 'str' | 'name' | 'punct' | 'eof';

/** One token with its offsets in the formula text. */
export interface Token {
  readonly kind: TokenKind;
  /** The number for `num`, the decoded text for `str`, the written text otherwise. */
  readonly value: string | number;
  readonly start: number;
  readonly end: number;
}

/** Operators of JavaScript the language leaves out, with the message that says what to write instead. */
const REFUSED: Readonly<Record<string, string>> = Object.assign(Object.create(null) as object, {
  '**': "Unknown operator '**'; multiply instead (a * a)",
  '>>>': "Unknown operator '>>>'",
  '>>': "Unknown operator '>>'",
  '<<': "Unknown operator '<<'",
  '&': "Unknown operator '&'; use && (and)",
  '|': "Unknown operator '|'; use || (or)",
  '^': "Unknown operator '^'",
  '~': "Unknown operator '~'",
  '`': 'Template literals are not supported; use + or Concat',
  '=': 'Assignment is not allowed; use == to compare',
  '?.': "Unknown operator '?.'; member reads are already safe: write a.b",
  ';': 'Only one expression is allowed (unexpected ;)',
  '#': "Unexpected character '#'",
  '@': "Unexpected character '@'",
  '\\': "Unexpected character '\\'",
});

/** True for characters that may start an identifier: letters (Å Ä Ö included), `_` and `$`. */
export function isIdentStart(ch: string): boolean {
  return isIdentStartCode(ch.charCodeAt(0), ch);
}

/** True for characters that may continue an identifier: those that start one, and digits. */
export function isIdentPart(ch: string): boolean {
  return isIdentPartCode(ch.charCodeAt(0), ch);
}

// The lexer works on char codes: a regex runs only for a non-ASCII character (`ch` is then read lazily).
function isIdentStartCode(c: number, ch?: string): boolean {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36) return true;
  return c > 127 && LETTER.test(ch ?? String.fromCharCode(c));
}

function isIdentPartCode(c: number, ch?: string): boolean {
  return (c >= 48 && c <= 57) || isIdentStartCode(c, ch);
}

const LETTER = /\p{L}/u;

/** Char code at `i`, or -1 past the end (never a digit, letter or operator). */
function codeAt(src: string, i: number): number {
  return i < src.length ? src.charCodeAt(i) : -1;
}

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHexCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

const ESCAPES: Readonly<Record<string, string>> = Object.assign(Object.create(null) as object, {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
});

function token(kind: TokenKind, value: string | number, start: number, end: number): Token {
  return { kind, value, start, end };
}

function refuse(written: string, start: number): never {
  throw new ExprSyntaxError(REFUSED[written] ?? `Unexpected character '${written}'`, start, written.length);
}

/** Reads a number starting at `start`; returns its token (end = first character after it). */
function readNumber(src: string, start: number): Token {
  const n = src.length;
  let i = start;
  let c = codeAt(src, i);
  // Plain integers (the common case) are summed while reading: no slice, no Number() parse.
  let value = 0;
  while (isDigitCode(c)) {
    value = value * 10 + (c - 48);
    c = codeAt(src, ++i);
  }
  let simple = i - start <= 15;
  if (c === 46 /* . */) {
    const next = codeAt(src, i + 1);
    if (isDigitCode(next)) {
      simple = false;
      i += 2;
      while (isDigitCode(codeAt(src, i))) i++;
    } else if (!isIdentStartCode(next < 0 ? 32 : next, src[i + 1]) && next !== 46) {
      i++; // `1.` as in JavaScript
    }
    c = codeAt(src, i);
  }
  if (c === 101 || c === 69 /* e E */) {
    let j = i + 1;
    const sign = codeAt(src, j);
    if (sign === 43 || sign === 45) j++;
    if (isDigitCode(codeAt(src, j))) {
      simple = false;
      i = j;
      while (isDigitCode(codeAt(src, i))) i++;
    }
  }
  if (i < n && isIdentPartCode(src.charCodeAt(i), src[i]))
    throw new ExprSyntaxError('Invalid number', start, i + 1 - start);
  if (!simple) {
    value = Number(src.slice(start, i));
    if (!Number.isFinite(value)) throw new ExprSyntaxError('Number is too large', start, i - start);
  }
  return token('num', value, start, i);
}

/** Reads a quoted string starting at `start` (the quote); unescaped runs are copied with one slice each. */
function readString(src: string, start: number): Token {
  const n = src.length;
  const quote = src.charCodeAt(start);
  let i = start + 1;
  let run = i;
  let out = '';
  for (;;) {
    if (i >= n) throw new ExprSyntaxError('Unterminated string', start, 1);
    const c = src.charCodeAt(i);
    if (c === quote) {
      out += src.slice(run, i);
      return token('str', out, start, i + 1);
    }
    if (c !== 92 /* \\ */) {
      i++;
      continue;
    }
    out += src.slice(run, i);
    if (i + 1 >= n) throw new ExprSyntaxError('Unterminated string', start, 1);
    const e = src[i + 1] as string;
    if (e === 'u') {
      for (let k = 2; k < 6; k++) {
        if (!isHexCode(codeAt(src, i + k))) throw new ExprSyntaxError('Invalid \\u escape in string', i, 2);
      }
      out += String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16));
      i += 6;
    } else {
      out += ESCAPES[e] ?? e;
      i += 2;
    }
    run = i;
  }
}

/**
 * Splits a formula into tokens. Throws {@link ExprSyntaxError} at the first character that cannot start a
 * token of the language, naming refused JavaScript operators explicitly. Works on char codes with one
 * switch for the operators, so a token costs one small object and, for names, one slice.
 */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const n = src.length;
  let i = 0;
  while (i < n) {
    const c = src.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0) {
      i++;
      continue;
    }
    const start = i;
    if (isDigitCode(c) || (c === 46 && isDigitCode(codeAt(src, i + 1)))) {
      const tok = readNumber(src, i);
      tokens.push(tok);
      i = tok.end;
      continue;
    }
    if (c === 34 || c === 39) {
      const tok = readString(src, i);
      tokens.push(tok);
      i = tok.end;
      continue;
    }
    if (isIdentStartCode(c, src[i])) {
      i++;
      while (i < n && isIdentPartCode(src.charCodeAt(i), src[i])) i++;
      tokens.push(token('name', src.slice(start, i), start, i));
      continue;
    }
    const next = codeAt(src, i + 1);
    let op: string;
    switch (c) {
      case 61: // =
        if (next === 61) op = codeAt(src, i + 2) === 61 ? '===' : '==';
        else if (next === 62) op = '=>';
        else refuse('=', start);
        break;
      case 33: // !
        if (next === 61) op = codeAt(src, i + 2) === 61 ? '!==' : '!=';
        else op = '!';
        break;
      case 60: // <
        if (next === 61) op = '<=';
        else if (next === 60) refuse('<<', start);
        else op = '<';
        break;
      case 62: // >
        if (next === 62) refuse(codeAt(src, i + 2) === 62 ? '>>>' : '>>', start);
        op = next === 61 ? '>=' : '>';
        break;
      case 38: // &
        if (next !== 38) refuse('&', start);
        op = '&&';
        break;
      case 124: // |
        if (next !== 124) refuse('|', start);
        op = '||';
        break;
      case 63: // ?
        // `a ?.5 : 1` is a conditional, as in JavaScript; only `?.` before a name is optional chaining.
        if (next === 63) op = '??';
        else if (next === 46 && !isDigitCode(codeAt(src, i + 2))) refuse('?.', start);
        else op = '?';
        break;
      case 42: // *
        if (next === 42) refuse('**', start);
        op = '*';
        break;
      case 40:
        op = '(';
        break;
      case 41:
        op = ')';
        break;
      case 91:
        op = '[';
        break;
      case 93:
        op = ']';
        break;
      case 123:
        op = '{';
        break;
      case 125:
        op = '}';
        break;
      case 44:
        op = ',';
        break;
      case 46:
        op = '.';
        break;
      case 58:
        op = ':';
        break;
      case 43:
        op = '+';
        break;
      case 45:
        op = '-';
        break;
      case 47:
        op = '/';
        break;
      case 37:
        op = '%';
        break;
      default:
        refuse(src[i] as string, start);
    }
    tokens.push(token('punct', op, start, i + op.length));
    i += op.length;
  }
  tokens.push(token('eof', '', n, n));
  return tokens;
}
