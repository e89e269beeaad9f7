import { STYLE_TAGS, TABLE_TAGS } from './markupTags';

/**
 * The smart filter's parts rule (docs/expressions.md#the-smart-filter, rules 2, 3, 6 and 7): a row is
 * broken into parts at `,` `.` `;`, the parts that refer to empty values are dropped, the punctuation is
 * repaired, markup tags and brackets stay balanced. smartFilter.ts reads rows and applies the row rules;
 * this file works on one row's items and says, chunk by chunk, what it kept and what it removed and why.
 */

/** Why the smart filter removed some text (a stable code; `SMART_FILTER_REASONS` says it in words). */
export type SmartFilterReason = 'empty-value' | 'row-marker' | 'row-style';

/** One piece of a row: literal text, a placeholder's value, an empty placeholder, an escaped `\||`. */
export type Item =
  | { readonly k: 'lit'; readonly t: string }
  | { readonly k: 'val'; readonly t: string; readonly src?: string }
  | { readonly k: 'empty'; readonly src?: string }
  | { readonly k: 'pipe' };

/** A bracket pair whose inside holds a part break: its inside is filtered as a row of its own (rule 7). */
interface Group {
  readonly k: 'group';
  readonly open: string;
  close: string;
  readonly children: Node[];
}

type Node = Item | Group;

/** Output of the filter: items kept, or items removed with the reason and the empty placeholders. */
export interface Chunk {
  readonly items: readonly Item[];
  readonly removed?: SmartFilterReason;
  /** The placeholders (their expression text, when known) whose empty value removed the chunk. */
  readonly empty?: readonly string[];
}

/** The report markup tags (expr/markupTags.ts). Other tag-like text is text, dropped with its part. */
export const SMART_FILTER_TAGS: readonly string[] = [...STYLE_TAGS, ...TABLE_TAGS];

const TAG_RE = new RegExp(`<(/?)(${SMART_FILTER_TAGS.join('|')})(?=[\\s/>])[^<>]*>`, 'gi');

/**
 * Splits dropped items into the tags that must stay so the markup stays balanced (its literal text's
 * tags minus every pair opened and closed inside it, in their order: `</i>` of `spleen {s}</i> cm.`) and
 * the rest, which goes. Values never hold tags (report values are escaped).
 */
export function splitTags(items: readonly Item[]): { kept: string; rest: Item[] } {
  interface Tag {
    readonly item: number;
    readonly at: number;
    readonly text: string;
    readonly name: string;
    readonly close: boolean;
    kept: boolean;
  }
  const tags: Tag[] = [];
  const open: number[] = [];
  items.forEach((it, n) => {
    if (it.k !== 'lit') return;
    for (const m of it.t.matchAll(TAG_RE)) {
      const name = (m[2] as string).toLowerCase();
      const tag: Tag = { item: n, at: m.index, text: m[0], name, close: m[1] === '/', kept: true };
      tags.push(tag);
      if (!tag.close) {
        open.push(tags.length - 1);
        continue;
      }
      const opener = open[open.length - 1];
      if (opener !== undefined && tags[opener]?.name === tag.name) {
        open.pop();
        (tags[opener] as Tag).kept = false;
        tag.kept = false;
      }
    }
  });
  const kept = tags.filter((t) => t.kept);
  if (kept.length === 0) return { kept: '', rest: [...items] };
  const rest = items.map((it, n): Item => {
    if (it.k !== 'lit') return it;
    let t = it.t;
    for (const tag of kept.filter((k) => k.item === n).reverse())
      t = t.slice(0, tag.at) + t.slice(tag.at + tag.text.length);
    return { k: 'lit', t };
  });
  return { kept: kept.map((t) => t.text).join(''), rest };
}

/** The unmatched tags of dropped items as a literal item, or none. */
export function keptTags(items: readonly Item[]): Item[] {
  const { kept } = splitTags(items);
  return kept ? [{ k: 'lit', t: kept }] : [];
}

/**
 * The brackets the filter keeps balanced: round, square and curly brackets, typographic double quotes and
 * guillemets, and the straight double quote (paired in order). A single quote is no bracket: it is also
 * the apostrophe (`patient's`).
 */
