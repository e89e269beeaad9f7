import type { YAMLError } from 'yaml';
import { createDiagnostic, type Diagnostic } from '../diagnostics';
import { MAX_SYNTAX_ERRORS } from './limits';
import type { SourceMap } from './sourceMap';

/**
 * The yaml package's errors as one plain message per mistake (issue 20 item 3): a run of tab-indented
 * lines is one 'invalid-yaml-tab'; the common mistakes (a property not under its component, a key out of
 * line with the one above, a formula or text holding `: `, an unclosed `[` or `{`, a key written twice in
 * one mapping) are 'yaml-mistake' in the author's words, on the line to change; anything else keeps the
 * parser's message ('exception-while-parsing'), at most one per line, since the parser often repeats itself.
 */
export function syntaxDiagnostics(
  errors: readonly YAMLError[],
  text: string,
  sourceMap: SourceMap,
): Diagnostic[] {
  const lines = new Lines(text);
  const diagnostics: Diagnostic[] = [];

  // Tabs: one message per run of tab-indented lines; what the parser says on them and just after is noise.
  const tabLines = [
    ...new Set(errors.filter((e) => e.code === 'TAB_AS_INDENT').map((e) => lines.indexAt(e.pos[0]))),
  ].sort((a, b) => a - b);
  const quiet = new Set<number>();
  for (let i = 0; i < tabLines.length;) {
    const first = tabLines[i] as number;
    let last = first;
    while (i + 1 < tabLines.length && lines.onlyTabsOrBlankBetween(last, tabLines[i + 1] as number)) {
      last = tabLines[++i] as number;
    }
    i++;
    const from = lines.start(first) + lines.text(first).search(/\t/);
    diagnostics.push(
      createDiagnostic('invalid-yaml-tab', { range: sourceMap.range([from, lines.end(last)]) }),
    );
    for (let n = first; n <= last + 1; n++) quiet.add(n);
  }

  const byLine = new Map<number, Diagnostic>();
  for (const e of errors.slice(0, MAX_SYNTAX_ERRORS)) {
    if (e.code === 'TAB_AS_INDENT') continue;
    if (/call stack/i.test(e.message)) {
      diagnostics.push(
        createDiagnostic('fatal-parse', {
          range: sourceMap.range(e.pos),
          params: { detail: 'the text is nested too deeply' },
        }),
      );
      continue;
    }
    const plain = explain(e, lines);
    if (quiet.has(plain?.line ?? lines.indexAt(e.pos[0]))) continue;
    const diagnostic = plain
      ? createDiagnostic('yaml-mistake', {
          range: sourceMap.range([
            plain.from ?? lines.start(plain.line) + lines.indent(plain.line),
            lines.end(plain.line),
          ]),
          params: { detail: plain.detail },
        })
      : createDiagnostic('exception-while-parsing', {
          range: sourceMap.range(e.pos),
          params: { detail: e.message },
        });
    const line = plain?.line ?? lines.indexAt(e.pos[0]);
    const earlier = byLine.get(line);
    // One per line; a plain message wins over the parser's.
    if (!earlier || (earlier.code !== 'yaml-mistake' && diagnostic.code === 'yaml-mistake')) {
      byLine.set(line, diagnostic);
    }
  }
  diagnostics.push(...byLine.values());
  return diagnostics.sort((a, b) => a.from - b.from);
}

/** A key at the start of a line (after any `- `), its column, and whether it opens a block (no value). */
interface KeyLine {
  readonly key: string;
  readonly column: number;
  readonly value: string;
  readonly dash: boolean;
}

const KEY_LINE = /^(\s*)(-\s+)?([^\s#:'"{[-][^:]*?|'[^']*'|"[^"]*")\s*:(?:\s+(.*))?$/;

function keyLine(text: string): KeyLine | undefined {
  const m = KEY_LINE.exec(text.replace(/\s+$/, ''));
  if (!m) return undefined;
  return {
    key: (m[3] ?? '').trim(),
    column: (m[1] ?? '').length + (m[2] ?? '').length,
    value: (m[4] ?? '').trim(),
    dash: m[2] !== undefined,
  };
}

/** The mistake behind one parser error, in plain words, and the line (0-based) to change. */
function explain(e: YAMLError, lines: Lines): { line: number; detail: string; from?: number } | undefined {
  if (e.code === 'DUPLICATE_KEY') return repeatedKey(e.pos[0], lines);
  if (/end with a \]/.test(e.message)) {
    return {
      line: lines.opening(lines.indexAt(e.pos[0]), '[', ']'),
      detail: 'A `[` is not closed: add `]` at the end of its list',
    };
  }
  if (/end with a \}/.test(e.message)) {
    return {
      line: lines.opening(lines.indexAt(e.pos[0]), '{', '}'),
      detail: 'A `{` is not closed: add `}` at the end of its mapping',
    };
  }
  // The parser may point at the line break before the line it trips on.
  const at = lines.nextFilled(lines.indexAt(lines.atBreak(e.pos[0]) ? e.pos[0] + 1 : e.pos[0]));
  if (at === undefined) return undefined;
  const here = keyLine(lines.text(at));
  if (e.code === 'BLOCK_AS_IMPLICIT_KEY' || e.code === 'MULTILINE_IMPLICIT_KEY') {
    if (here && /:(\s|$)|(^|\s)\?\s/.test(here.value)) {
      return {
        line: at,
        detail: /^:?=/.test(here.value)
          ? 'Put a formula containing `: ` or `? ` in quotes'
          : 'Put a text containing `: ` in quotes',
      };
    }
    // `id: a` then a deeper `label: b`: the parser reads `a label` as one text and trips on the `: `.
    const next = lines.nextFilled(at + 1);
    const below = next === undefined ? undefined : keyLine(lines.text(next));
    if (here && below && next !== undefined && below.column > here.column && !below.dash && here.value) {
      return { line: next, detail: `Line up \`${below.key}\` with \`${here.key}\` above it` };
    }
    if (/^\s*-/.test(lines.text(at))) return lineUpItem(at, lines);
    return undefined;
  }
  if (e.code === 'BAD_INDENT' && /same column/.test(e.message) && here) {
    const above = lines.previousFilled(at - 1);
    const parent = above === undefined ? undefined : keyLine(lines.text(above));
    if (parent && parent.value === '' && here.column <= parent.column) {
      return { line: at, detail: `Indent \`${here.key}\` under \`${parent.key}:\`` };
    }
    if (parent && parent.column !== here.column) {
      return { line: at, detail: `Line up \`${here.key}\` with \`${parent.key}\` above it` };
    }
  }
  return undefined;
}

