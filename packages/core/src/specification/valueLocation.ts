import type { SourceRange } from '../diagnostics';

/**
 * Maps an offset inside a scalar's value (the string the YAML parser produced) to a place in the source
 * text, so a formula error points at the right column. Exact for plain, single- and double-quoted scalars
 * (escapes and `''` counted, line folding counted as one character) and for block scalars (`|`, `>`:
 * indentation skipped; a folded line break is one character either way). Without the source text only
 * single-line values are exact: the range's length tells plain (value length) from quoted (+2); anything
 * else points at the start of the value.
 */
export interface ValueLocator {
  /** The source range of characters `[start, end)` of the value. */
  range(start: number, end: number): SourceRange;
}

type Style = 'plain' | 'double' | 'single' | 'block' | 'unknown';

function styleOf(value: string, range: SourceRange, source: string | undefined): Style {
  if (source !== undefined) {
    const ch = source[range.from];
    if (ch === '"') return 'double';
    if (ch === "'") return 'single';
    if (ch === '|' || ch === '>') return 'block';
    return 'plain';
  }
  const len = range.to - range.from;
  if (value.includes('\n')) return 'unknown';
  if (len === value.length) return 'plain';
  if (len === value.length + 2) return 'single'; // quoted without escapes: same mapping either way
  return 'unknown';
}

/** Skips a line break and the indentation after it (a fold inside a flow scalar). */
function skipFold(source: string, i: number): number {
  let j = i + 1;
  while (source[j] === ' ' || source[j] === '\t') j++;
  return j;
}

/** The source offset of value offset `offset`, walking the written scalar. */
function sourceOffset(source: string | undefined, range: SourceRange, style: Style, offset: number): number {
  if (style === 'unknown') return range.from;
  if (source === undefined) return range.from + (style === 'plain' ? 0 : 1) + offset;
  let i = range.from;
  let count = 0;
  if (style === 'block') {
    const header = source.indexOf('\n', i);
    if (header < 0) return range.from;
    i = header + 1;
    let indent = 0;
    while (source[i + indent] === ' ') indent++;
    let col = 0;
    while (i < source.length && count < offset) {
      const ch = source[i];
      if (col < indent && ch === ' ') {
        i++;
        col++;
        continue;
      }
      if (ch === '\n') col = -1;
      i++;
      col++;
      count++;
    }
    while (col < indent && source[i] === ' ') {
      i++;
      col++;
    }
    return i;
  }
  if (style !== 'plain') i++;
  while (i < source.length && count < offset) {
    const ch = source[i];
    if (ch === '\n') i = skipFold(source, i);
    else if (style === 'double' && ch === '\\') {
      const e = source[i + 1];
      if (e === '\n') {
        i = skipFold(source, i + 1);
        continue;
      }
      i += e === 'x' ? 4 : e === 'u' ? 6 : e === 'U' ? 10 : 2;
    } else if (style === 'single' && ch === "'" && source[i + 1] === "'") i += 2;
    else i++;
    count++;
  }
  return i;
}

/** Line and column of a source offset, counted from a known place (the value's start). */
function position(
  source: string | undefined,
  range: SourceRange,
  at: number,
): { line: number; column: number } {
  if (source === undefined || at <= range.from) {
    return { line: range.line, column: range.column + Math.max(0, at - range.from) };
  }
  let line = range.line;
  let lastNl = -1;
  for (let i = range.from; i < at; i++) {
    if (source[i] === '\n') {
      line++;
      lastNl = i;
    }
  }
  return lastNl < 0 ? { line, column: range.column + (at - range.from) } : { line, column: at - lastNl };
}

/** A locator for one written value. */
export function locateValue(value: string, range: SourceRange, source?: string): ValueLocator {
  const style = styleOf(value, range, source);
  return {
    range(start, end) {
      const a = sourceOffset(source, range, style, start);
      const b = Math.max(a, sourceOffset(source, range, style, end));
      const pa = position(source, range, a);
      const pb = position(source, range, b);
      return { line: pa.line, column: pa.column, endLine: pb.line, endColumn: pb.column, from: a, to: b };
    },
  };
}

/**
 * Finds where the value of key `key` is written inside a mapping written at `within` (a report item, a
 * tab): the `occurrence`-th `key:` in that stretch of text. Returns a zero-length range at the value's first
 * character (the style is read from there), or undefined without source text.
 */
export function findKeyValue(
  source: string | undefined,
  within: SourceRange,
  key: string,
  occurrence = 0,
): SourceRange | undefined {
  if (source === undefined) return undefined;
  const text = source.slice(within.from, within.to);
  const re = new RegExp(`(^|[\\s{,"'])${key.replace(/[$]/g, '\\$')}["']?\\s*:[ \\t]*`, 'g');
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = re.exec(text)) !== null) {
    if (n++ === occurrence) {
      const from = within.from + m.index + m[0].length;
      const pos = position(source, within, from);
      return {
        line: pos.line,
        column: pos.column,
        endLine: pos.line,
        endColumn: pos.column,
        from,
        to: within.to,
      };
    }
  }
  return undefined;
}
