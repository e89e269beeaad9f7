import { createDiagnostic, NO_RANGE, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import { cleanReportText } from './cleanText';
import { decodeMarkupEntities } from './markupEntities';
import {
  STYLE_TAGS,
  TABLE_SIZES,
  TABLE_TAGS,
  type RichNode,
  type StyleTag,
  type TableSize,
  type TableTag,
} from './richText';

/** Options of {@link parseReportMarkup}. */
export interface ParseMarkupOptions {
  /** v1 has no tables: table tags are warned about and their text is rendered as aligned rows. */
  readonly reportVersion?: 'v1' | 'v2';
  /** Spec path of warnings that {@link locate} does not place (default `['ReportOutput']`). */
  readonly path?: SpecPath;
  /**
   * Where in the specification the markup from offset `from` to `to` (of the cleaned text) was written: the
   * report item that produced it. Without an answer a warning has no place in the specification (origin
   * 'none') and its message gives the line and column inside the markup instead.
   */
  readonly locate?: (from: number, to: number) => MarkupPlace | undefined;
}

/** A place in the specification that produced part of the markup. */
export interface MarkupPlace {
  readonly path: SpecPath;
  readonly range: SourceRange;
  /** How a message names it: `ReportOutput[2]`. */
  readonly name: string;
}

/** The codes of the warnings parseReportMarkup gives. */
const MARKUP_CODES: ReadonlySet<string> = new Set([
  'report-control-characters',
  'report-table-nested',
  'report-table-misplaced',
  'report-tag-unclosed',
  'report-tag-unopened',
  'table-needs-v2',
]);

/** True for a code of a warning about report markup (the parser's own; see {@link parseReportMarkup}). */
export function isMarkupCode(code: string): boolean {
  return MARKUP_CODES.has(code);
}

/** A parsed report: the tree and the warnings about the markup. */
export interface ParsedMarkup {
  readonly nodes: readonly RichNode[];
  readonly diagnostics: readonly Diagnostic[];
}

interface MutStyle {
  kind: 'style';
  tag: StyleTag;
  children: RichNode[];
}
interface MutTable {
  kind: 'table';
  size: TableSize;
  widths?: number[];
  rows: MutRow[];
  asText?: boolean;
}
interface MutRow {
  header: boolean;
  cells: RichNode[][];
}

/** One open thing on the parser stack. */
type Frame =
  | { kind: 'root'; children: RichNode[] }
  | { kind: 'style'; node: MutStyle; at: number }
  | { kind: 'table'; node: MutTable; at: number; section: 'none' | 'thead' | 'tbody' }
  | { kind: 'tr'; row: MutRow; at: number }
  | { kind: 'td'; cell: RichNode[]; at: number };

const TAG_RE =
  /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z-]+(?:\s*=\s*(?:"[^"<>]*"|'[^'<>]*'|[^\s"'<>=]+))?)*)\s*(\/?)>/y;
const ATTR_RE = /([A-Za-z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=]+)))?/g;

const isStyleTag = (t: string): t is StyleTag => (STYLE_TAGS as readonly string[]).includes(t);
const isTableTag = (t: string): t is TableTag => (TABLE_TAGS as readonly string[]).includes(t);

/** Line and column of a markup offset (the markup is computed text, so they count inside it). */
function lineColumnAt(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < at && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column };
}

/**
 * Parses report markup into a tree. Allowed tags become nodes; any other tag, and a `<` that starts no tag,
 * stay literal text; `&lt;`, `&gt;` and `&amp;` in text are the characters (values are escaped into the
 * markup that way, engine/reportScope.ts). Misplaced table parts, nested tables and unbalanced tags are warned about and
 * ignored (their content is kept); tables in a v1 report are warned about and turned into aligned text.
 * Never throws.
 */
