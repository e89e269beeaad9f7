import type { LineCounter } from 'yaml';
import type { SourceRange } from '../diagnostics';

/** Character offsets `[from, to)` of a node in the source text. */
export type Span = readonly [number, number];

/** Where a mapping or sequence and each of its entries are written. */
export interface ContainerLoc {
  readonly span: Span;
  /** Spans of the keys of a mapping (absent for sequences). */
  readonly keys: Map<string | number, Span>;
  /** Spans of the values, by key or index. */
  readonly values: Map<string | number, Span>;
}

/**
 * Ties the plain values built from the YAML document back to the text: each mapping and sequence object
 * is keyed to the spans of its entries. Lines and columns are computed only when asked for (diagnostics,
 * model ranges), since most nodes never need them.
 */
export class SourceMap {
  readonly #locs = new WeakMap<object, ContainerLoc>();

  constructor(
    private readonly lineCounter: LineCounter,
    private readonly textLength: number,
  ) {}

  /** Records where a container and its entries are written (the converter calls it once per container). */
  set(container: object, loc: ContainerLoc): void {
    this.#locs.set(container, loc);
  }

  /** The record of a container, when the value came from the text. */
  loc(container: unknown): ContainerLoc | undefined {
    return typeof container === 'object' && container !== null ? this.#locs.get(container) : undefined;
  }

  /** Turns offsets into a 1-based line/column range. */
  range(span: Span | undefined): SourceRange {
    const [from, to] = span ?? [0, 0];
    const a = this.#pos(from);
    const b = this.#pos(Math.max(from, to));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col, from, to: Math.max(from, to) };
  }

  /** The range of a whole container, or the start of the text when it has none. */
  rangeOf(container: unknown): SourceRange {
    return this.range(this.loc(container)?.span);
  }

  /**
   * The range of an entry of a container: the key (`'key'`) or the value (`'value'`). Falls back to the
   * other part, then to the container, so there is always a place to point at.
   */
  entryRange(container: unknown, key: string | number, part: 'key' | 'value' = 'value'): SourceRange {
    const loc = this.loc(container);
    if (!loc) return this.range(undefined);
    const span =
      part === 'key'
        ? (loc.keys.get(key) ?? loc.values.get(key))
        : (loc.values.get(key) ?? loc.keys.get(key));
    return this.range(span ?? loc.span);
  }

  /** Offsets → 1-based line and column; clamps so nothing ever reports line or column 0. */
  #pos(offset: number): { line: number; col: number } {
    const clamped = Math.min(Math.max(0, offset), this.textLength);
    const { line, col } = this.lineCounter.linePos(clamped);
    return { line: Math.max(1, line), col: Math.max(1, col) };
  }
}