export const BRACKETS: Readonly<Record<string, string>> = {
  '(': ')',
  '[': ']',
  '{': '}',
  '\u201C': '\u201D',
  '\u00AB': '\u00BB',
  '"': '"',
};

/** Where one character of a row's literal text is: the item and the offset in it. */
interface Pos {
  readonly item: number;
  readonly at: number;
}

const before = (a: Pos, b: Pos): boolean => a.item < b.item || (a.item === b.item && a.at < b.at);

/** The matched bracket pairs of a row's literal text, innermost first closed; unmatched brackets are text. */
export function bracketPairs(items: readonly Item[]): { open: Pos; close: Pos }[] {
  const pairs: { open: Pos; close: Pos }[] = [];
  const stack: { ch: string; pos: Pos }[] = [];
  items.forEach((it, item) => {
    if (it.k !== 'lit') return;
    for (let at = 0; at < it.t.length; at++) {
      const ch = it.t[at] as string;
      const top = stack[stack.length - 1];
      if (top && BRACKETS[top.ch] === ch) {
        stack.pop();
        pairs.push({ open: top.pos, close: { item, at } });
      } else if (BRACKETS[ch] !== undefined) {
        stack.push({ ch, pos: { item, at } });
      }
      // A closer with no opener (`1) first, 2) second`) is text; an opener it skips stays open.
    }
  });
  return pairs;
}

const DELIMS = ',.;';

/** Whether the delimiter at `at` of literal `t` (item `n` of `count`) breaks the row: space or row end after it. */
function breaksAt(t: string, at: number, n: number, count: number): boolean {
  if (!DELIMS.includes(t[at] as string)) return false;
  const follow = t[at + 1];
  return follow === undefined ? n === count - 1 : /\s/.test(follow);
}

/**
 * The row as nodes: a matched bracket pair whose inside holds a part break becomes a group (rule 7); every
 * other bracket is text, as before.
 */
export function buildTree(items: readonly Item[]): Node[] {
  const breaks: Pos[] = [];
  items.forEach((it, n) => {
    if (it.k !== 'lit') return;
    for (let at = 0; at < it.t.length; at++)
      if (breaksAt(it.t, at, n, items.length)) breaks.push({ item: n, at });
  });
  if (breaks.length === 0) return [...items];
  const roles = new Map<string, 'open' | 'close'>();
  for (const p of bracketPairs(items)) {
    if (!breaks.some((b) => before(p.open, b) && before(b, p.close))) continue;
    roles.set(`${p.open.item}:${p.open.at}`, 'open');
    roles.set(`${p.close.item}:${p.close.at}`, 'close');
  }
  if (roles.size === 0) return [...items];
  const root: Node[] = [];
  const groups: Group[] = [];
  const lists: Node[][] = [];
  let cur = root;
  items.forEach((it, n) => {
    if (it.k !== 'lit') {
      cur.push(it);
      return;
    }
    let start = 0;
    for (let at = 0; at < it.t.length; at++) {
      const role = roles.get(`${n}:${at}`);
      if (!role) continue;
      if (at > start) cur.push({ k: 'lit', t: it.t.slice(start, at) });
      if (role === 'open') {
        const g: Group = { k: 'group', open: it.t[at] as string, close: '', children: [] };
        cur.push(g);
        groups.push(g);
        lists.push(cur);
        cur = g.children;
      } else {
        (groups.pop() as Group).close = it.t[at] as string;
        cur = lists.pop() as Node[];
      }
      start = at + 1;
    }
    if (start < it.t.length) cur.push({ k: 'lit', t: it.t.slice(start) });
  });
  return root;
}

/** The items of nodes as written (groups unfiltered). */
function flatten(nodes: readonly Node[]): Item[] {
  const out: Item[] = [];
  for (const n of nodes) {
    if (n.k !== 'group') out.push(n);
    else out.push({ k: 'lit', t: n.open }, ...flatten(n.children), { k: 'lit', t: n.close });
  }
  return out;
}

