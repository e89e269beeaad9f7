import { cleanMarks, MARK_CLOSE, MARK_EMPTY, MARK_OPEN, MARK_PIPE } from './marks';
import {
  buildTree,
  closersFor,
  emptiesOf,
  filterNodes,
  keptTags,
  splitTags,
  type Chunk,
  type Item,
  type SmartFilterReason,
} from './smartFilterParts';

export { SMART_FILTER_TAGS, type SmartFilterReason } from './smartFilterParts';

/**
 * The smart filter (docs/expressions.md#the-smart-filter). It works on marked text (template.ts
 * `renderMarked`), where each placeholder value is wrapped in marks and empty values are a mark of their
 * own, or on a template's rendered parts (`smartFilterParts`, which also knows each placeholder's
 * expression), so it knows which parts of a row refer to empty values without re-parsing anything.
 * docs/expressions.md states the rules with examples; smartFilterParts.ts holds the parts rule.
 */

/**
 * The smart filter styles (Summary `smartFilterStyle`, List `reportSummarySmartFilterStyle`):
 * `parts` (default) drops the parts of a row that refer to empty values and applies the `||{var}` row
 * marker; `rows` drops a whole row that refers to any empty value, and applies the marker; `marker` applies
 * only the row marker; `none` filters nothing (a `||` prints as written).
 */
export const SMART_FILTER_STYLES = ['parts', 'rows', 'marker', 'none'] as const;

/** A smart filter style. */
export type SmartFilterStyle = (typeof SMART_FILTER_STYLES)[number];

/** Each removal reason in words (for the designer's live report and the CLI). */
export const SMART_FILTER_REASONS: Readonly<Record<SmartFilterReason, string>> = {
  'empty-value': 'the smart filter removed this part: it refers to an empty value',
  'row-marker': 'the smart filter removed this row: the value after its || marker is empty or false',
  'row-style': 'the smart filter removed this row (style rows): it refers to an empty value',
};

/** One piece of filtered text: kept (it prints), or removed with the reason. */
export interface SmartFilterSegment {
  /** Report markup as written, values filled in (an empty placeholder prints nothing). */
  readonly text: string;
  /** Set when the filter removed this text: why. */
  readonly removed?: SmartFilterReason;
  /**
   * For removed text: the placeholders whose empty (or, for `row-marker`, false) value removed it, by
   * their expression text (`risk.displayValue`); '' for a placeholder of marked text, which has none.
   */
  readonly empty?: readonly string[];
}

/**
 * The smart filter's result with what it removed: the kept segments, joined, are exactly `text`; the
 * removed ones stand where their text was written (a removed row with its line break).
 */
export interface SmartFilterResult {
  readonly text: string;
  readonly segments: readonly SmartFilterSegment[];
}

/** A piece of a rendered template, the input of {@link smartFilterParts} (template.ts `RenderedPart`). */
export type SmartFilterInput =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'pipe' }
  | { readonly kind: 'value'; readonly text: string; readonly empty: boolean; readonly source?: string };

/** Splits marked text into rows of items; a newline inside a value does not end a row. */
function parseRows(text: string): Item[][] {
  const rows: Item[][] = [];
  let row: Item[] = [];
  let lit = '';
  const flush = (): void => {
    if (lit) row.push({ k: 'lit', t: lit });
    lit = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === MARK_OPEN) {
      flush();
      let j = text.indexOf(MARK_CLOSE, i + 1);
      if (j < 0) j = text.length;
      row.push({ k: 'val', t: text.slice(i + 1, j) });
      i = j;
    } else if (ch === MARK_EMPTY) {
      flush();
      row.push({ k: 'empty' });
    } else if (ch === MARK_PIPE || (ch === '\\' && text[i + 1] === '|' && text[i + 2] === '|')) {
      flush();
      row.push({ k: 'pipe' });
      if (ch === '\\') i += 2;
    } else if (ch === '\n') {
      flush();
      rows.push(row);
      row = [];
    } else if (ch !== MARK_CLOSE) {
      lit += ch;
    }
  }
  flush();
  rows.push(row);
  return rows;
}

/** The rows of rendered template parts, as {@link parseRows} reads their marked text, with expressions. */
function rowsOfParts(parts: readonly SmartFilterInput[]): Item[][] {
  let marked = '';
  const sources: (string | undefined)[] = [];
  for (const p of parts) {
    if (p.kind === 'text') marked += cleanMarks(p.text);
    else if (p.kind === 'pipe') marked += MARK_PIPE;
    else {
      sources.push(p.source);
      marked += p.empty ? MARK_EMPTY : MARK_OPEN + cleanMarks(p.text) + MARK_CLOSE;
    }
  }
  let n = 0;
  return parseRows(marked).map((row) =>
    row.map((it): Item => {
      if (it.k !== 'val' && it.k !== 'empty') return it;
      const src = sources[n++];
      return src === undefined ? it : { ...it, src };
    }),
  );
}

const isFalseText = (t: string): boolean => {
  const s = t.trim().toLowerCase();
  return s === '' || s === 'false';
};

/**
 * The row marker: a row whose last unescaped `||` is followed by placeholders (`… ||{var}`) is dropped when
 * every one of them is empty or false, and otherwise kept without the marker (a bracket the marker's text
 * closes stays closed). Returns the placeholders that dropped it instead.
 */
