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

const PUNCT3 = new Set(['===', '!==']);
const PUNCT2 = new Set(['==', '!=', '<=', '>=', '&&', '||', '??', '=>']);
const PUNCT1 = new Set([
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  '?',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
]);

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
  const c = ch.charCodeAt(0);
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36) return true;
  return c > 127 && /\p{L}/u.test(ch);
}

/** True for characters that may continue an identifier: those that start one, and digits. */
export function isIdentPart(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c >= 48 && c <= 57) return true;
  return isIdentStart(ch);
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
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

/**
 * Splits a formula into tokens. Throws {@link ExprSyntaxError} at the first character that cannot start a
 * token of the language, naming refused JavaScript operators explicitly.
 */
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const n = src.length;
  let i = 0;
  while (i < n) {
    const ch = src[i] as string;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u00a0') {
      i++;
      continue;
    }
    const start = i;
    if (isDigit(ch) || (ch === '.' && isDigit(src[i + 1]))) {
      while (isDigit(src[i])) i++;
      if (src[i] === '.' && isDigit(src[i + 1])) {
        i++;
        while (isDigit(src[i])) i++;
      } else if (src[i] === '.' && !isIdentStart(src[i + 1] ?? ' ') && src[i + 1] !== '.') {
        i++; // `1.` as in JavaScript
      }
      if (src[i] === 'e' || src[i] === 'E') {
        const save = i;
        i++;
        if (src[i] === '+' || src[i] === '-') i++;
        if (!isDigit(src[i])) i = save;
        else while (isDigit(src[i])) i++;
      }
      if (i < n && isIdentPart(src[i] as string))
        throw new ExprSyntaxError('Invalid number', start, i + 1 - start);
      const value = Number(src.slice(start, i));
      if (!Number.isFinite(value)) throw new ExprSyntaxError('Number is too large', start, i - start);
      tokens.push({ kind: 'num', value, start, end: i });
      continue;
    }
    if (isIdentStart(ch)) {
      i++;
      while (i < n && isIdentPart(src[i] as string)) i++;
      tokens.push({ kind: 'name', value: src.slice(start, i), start, end: i });
      continue;
    }
    if (ch === '"' || ch === "'") {
      i++;
      let out = '';
      let closed = false;
      while (i < n) {
        const c = src[i] as string;
        if (c === ch) {
          closed = true;
          i++;
          break;
        }
        if (c === '\\') {
          const e = src[i + 1];
          if (e === undefined) break;
          if (e === 'u') {
            const hex = /^[0-9a-fA-F]{4}/.exec(src.slice(i + 2, i + 6));
            if (!hex) throw new ExprSyntaxError('Invalid \\u escape in string', i, 2);
            out += String.fromCharCode(parseInt(hex[0], 16));
            i += 6;
            continue;
          }
          out += ESCAPES[e] ?? e;
          i += 2;
          continue;
        }
        out += c;
        i++;
      }
      if (!closed) throw new ExprSyntaxError('Unterminated string', start, 1);
      tokens.push({ kind: 'str', value: out, start, end: i });
      continue;
    }
    const three = src.slice(i, i + 3);
    const two = src.slice(i, i + 2);
    // `a ?.5 : 1` is a conditional, as in JavaScript; only `?.` before a name is optional chaining.
    const chained = two === '?.' && isDigit(src[i + 2]) ? undefined : REFUSED[two];
    const refused = REFUSED[three] ?? (PUNCT3.has(three) ? undefined : chained);
    if (PUNCT3.has(three)) {
      tokens.push({ kind: 'punct', value: three, start, end: i + 3 });
      i += 3;
    } else if (refused !== undefined && !PUNCT2.has(two)) {
      throw new ExprSyntaxError(refused, start, REFUSED[three] ? 3 : 2);
    } else if (PUNCT2.has(two)) {
      tokens.push({ kind: 'punct', value: two, start, end: i + 2 });
      i += 2;
    } else if (PUNCT1.has(ch)) {
      tokens.push({ kind: 'punct', value: ch, start, end: i + 1 });
      i++;
    } else {
      const msg = REFUSED[ch] ?? `Unexpected character '${ch}'`;
      throw new ExprSyntaxError(msg, start, 1);
    }
  }
  tokens.push({ kind: 'eof', value: '', start: n, end: n });
  return tokens;
}