/** The empty placeholders of items (their expression text; '' when unknown). */
export function emptiesOf(items: readonly Item[]): string[] {
  return items.flatMap((it) => (it.k === 'empty' ? [it.src ?? ''] : []));
}

interface Part {
  nodes: Node[];
  /** Refers to an empty value directly, or holds a group all of whose parts went. */
  empty: boolean;
  /** The delimiter that ends the part, when one does. */
  delim: string | undefined;
}

/**
 * Breaks a row (or a group's inside) into parts at `,` `.` `;` in literal text that are followed by
 * whitespace or end it (so `1.5` or `e.g.x` written literally and every character inside a value never break).
 */
function splitParts(nodes: readonly Node[]): Part[] {
  const parts: Part[] = [];
  let cur: Part = { nodes: [], empty: false, delim: undefined };
  nodes.forEach((it, n) => {
    if (it.k !== 'lit') {
      cur.nodes.push(it);
      if (it.k === 'empty') cur.empty = true;
      return;
    }
    let start = 0;
    for (let j = 0; j < it.t.length; j++) {
      if (!breaksAt(it.t, j, n, nodes.length)) continue;
      cur.nodes.push({ k: 'lit', t: it.t.slice(start, j + 1) });
      cur.delim = it.t[j];
      parts.push(cur);
      cur = { nodes: [], empty: false, delim: undefined };
      start = j + 1;
    }
    if (start < it.t.length) cur.nodes.push({ k: 'lit', t: it.t.slice(start) });
  });
  if (cur.nodes.length > 0) parts.push(cur);
  return parts;
}

/** What filtering a row or a group's inside gave: chunks, and whether every part went. */
export interface Filtered {
  readonly chunks: Chunk[];
  readonly gone: boolean;
}

/** A chunk of kept items, or none when there are none. */
const keptChunk = (items: readonly Item[]): Chunk[] => (items.length > 0 ? [{ items }] : []);

/** Kept nodes as chunks: a group is its brackets around its own filtered chunks. */
function expand(nodes: readonly Node[], inner: ReadonlyMap<Group, Filtered>): Chunk[] {
  const out: Chunk[] = [];
  let run: Item[] = [];
  for (const n of nodes) {
    if (n.k !== 'group') {
      run.push(n);
      continue;
    }
    run.push({ k: 'lit', t: n.open });
    out.push(...keptChunk(run));
    out.push(...(inner.get(n)?.chunks ?? keptChunk(flatten(n.children))));
    run = [{ k: 'lit', t: n.close }];
  }
  out.push(...keptChunk(run));
  return out;
}

/** A removed chunk of dropped items: the text without the tags that stay, and the empty placeholders. */
function removedChunk(items: readonly Item[], empty: readonly string[], prefix: string, cut: number): Chunk {
  let rest = splitTags(items).rest;
  if (cut > 0) {
    const tail = rest[rest.length - 1];
    if (tail?.k === 'lit') rest = [...rest.slice(0, -1), { k: 'lit', t: tail.t.slice(0, -cut) }];
  }
  if (prefix) rest = [{ k: 'lit', t: prefix }, ...rest];
  return { items: rest, removed: 'empty-value', empty };
}

/** Trims the trailing whitespace of the last kept item, when it is literal text. */
function trimEnd(chunks: Chunk[]): void {
  for (let c = chunks.length - 1; c >= 0; c--) {
    const chunk = chunks[c] as Chunk;
    if (chunk.removed) continue;
    const tail = chunk.items[chunk.items.length - 1];
    if (tail?.k === 'lit')
      chunks[c] = { items: [...chunk.items.slice(0, -1), { k: 'lit', t: tail.t.replace(/\s+$/, '') }] };
    return;
  }
}

/**
 * Drops the parts that refer to empty values (rules 2, 3, 6, 7). When the last part goes, the last kept
 * part takes the final punctuation (`Size 5 mm, density {d}.` → `Size 5 mm.`); when the first goes, the
 * text keeps its indentation. A dropped part leaves its unmatched markup tags in its place, before the
 * moved punctuation (`<i>Liver {l} cm, spleen {s}</i> cm.` → `<i>Liver 5 cm</i>.`). A group (a bracket
 * pair holding a part break) is filtered the same way inside its brackets; when all its parts go, the part
 * holding it counts as referring to an empty value. `gone` when every part goes.
 */
