import { MARK_CLOSE, MARK_EMPTY, MARK_OPEN, MARK_PIPE } from '../marks';
import { STYLE_TAGS, TABLE_TAGS } from '../markupTags';

/**
 * TEST ONLY: the smart filter as it was before issue 20 item 2 added bracket groups, kept so that
 * `smartFilter.property.test.ts` can show the filter is unchanged wherever this one left brackets
 * balanced (docs/expressions.md#the-smart-filter). It works on marked text (template.ts
 * `renderMarked`), where each placeholder value is wrapped in marks and empty values are a mark of their
 * own, so it knows which parts of a row refer to empty values without re-parsing anything. docs/expressions.md
 * states the rules with examples.
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

type Item =
  | { readonly k: 'lit'; readonly t: string }
  | { readonly k: 'val'; readonly t: string }
  | { readonly k: 'empty' }
  | { readonly k: 'pipe' };

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

const isFalseText = (t: string): boolean => {
  const s = t.trim().toLowerCase();
  return s === '' || s === 'false';
};

/**
 * The report markup tags (expr/markupTags.ts, the report's own list). Other tag-like text is escaped as
 * text by the report, so it is dropped with its part like any text.
 */
export const SMART_FILTER_TAGS: readonly string[] = [...STYLE_TAGS, ...TABLE_TAGS];

const TAG_RE = new RegExp(`<(/?)(${SMART_FILTER_TAGS.join('|')})(?=[\\s/>])[^<>]*>`, 'gi');

/**
 * The tags of dropped text that must stay so the markup stays balanced: its literal text's tags, minus
 * every pair opened and closed inside it, in their order (`</i>` of `spleen {s}</i> cm.`). Values never
 * hold tags (report values are escaped).
 */
function unmatchedTags(items: readonly Item[]): string {
  const tags: { text: string; name: string; close: boolean; kept: boolean }[] = [];
  const open: number[] = [];
  for (const it of items) {
    if (it.k !== 'lit') continue;
    for (const m of it.t.matchAll(TAG_RE)) {
      const tag = { text: m[0], name: (m[2] as string).toLowerCase(), close: m[1] === '/', kept: true };
      tags.push(tag);
      if (!tag.close) {
        open.push(tags.length - 1);
        continue;
      }
      const opener = open[open.length - 1];
      if (opener !== undefined && tags[opener]?.name === tag.name) {
        open.pop();
        (tags[opener] as { kept: boolean }).kept = false;
        tag.kept = false;
      }
    }
  }
  return tags
    .filter((t) => t.kept)
    .map((t) => t.text)
    .join('');
}

/** A literal item of the unmatched tags of dropped items, or none. */
function keptTags(items: readonly Item[]): Item[] {
  const tags = unmatchedTags(items);
  return tags ? [{ k: 'lit', t: tags }] : [];
}

/**
 * The row marker: a row whose last unescaped `||` is followed by placeholders (`… ||{var}`) is dropped when
 * every one of them is empty or false, and otherwise kept without the marker. Returns undefined to drop.
 */
function applyMarker(items: Item[]): Item[] | undefined {
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
    if (drop) return undefined;
    const before: Item[] = items.slice(0, idx);
    const head = it.t.slice(0, pos).replace(/\s+$/, '');
    if (head) before.push({ k: 'lit', t: head });
    return [...before, ...keptTags(after)];
  }
  return items;
}

interface Part {
  items: Item[];
  empty: boolean;
  /** The delimiter that ends the part, when one does. */
  delim: string | undefined;
}

const DELIMS = ',.;';

/**
 * Breaks a row into parts at `,` `.` `;` in literal text that are followed by whitespace or end the row
 * (so `1.5` or `e.g.x` written literally and every character inside a value never break).
 */
