import type { ExprNode } from './ast';
import { parseFormula } from './parser';
import { BRACKETS } from './smartFilterParts';
import type { TemplatePart } from './template';

/**
 * What the spec check warns about in a smart-filtered report text (docs/expressions.md#the-smart-filter,
 * "Writing report text the filter keeps"): read from the written template, before any value exists.
 *
 * - `smart-filter-empty-conditional`: a placeholder that is a conditional able to give "" (`c ? ", x" : ""`,
 *   `If(c, x)`) shares its part with other placeholders, or its other branch starts with `,` `;` `.` (an
 *   appended clause): when it gives "", the filter removes the whole part, the other values with it.
 * - `smart-filter-bracket`: a bracket or double quote opens in one part and closes in another, and a part
 *   it spans can be removed: removing that part alone would leave the bracket unbalanced (the filter then
 *   filters inside the brackets, docs rule 7).
 */

/** One hazard, located in the template text (offset and length of the written text it names). */
export interface SmartFilterHazard {
  readonly code: 'smart-filter-empty-conditional' | 'smart-filter-bracket';
  readonly offset: number;
  readonly length: number;
  readonly params: Readonly<Record<string, string>>;
}

/** A written character or placeholder of one row, with its offset in the template text. */
type Tok =
  | { readonly k: 'ch'; readonly ch: string; readonly at: number }
  | {
      readonly k: 'hole';
      readonly at: number;
      readonly end: number;
      readonly source: string;
      readonly ast: ExprNode;
    }
  | { readonly k: 'pipe'; readonly at: number };

const isEmptyLiteral = (n: ExprNode | undefined): boolean =>
  n === undefined || (n.type === 'literal' && (n.value === '' || n.value === null || n.value === undefined));

/** The branches of a conditional (`?:` or `If`), or undefined when the node is none. */
function branches(n: ExprNode): (ExprNode | undefined)[] | undefined {
  if (n.type === 'conditional') return [n.then, n.otherwise];
  if (n.type === 'call' && n.callee === 'If') return [n.args[1], n.args[2]];
  return undefined;
}

/** Whether a conditional can give "" (a branch, or a nested conditional's branch, is "", null or missing). */
function canGiveEmpty(n: ExprNode | undefined): boolean {
  if (isEmptyLiteral(n)) return true;
  const b = n && branches(n);
  return b !== undefined && b.some(canGiveEmpty);
}

/** Whether a branch (through nested conditionals) is a text starting with a part break: an appended clause. */
function appendsClause(n: ExprNode | undefined): boolean {
  if (n?.type === 'literal') return typeof n.value === 'string' && /^[,.;]\s/.test(n.value);
  const b = n && branches(n);
  return b !== undefined && b.some(appendsClause);
}

/** The rows of a template as tokens, offsets in `text` (escapes `\{` `\}` `\||` read as the parser does). */
function rowsOf(text: string, parts: readonly TemplatePart[]): Tok[][] {
  const rows: Tok[][] = [[]];
  const row = (): Tok[] => rows[rows.length - 1] as Tok[];
  const literal = (from: number, to: number): void => {
    for (let i = from; i < to; i++) {
      const ch = text[i] as string;
      const next = text[i + 1];
      if (ch === '\\' && (next === '{' || next === '}')) {
        row().push({ k: 'ch', ch: next, at: i + 1 });
        i++;
      } else if (ch === '\\' && next === '|' && text[i + 2] === '|') {
        row().push({ k: 'pipe', at: i });
        i += 2;
      } else if (ch === '\n') rows.push([]);
      else row().push({ k: 'ch', ch, at: i });
    }
  };
  let pos = 0;
  for (const p of parts) {
    if (p.kind !== 'expr') continue;
    const open = p.offset - 1;
    // `{}` placeholders are skipped by the parser: they are literal here too, and print nothing.
    literal(pos, open);
    const end = p.offset + p.source.length + 1;
    row().push({ k: 'hole', at: open, end, source: p.source.trim(), ast: parseFormula(p.source) });
    pos = end;
  }
  literal(pos, text.length);
  return rows;
}