export function filterNodes(nodes: readonly Node[]): Filtered {
  const parts = splitParts(nodes);
  const inner = new Map<Group, Filtered>();
  const empties = new Map<Part, string[]>();
  for (const p of parts) {
    const own = emptiesOf(p.nodes.filter((n): n is Item => n.k !== 'group'));
    for (const n of p.nodes) {
      if (n.k !== 'group') continue;
      const f = filterNodes(n.children);
      inner.set(n, f);
      if (f.gone) {
        p.empty = true;
        own.push(...emptiesOf(flatten(n.children)));
      }
    }
    empties.set(p, own);
  }
  if (!parts.some((p) => p.empty)) return { chunks: expand(nodes, inner), gone: false };
  const kept = parts.filter((p) => !p.empty);
  if (kept.length === 0) {
    const all = flatten(nodes);
    return { chunks: [{ items: all, removed: 'empty-value', empty: emptiesOf(all) }], gone: true };
  }
  const first = parts[0] as Part;
  const lastOriginal = parts[parts.length - 1] as Part;
  const lastKept = kept[kept.length - 1] as Part;
  const out: Chunk[] = [];
  let finalPunctuation: string | undefined;
  let strippedDelim = '';
  let seenKept = false;
  for (const p of parts) {
    if (p.empty) {
      const items = flatten(p.nodes);
      const cut = p === lastOriginal && finalPunctuation ? finalPunctuation.length : 0;
      out.push(removedChunk(items, empties.get(p) ?? [], strippedDelim, cut));
      strippedDelim = '';
      out.push(...keptChunk(keptTags(items)));
      continue;
    }
    const own = [...p.nodes];
    if (p === lastKept && lastOriginal.empty && lastKept.delim !== undefined) {
      const tail = own[own.length - 1];
      if (tail?.k === 'lit') {
        own[own.length - 1] = { k: 'lit', t: tail.t.slice(0, -1) };
        strippedDelim = tail.t.slice(-1);
        finalPunctuation = lastOriginal.delim ?? '';
      }
    }
    if (!seenKept && first.empty) {
      const f0 = first.nodes[0];
      const lead = f0?.k === 'lit' ? (/^\s*/.exec(f0.t)?.[0] ?? '') : '';
      const h = own[0];
      if (h?.k === 'lit') own[0] = { k: 'lit', t: h.t.replace(/^\s+/, '') };
      if (lead) out.unshift({ items: [{ k: 'lit', t: lead }] });
    }
    seenKept = true;
    out.push(...expand(own, inner));
  }
  if (finalPunctuation) out.push({ items: [{ k: 'lit', t: finalPunctuation }] });
  trimEnd(out);
  return { chunks: out, gone: false };
}

/**
 * The closers of `after` (the text after a row marker, which goes) that close brackets `head` left open,
 * so keeping the head alone leaves no bracket open: `(Tumour.||{flag})` → `(Tumour.)`.
 */
export function closersFor(head: readonly Item[], after: readonly Item[]): string {
  const open: string[] = [];
  for (const it of head) {
    if (it.k !== 'lit') continue;
    for (const ch of it.t) {
      if (BRACKETS[open[open.length - 1] ?? ''] === ch) open.pop();
      else if (BRACKETS[ch] !== undefined) open.push(ch);
    }
  }
  let out = '';
  const own: string[] = [];
  for (const it of after) {
    if (it.k !== 'lit') continue;
    for (const ch of it.t) {
      if (BRACKETS[own[own.length - 1] ?? ''] === ch) own.pop();
      else if (BRACKETS[open[open.length - 1] ?? ''] === ch) {
        open.pop();
        out += ch;
      } else if (BRACKETS[ch] !== undefined) own.push(ch);
    }
  }
  return out;
}