export function parseReportMarkup(markup: string, options: ParseMarkupOptions = {}): ParsedMarkup {
  const version = options.reportVersion ?? 'v2';
  const path = options.path ?? ['ReportOutput'];
  const diagnostics: Diagnostic[] = [];
  const cleaned = cleanReportText(markup);
  const text = cleaned.text;
  if (cleaned.removed > 0) {
    diagnostics.push(
      createDiagnostic('report-control-characters', {
        params: { count: cleaned.removed },
        path,
        range: NO_RANGE,
        origin: 'none',
      }),
    );
  }
  /** A warning at the report item that wrote the markup, else at no place with the markup position named. */
  const warn = (
    code: Parameters<typeof createDiagnostic>[0],
    from: number,
    to: number,
    params: Record<string, unknown> = {},
    severity?: 'warning',
  ): void => {
    const place = options.locate?.(from, to);
    const at = lineColumnAt(text, from);
    const where = place
      ? `in ${place.name}`
      : `at line ${at.line}, column ${at.column} of the rendered report markup`;
    diagnostics.push(
      createDiagnostic(code, {
        params: { ...params, where },
        path: place?.path ?? path,
        range: place?.range ?? NO_RANGE,
        origin: place ? 'spec' : 'none',
        ...(severity ? { severity } : {}),
      }),
    );
  };

  const root: Frame = { kind: 'root', children: [] };
  const stack: Frame[] = [root];
  let ignoredTables = 0;
  let warnedV1 = false;
  const top = (): Frame => stack[stack.length - 1] ?? root;

  /** Where inline content goes now; text inside a table but outside a cell gets a row of its own. */
  const sink = (at: number, isText: string | undefined): RichNode[] | undefined => {
    const f = top();
    switch (f.kind) {
      case 'root':
        return f.children;
      case 'style':
        return f.node.children;
      case 'td':
        return f.cell;
      case 'table':
      case 'tr': {
        if (isText !== undefined && isText.trim() === '') return undefined;
        warn('report-table-misplaced', at, at + 1, { tag: 'text', parent: 'td' });
        // Keep the words: a row (or cell) of their own, so nothing the author wrote is lost.
        const cell: RichNode[] = [];
        if (f.kind === 'table') f.node.rows.push({ header: f.section === 'thead', cells: [cell] });
        else f.row.cells.push(cell);
        return cell;
      }
    }
  };
  const pushText = (s: string, at: number): void => {
    if (s === '') return;
    const target = sink(at, s);
    if (!target) return;
    const last = target[target.length - 1];
    if (last?.kind === 'text') target[target.length - 1] = { kind: 'text', text: last.text + s };
    else target.push({ kind: 'text', text: s });
  };
  const nearest = (kind: Frame['kind']): number => {
    for (let i = stack.length - 1; i > 0; i--) if (stack[i]?.kind === kind) return i;
    return -1;
  };
  /** Closes frames above `index` (they were left open: warned), then the frame at `index`. */
  const closeTo = (index: number, at: number, warnUnclosed: boolean): void => {
    while (stack.length - 1 > index) {
      const f = stack.pop();
      if (f && warnUnclosed && f.kind === 'style') warn('report-tag-unclosed', f.at, at, { tag: f.node.tag });
      if (f && warnUnclosed && (f.kind === 'table' || f.kind === 'tr'))
        warn('report-tag-unclosed', f.at, at, { tag: f.kind });
    }
    stack.pop();
  };
  /** Style frames between the nearest table-part frame and the top, which a table part must not cross. */
  const tableFrameIndex = (): number => {
    for (let i = stack.length - 1; i > 0; i--) {
      const k = stack[i]?.kind;
      if (k === 'table' || k === 'tr' || k === 'td') return i;
    }
    return 0;
  };

  let pos = 0;
  let textStart = 0;
  const flushText = (end: number): void => {
    if (end > textStart) pushText(decodeMarkupEntities(text.slice(textStart, end)), textStart);
  };
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    TAG_RE.lastIndex = lt;
    const m = TAG_RE.exec(text);
    if (!m) {
      pos = lt + 1;
      continue;
    }
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    const attrs = m[3] ?? '';
    const end = lt + m[0].length;
    if (!isStyleTag(name) && !isTableTag(name)) {
      pos = end; // not ours: stays literal text
      continue;
    }
    flushText(lt);
    textStart = end;
    pos = end;
    if (m[4] === '/') continue; // a self-closed allowed tag (`<b/>`) has no content: nothing to do

    if (isStyleTag(name)) {
      if (!closing) {
        const node: MutStyle = { kind: 'style', tag: name, children: [] };
        if (top().kind === 'table' || top().kind === 'tr') {
          warn('report-table-misplaced', lt, end, { tag: name, parent: 'td' });
          continue;
        }
        sink(lt, undefined)?.push(node);
        stack.push({ kind: 'style', node, at: lt });
      } else {
        let idx = -1;
        for (let i = stack.length - 1; i > tableFrameIndex(); i--) {
          const f = stack[i];
          if (f?.kind === 'style' && f.node.tag === name) {
            idx = i;
            break;
          }
        }
        if (idx < 0) warn('report-tag-unopened', lt, end, { tag: name });
        else closeTo(idx, lt, true);
      }
      continue;
    }

    // Table tags.
    if (version === 'v1') {
      if (!warnedV1) {
        warn('table-needs-v2', lt, end, {}, 'warning');
        warnedV1 = true;
      }
    }
    const tableIdx = nearest('table');
    // Inside an ignored nested table its rows and cells are ignored too: the text flows into the outer cell.
    if (ignoredTables > 0 && name !== 'table') continue;
    if (name === 'table') {
      if (!closing) {
        if (tableIdx >= 0) {
          warn('report-table-nested', lt, end);
          ignoredTables++;
          continue;
        }
        const node: MutTable = { kind: 'table', size: 'md', rows: [] };
        applyTableAttributes(node, attrs);
        if (version === 'v1') node.asText = true;
        const target = sink(lt, undefined);
        if (!target) continue;
        target.push(node);
        stack.push({ kind: 'table', node, at: lt, section: 'none' });
      } else if (ignoredTables > 0) {
        ignoredTables--;
      } else if (tableIdx < 0) {
        warn('report-tag-unopened', lt, end, { tag: name });
      } else {
        closeTo(tableIdx, lt, true);
      }
      continue;
    }
    if (name === 'thead' || name === 'tbody') {
      const f = top();
      if (!closing) {
        if (f.kind !== 'table') warn('report-table-misplaced', lt, end, { tag: name, parent: 'table' });
        else f.section = name;
      } else if (f.kind === 'table' && f.section === name) {
        f.section = 'none';
      } else if (f.kind !== 'table' || f.section !== 'none') {
        warn('report-tag-unopened', lt, end, { tag: name });
      }
      continue;
    }
    if (name === 'tr') {
      if (!closing) {
        // An open row or cell is closed by the next <tr> (as HTML does), silently.
        const trIdx = nearest('tr');
        if (trIdx > tableIdx && tableIdx >= 0 && stack.slice(tableIdx + 1).every((fr) => fr.kind !== 'style'))
          closeTo(trIdx, lt, false);
        const f = top();
        if (f.kind !== 'table') {
          warn('report-table-misplaced', lt, end, { tag: name, parent: 'table' });
          continue;
        }
        const row: MutRow = { header: f.section === 'thead', cells: [] };
        f.node.rows.push(row);
        stack.push({ kind: 'tr', row, at: lt });
      } else {
        const trIdx = nearest('tr');
        if (trIdx < 0 || trIdx < tableIdx) warn('report-tag-unopened', lt, end, { tag: name });
        else closeTo(trIdx, lt, true);
      }
      continue;
    }
    // td
    if (!closing) {
      const tdIdx = nearest('td');
      if (tdIdx >= 0 && tdIdx > tableIdx) closeTo(tdIdx, lt, true);
      const f = top();
      if (f.kind !== 'tr') {
        warn('report-table-misplaced', lt, end, { tag: name, parent: 'tr' });
        continue;
      }
      const cell: RichNode[] = [];
      f.row.cells.push(cell);
      stack.push({ kind: 'td', cell, at: lt });
    } else {
      const tdIdx = nearest('td');
      if (tdIdx < 0 || tdIdx < tableIdx) warn('report-tag-unopened', lt, end, { tag: name });
      else closeTo(tdIdx, lt, true);
    }
  }
  flushText(text.length);
  // Whatever is still open at the end is closed there (warned for styles and tables; cells and rows
  // closing at the end of their table is normal).
  while (stack.length > 1) {
    const f = stack.pop();
    if (f?.kind === 'style') warn('report-tag-unclosed', f.at, text.length, { tag: f.node.tag });
    if (f?.kind === 'table') warn('report-tag-unclosed', f.at, text.length, { tag: 'table' });
  }
  return { nodes: mergeText(root.children), diagnostics };
}

function applyTableAttributes(node: MutTable, attrs: string): void {
  for (const m of attrs.matchAll(ATTR_RE)) {
    const key = (m[1] ?? '').toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (key === 'size' && (TABLE_SIZES as readonly string[]).includes(value)) node.size = value as TableSize;
    if (key === 'widths') {
      const ws = value
        .split(/[,\s]+/)
        .filter((w) => w !== '')
        .map(Number);
      if (ws.length > 0 && ws.every((w) => Number.isFinite(w) && w > 0)) node.widths = ws;
    }
  }
}

function mergeText(nodes: readonly RichNode[]): RichNode[] {
  const out: RichNode[] = [];
  for (const n of nodes) {
    const last = out[out.length - 1];
    if (n.kind === 'text') {
      if (n.text === '') continue;
      if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + n.text };
      else out.push(n);
    } else if (n.kind === 'style') out.push({ kind: 'style', tag: n.tag, children: mergeText(n.children) });
    else
      out.push({
        ...n,
        rows: n.rows.map((r) => ({ header: r.header, cells: r.cells.map((c) => mergeText(c)) })),
      });
  }
  return out;
}