function splitParts(items: readonly Item[]): Part[] {
  const parts: Part[] = [];
  let cur: Part = { items: [], empty: false, delim: undefined };
  items.forEach((it, n) => {
    if (it.k !== 'lit') {
      cur.items.push(it);
      if (it.k === 'empty') cur.empty = true;
      return;
    }
    const last = n === items.length - 1;
    let start = 0;
    for (let j = 0; j < it.t.length; j++) {
      const ch = it.t[j] as string;
      if (!DELIMS.includes(ch)) continue;
      const follow = it.t[j + 1];
      if (follow === undefined ? !last : !/\s/.test(follow)) continue;
      cur.items.push({ k: 'lit', t: it.t.slice(start, j + 1) });
      cur.delim = ch;
      parts.push(cur);
      cur = { items: [], empty: false, delim: undefined };
      start = j + 1;
    }
    if (start < it.t.length) cur.items.push({ k: 'lit', t: it.t.slice(start) });
  });
  if (cur.items.length > 0) parts.push(cur);
  return parts;
}

/**
 * Drops the parts that refer to empty values. When the last part goes, the last kept part takes the row's
 * final punctuation (`Size 5 mm, density {d}.` → `Size 5 mm.`); when the first goes, the row keeps its
 * indentation. A dropped part leaves its unmatched markup tags in its place, before the moved punctuation
 * (`<i>Liver {l} cm, spleen {s}</i> cm.` → `<i>Liver 5 cm</i>.`). A row all of whose parts go is dropped
 * (undefined).
 */
function dropEmptyParts(items: Item[]): Item[] | undefined {
  const parts = splitParts(items);
  if (!parts.some((p) => p.empty)) return items;
  const kept = parts.filter((p) => !p.empty);
  if (kept.length === 0) return undefined;
  const first = parts[0] as Part;
  const lastOriginal = parts[parts.length - 1] as Part;
  const lastKept = kept[kept.length - 1] as Part;
  const out: Item[] = [];
  let finalPunctuation: string | undefined;
  let seenKept = false;
  for (const p of parts) {
    if (p.empty) {
      out.push(...keptTags(p.items));
      continue;
    }
    const own = [...p.items];
    if (p === lastKept && lastOriginal.empty && lastKept.delim !== undefined) {
      const tail = own[own.length - 1];
      if (tail?.k === 'lit') {
        own[own.length - 1] = { k: 'lit', t: tail.t.slice(0, -1) };
        finalPunctuation = lastOriginal.delim ?? '';
      }
    }
    if (!seenKept && first.empty) {
      const lead = first.items[0]?.k === 'lit' ? (/^\s*/.exec(first.items[0].t)?.[0] ?? '') : '';
      const h = own[0];
      if (h?.k === 'lit') own[0] = { k: 'lit', t: h.t.replace(/^\s+/, '') };
      if (lead) out.unshift({ k: 'lit', t: lead });
    }
    seenKept = true;
    out.push(...own);
  }
  if (finalPunctuation) out.push({ k: 'lit', t: finalPunctuation });
  const tail = out[out.length - 1];
  if (tail?.k === 'lit') out[out.length - 1] = { k: 'lit', t: tail.t.replace(/\s+$/, '') };
  return out;
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

/**
 * Applies the smart filter to rendered text (docs/expressions.md#the-smart-filter) and returns plain text. The text is best the
 * output of a template's `renderMarked` (it knows which values were empty); plain text works too, with
 * only the `||` row marker applying (`\||` prints `||`). Dropped rows disappear with their line break;
 * if every row goes, the result is ''.
 */
export function smartFilter(text: string, style?: string): string {
  const s = toSmartFilterStyle(style);
  const rows = parseRows(text);
  const out: string[] = [];
  // Unmatched tags of dropped rows go to the start of the next kept row, or the end of the last one.
  let pending = '';
  for (const row of rows) {
    let items: Item[] | undefined = row;
    if (s !== 'none') items = applyMarker(items);
    if (items && s === 'parts') items = dropEmptyParts(items);
    if (items && s === 'rows' && items.some((i) => i.k === 'empty')) items = undefined;
    if (!items) {
      pending += unmatchedTags(row);
      continue;
    }
    out.push(pending + rowText(items));
    pending = '';
  }
  if (pending && out.length > 0) out[out.length - 1] += pending;
  return out.join('\n');
}