/**
 * A key written a second time in one mapping (the parser's "Map keys must be unique"), said at the repeated
 * key, with the line of the earlier one where a block mapping shows it.
 */
function repeatedKey(at: number, lines: Lines): { line: number; detail: string; from: number } {
  const line = lines.indexAt(at);
  const rest = lines.text(line).slice(at - lines.start(line));
  const m = /^(?:'([^']*)'|"([^"]*)"|([^\s:,{}[\]#][^:,{}[\]#]*?))\s*:(?:\s|$|[,}\]])/.exec(rest);
  const key = m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
  const earlier = key === undefined ? undefined : earlierKey(line, at - lines.start(line), key, lines);
  const also = earlier === undefined ? '' : ` (also on line ${earlier + 1})`;
  return {
    line,
    from: at,
    detail:
      key === undefined
        ? `A key is written twice in this mapping${also}: keep one`
        : `\`${key}\` is written twice in this mapping${also}: keep one`,
  };
}

/** The line (0-based) above `line` holding `key` at `column` in the same block mapping, if there is one. */
function earlierKey(line: number, column: number, key: string, lines: Lines): number | undefined {
  for (let n = line - 1; n >= 0; n--) {
    if (!lines.filled(n)) continue;
    const above = keyLine(lines.text(n));
    if (above?.column === column) {
      if (above.key.replace(/^'(.*)'$|^"(.*)"$/, '$1$2') === key) return n;
      // The first key of a list item (`- id:`) opens the mapping.
      if (above.dash) return undefined;
      continue;
    }
    // A line left of the mapping is its parent; deeper lines are values inside it.
    if (lines.indent(n) < column) return undefined;
  }
  return undefined;
}

/** A `- ` item at another column than the items of its list above it. */
function lineUpItem(at: number, lines: Lines): { line: number; detail: string } | undefined {
  const column = lines.indent(at);
  for (let n = at - 1; n >= 0; n--) {
    const text = lines.text(n);
    if (!/^\s*-(\s|$)/.test(text)) continue;
    if (lines.indent(n) !== column) {
      const spaces = lines.indent(n);
      return {
        line: at,
        detail: `Line up this \`- \` item with the one on line ${n + 1} (${spaces} space${spaces === 1 ? '' : 's'} before \`-\`)`,
      };
    }
    return undefined;
  }
  return undefined;
}

/** The text's lines with their offsets; line numbers here count from 0. */
class Lines {
  readonly #starts: number[] = [0];
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.#starts.push(i + 1);
  }
  get count(): number {
    return this.#starts.length;
  }
  indexAt(offset: number): number {
    let lo = 0;
    let hi = this.#starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.#starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  atBreak(offset: number): boolean {
    return this.#text[offset] === '\n';
  }
  start(n: number): number {
    return this.#starts[n] ?? this.#text.length;
  }
  end(n: number): number {
    const next = this.#starts[n + 1];
    return next === undefined ? this.#text.length : next - 1;
  }
  text(n: number): string {
    return this.#text.slice(this.start(n), this.end(n)).replace(/\r$/, '');
  }
  indent(n: number): number {
    return /^[ \t]*/.exec(this.text(n))?.[0].length ?? 0;
  }
  filled(n: number): boolean {
    const t = this.text(n).trim();
    return t !== '' && !t.startsWith('#');
  }
  nextFilled(n: number): number | undefined {
    for (let i = n; i < this.count; i++) if (this.filled(i)) return i;
    return undefined;
  }
  previousFilled(n: number): number | undefined {
    for (let i = n; i >= 0; i--) if (this.filled(i)) return i;
    return undefined;
  }
  /** The nearest line at or above `n` holding more `open` than `close` brackets (where the mistake is), else `n`. */
  opening(n: number, open: string, close: string): number {
    for (let i = n; i >= 0; i--) {
      const t = this.text(i);
      if (t.split(open).length > t.split(close).length) return i;
    }
    return n;
  }
  /** Whether every line strictly between a and b is blank or tab-indented. */
  onlyTabsOrBlankBetween(a: number, b: number): boolean {
    for (let i = a + 1; i < b; i++) if (this.filled(i) && !/^[ ]*\t/.test(this.text(i))) return false;
    return true;
  }
}
