/**
 * The names of the top-level functions a form script defines, read without running it:
 * `function name(…)` (also `async` and generator functions) and `var|let|const name = function …` or
 * `= (…) => …` at the outermost level. Comments, strings, template literals and regular expressions are
 * skipped, so a `function x(` inside them or inside a block does not count. Validation uses the names to
 * accept formulas that call the script (the engine finds the same names by running it).
 */
export function scriptFunctionNames(source: string): string[] {
  const names: string[] = [];
  const scan = new Scanner(source);
  let depth = 0;
  let last = ''; // the last significant token: decides whether `/` starts a regular expression
  while (!scan.done()) {
    const c = scan.peek();
    if (scan.skipSpaceAndComments()) continue;
    if (c === '"' || c === "'") {
      scan.skipString(c);
      last = 'str';
    } else if (c === '`') {
      scan.skipTemplate();
      last = 'str';
    } else if (c === '/' && startsRegex(last)) {
      scan.skipRegex();
      last = 'str';
    } else if (c === '{' || c === '(' || c === '[') {
      depth++;
      scan.pos++;
      last = c;
    } else if (c === '}' || c === ')' || c === ']') {
      depth = Math.max(0, depth - 1);
      scan.pos++;
      last = c;
    } else if (isIdentStart(c)) {
      const word = scan.identifier();
      if (depth === 0 && word === 'function') {
        const name = scan.functionName();
        if (name) names.push(name);
      } else if (depth === 0 && (word === 'var' || word === 'let' || word === 'const')) {
        const name = scan.assignedFunction();
        if (name) names.push(name);
        last = '='; // the scan stopped after `name =`: what follows is a value
        continue;
      }
      last = word;
    } else {
      scan.pos++;
      last = c;
    }
  }
  return [...new Set(names)];
}

/** Words after which `/` begins a regular expression rather than a division. */
const REGEX_AFTER_WORDS = new Set([
  '',
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
]);

function startsRegex(last: string): boolean {
  if (REGEX_AFTER_WORDS.has(last)) return true;
  return last.length === 1 && '(,=:[!&|?{};+-*%<>~^'.includes(last);
}

function isIdentStart(c: string): boolean {
  return /[\p{L}_$]/u.test(c);
}

function isIdentPart(c: string): boolean {
  return /[\p{L}\p{N}_$]/u.test(c);
}

/** A cursor over the script text with the skips the name scan needs. */
class Scanner {
  pos = 0;

  constructor(private readonly text: string) {}

  done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(ahead = 0): string {
    return this.text[this.pos + ahead] ?? '';
  }

  /** Skips white space and comments; true when anything was skipped. */
  skipSpaceAndComments(): boolean {
    const start = this.pos;
    for (;;) {
      const c = this.peek();
      if (c !== '' && /\s/.test(c)) this.pos++;
      else if (c === '/' && this.peek(1) === '/') {
        const end = this.text.indexOf('\n', this.pos);
        this.pos = end < 0 ? this.text.length : end + 1;
      } else if (c === '/' && this.peek(1) === '*') {
        const end = this.text.indexOf('*/', this.pos + 2);
        this.pos = end < 0 ? this.text.length : end + 2;
      } else return this.pos > start;
    }
  }

  skipString(quote: string): void {
    for (this.pos++; !this.done(); this.pos++) {
      const c = this.peek();
      if (c === '\\') this.pos++;
      else if (c === quote || c === '\n') {
        this.pos++;
        return;
      }
    }
  }

  /** A template literal, with `${ … }` parts skipped by brace count (strings inside them too). */
  skipTemplate(): void {
    for (this.pos++; !this.done();) {
      const c = this.peek();
      if (c === '\\') this.pos += 2;
      else if (c === '`') {
        this.pos++;
        return;
      } else if (c === '$' && this.peek(1) === '{') {
        this.pos += 2;
        let braces = 1;
        while (!this.done() && braces > 0) {
          const d = this.peek();
          if (d === '"' || d === "'") this.skipString(d);
          else if (d === '`') this.skipTemplate();
          else {
            if (d === '{') braces++;
            else if (d === '}') braces--;
            this.pos++;
          }
        }
      } else this.pos++;
    }
  }

  skipRegex(): void {
    let inClass = false;
    for (this.pos++; !this.done(); this.pos++) {
      const c = this.peek();
      if (c === '\\') this.pos++;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '\n') return;
      else if (c === '/' && !inClass) {
        this.pos++;
        while (isIdentPart(this.peek())) this.pos++; // flags
        return;
      }
    }
  }

  identifier(): string {
    const start = this.pos;
    while (!this.done() && isIdentPart(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }

  /** After `function`: an optional `*`, then the name (undefined for an anonymous function). */
  functionName(): string | undefined {
    this.skipSpaceAndComments();
    if (this.peek() === '*') {
      this.pos++;
      this.skipSpaceAndComments();
    }
    return isIdentStart(this.peek()) ? this.identifier() : undefined;
  }

  /** After `var`/`let`/`const`: the name when the value is a function expression or an arrow function. */
  assignedFunction(): string | undefined {
    this.skipSpaceAndComments();
    if (!isIdentStart(this.peek())) return undefined;
    const name = this.identifier();
    this.skipSpaceAndComments();
    if (this.peek() !== '=' || this.peek(1) === '=' || this.peek(1) === '>') return undefined;
    this.pos++;
    this.skipSpaceAndComments();
    const rest = this.text.slice(this.pos, this.pos + 400);
    const isFunction =
      /^(async\s+)?function\b/.test(rest) ||
      /^(async\s*)?(\([^()]*\)|[\p{L}_$][\p{L}\p{N}_$]*)\s*=>/u.test(rest);
    return isFunction ? name : undefined;
  }
}