function applyMarker(items: Item[]): Item[] | { readonly drop: readonly string[] } {
  for (let idx = items.length - 1; idx >= 0; idx--) {
    const it = items[idx] as Item;
    if (it.k !== 'lit') continue;
    const pos = it.t.lastIndexOf('||');
    if (pos < 0) continue;
    const after: Item[] = [{ k: 'lit', t: it.t.slice(pos + 2) }, ...items.slice(idx + 1)];
    const holes = after.filter((a) => a.k === 'val' || a.k === 'empty');
    const drop =
      holes.length > 0
        ? holes.every((h) => h.k === 'empty' || (h.k === 'val' && isFalseText(h.t)))
        : isFalseText(after.map((a) => (a.k === 'lit' ? a.t : a.k === 'pipe' ? '||' : '')).join(''));
    if (drop) return { drop: holes.map((h) => (h.k === 'val' || h.k === 'empty' ? (h.src ?? '') : '')) };
    const before: Item[] = items.slice(0, idx);
    const head = it.t.slice(0, pos).replace(/\s+$/, '');
    if (head) before.push({ k: 'lit', t: head });
    const closers = closersFor(before, after);
    return [...before, ...(closers ? [{ k: 'lit' as const, t: closers }] : []), ...keptTags(after)];
  }
  return items;
}

function rowText(items: readonly Item[]): string {
  let out = '';
  for (const it of items) out += it.k === 'lit' || it.k === 'val' ? it.t : it.k === 'pipe' ? '||' : '';
  return out;
}

/** Reads a style name; anything unknown (or absent) is the default, `parts`. */
export function toSmartFilterStyle(style: unknown): SmartFilterStyle {
  if (style === 'default') return 'parts';
  return (SMART_FILTER_STYLES as readonly unknown[]).includes(style) ? (style as SmartFilterStyle) : 'parts';
}

/** One row filtered: its chunks, or how it went (reason, empty placeholders, the tags it hands on). */
type RowResult =
  | { readonly chunks: readonly Chunk[] }
  | { readonly removed: SmartFilterReason; readonly empty: readonly string[] };

function filterRow(row: Item[], s: SmartFilterStyle): RowResult {
  let items = row;
  if (s !== 'none') {
    const m = applyMarker(items);
    if (!Array.isArray(m)) return { removed: 'row-marker', empty: (m as { drop: readonly string[] }).drop };
    items = m;
  }
  if (s === 'parts') {
    const f = filterNodes(buildTree(items));
    return f.gone ? { removed: 'empty-value', empty: emptiesOf(items) } : { chunks: f.chunks };
  }
  if (s === 'rows' && items.some((i) => i.k === 'empty'))
    return { removed: 'row-style', empty: emptiesOf(items) };
  return { chunks: [{ items }] };
}

/** Runs the filter over rows and writes the segments. */
function filterRows(rows: readonly Item[][], style: string | undefined): SmartFilterResult {
  const s = toSmartFilterStyle(style);
  const segments: SmartFilterSegment[] = [];
  const push = (text: string, removed?: SmartFilterReason, empty?: readonly string[]): void => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (!removed && last && !last.removed) segments[segments.length - 1] = { text: last.text + text };
    else segments.push(removed ? { text, removed, empty: empty ?? [] } : { text });
  };
  let out = '';
  let kept = 0;
  // Unmatched tags of dropped rows go to the start of the next kept row, or the end of the last one.
  let pending = '';
  rows.forEach((row, r) => {
    const result = filterRow(row, s);
    if ('removed' in result) {
      const { kept: tags, rest } = splitTags(row);
      pending += tags;
      const text = rowText(rest);
      if (text !== '')
        push(kept > 0 ? `\n${text}` : r < rows.length - 1 ? `${text}\n` : text, result.removed, result.empty);
      return;
    }
    if (kept > 0) {
      out += '\n';
      push('\n');
    }
    kept++;
    out += pending;
    push(pending);
    pending = '';
    for (const c of result.chunks) {
      const text = rowText(c.items);
      if (c.removed) push(text, c.removed, c.empty);
      else {
        out += text;
        push(text);
      }
    }
  });
  if (pending && kept > 0) {
    out += pending;
    push(pending);
  }
  return { text: out, segments };
}

/**
 * Applies the smart filter to rendered text (docs/expressions.md#the-smart-filter) and returns plain text. The text is best the
 * output of a template's `renderMarked` (it knows which values were empty); plain text works too, with
 * only the `||` row marker applying (`\||` prints `||`). Dropped rows disappear with their line break;
 * if every row goes, the result is ''.
 */
export function smartFilter(text: string, style?: string): string {
  return filterRows(parseRows(text), style).text;
}

/** {@link smartFilter} with what it removed and why, segment by segment (see {@link SmartFilterResult}). */
export function smartFilterDetailed(text: string, style?: string): SmartFilterResult {
  return filterRows(parseRows(text), style);
}

/**
 * The smart filter over a template's rendered parts (`renderParts`, each value with its expression as
 * `source`): the same text as `smartFilter(renderMarked(…))`, and the removed segments name the
 * placeholders that removed them.
 */
export function smartFilterParts(parts: readonly SmartFilterInput[], style?: string): SmartFilterResult {
  return filterRows(rowsOfParts(parts), style);
}