/** The row without its `||` marker and what follows it (the marker's text is never a part). */
function withoutMarker(row: readonly Tok[]): Tok[] {
  for (let i = row.length - 2; i >= 0; i--) {
    const a = row[i] as Tok;
    const b = row[i + 1] as Tok;
    if (a.k === 'ch' && a.ch === '|' && b.k === 'ch' && b.ch === '|') {
      let end = i;
      while (end > 0 && (row[end - 1] as Tok).k === 'ch' && /\s/.test((row[end - 1] as { ch: string }).ch))
        end--;
      return row.slice(0, end);
    }
  }
  return [...row];
}

/** The parts of a row: index ranges [start, end) of tokens; a delimiter breaks before a space or at the row end. */
function partsOf(row: readonly Tok[], style: string): [number, number][] {
  if (style === 'rows') return row.length > 0 ? [[0, row.length]] : [];
  const parts: [number, number][] = [];
  let start = 0;
  row.forEach((t, i) => {
    if (t.k !== 'ch' || !',.;'.includes(t.ch)) return;
    const next = row[i + 1];
    if (next === undefined || (next.k === 'ch' && /\s/.test(next.ch))) {
      parts.push([start, i + 1]);
      start = i + 1;
    }
  });
  if (start < row.length) parts.push([start, row.length]);
  return parts;
}

const MAX_EXCERPT = 60;

/** The written text of tokens [from, to), trimmed and shortened. */
function excerpt(text: string, row: readonly Tok[], from: number, to: number): string {
  const a = row[from];
  const b = row[to - 1];
  if (!a || !b) return '';
  const written = text.slice(a.at, b.k === 'hole' ? b.end : b.k === 'pipe' ? b.at + 3 : b.at + 1).trim();
  return written.length > MAX_EXCERPT ? `${written.slice(0, MAX_EXCERPT - 1)}…` : written;
}

/**
 * The hazards of a smart-filtered template (see the file comment), for a template that parsed without
 * errors. `style` is the text's smart filter style; `marker` and `none` drop no parts, so have none.
 */
export function smartFilterHazards(
  text: string,
  parts: readonly TemplatePart[],
  style = 'parts',
): SmartFilterHazard[] {
  if (style === 'marker' || style === 'none') return [];
  const out: SmartFilterHazard[] = [];
  for (const full of rowsOf(text, parts)) {
    const row = withoutMarker(full);
    const ranges = partsOf(row, style);
    for (const [from, to] of ranges) {
      const holes = row.slice(from, to).filter((t) => t.k === 'hole');
      for (const h of holes) {
        const b = branches(h.ast);
        if (!b || !b.some(canGiveEmpty)) continue;
        const others = holes.filter((o) => o !== h).map((o) => `{${o.source}}`);
        if (others.length === 0 && !appendsClause(h.ast)) continue;
        out.push({
          code: 'smart-filter-empty-conditional',
          offset: h.at,
          length: h.end - h.at,
          params: {
            placeholder: `{${h.source.length > MAX_EXCERPT ? `${h.source.slice(0, MAX_EXCERPT - 1)}…` : h.source}}`,
            part: excerpt(text, row, from, to),
            others: others.length > 0 ? others.join(', ') : 'the text before it',
          },
        });
      }
    }
    if (style === 'rows') continue;
    out.push(...bracketHazards(text, row, ranges));
  }
  return out;
}

/** Brackets (and double quotes) that open in one part and close in another, where a part they span has a placeholder. */
function bracketHazards(
  text: string,
  row: readonly Tok[],
  ranges: readonly [number, number][],
): SmartFilterHazard[] {
  const partOf = (i: number): number => ranges.findIndex(([a, b]) => i >= a && i < b);
  const out: SmartFilterHazard[] = [];
  const stack: { ch: string; i: number }[] = [];
  row.forEach((t, i) => {
    if (t.k !== 'ch') return;
    const top = stack[stack.length - 1];
    if (top && BRACKETS[top.ch] === t.ch) {
      stack.pop();
      const first = partOf(top.i);
      const last = partOf(i);
      if (first === last) return;
      const spanned = ranges.slice(first, last + 1);
      if (!spanned.some(([a, b]) => row.slice(a, b).some((x) => x.k === 'hole'))) return;
      const open = row[top.i] as Tok;
      out.push({
        code: 'smart-filter-bracket',
        offset: open.at,
        length: t.at + 1 - open.at,
        params: { bracket: `${top.ch}…${t.ch}`, span: excerpt(text, row, top.i, i + 1) },
      });
    } else if (BRACKETS[t.ch] !== undefined) stack.push({ ch: t.ch, i });
  });
  return out;
}
