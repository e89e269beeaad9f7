import type { MarkupWarn } from './markupWarnings';
import { TABLE_SIZES, type RichNode, type StyleTag, type TableSize } from './richText';

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

/** One open thing on the builder's stack. */
type Frame =
  | { kind: 'root'; children: RichNode[] }
  | { kind: 'style'; node: MutStyle; at: number }
  | { kind: 'table'; node: MutTable; at: number; section: 'none' | 'thead' | 'tbody' }
  | { kind: 'tr'; row: MutRow; at: number }
  | { kind: 'td'; cell: RichNode[]; at: number };

const ATTR_RE = /([A-Za-z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>=]+)))?/g;

/**
 * Builds the rich-text tree from the tags and text parseReportMarkup finds, in order. Misplaced table
 * parts, nested tables and unbalanced tags are warned about and ignored (their content is kept); in a
 * v1 report tables are warned about and marked to be written as aligned text.
 */
export class MarkupTree {
  private readonly root: Frame & { kind: 'root' } = { kind: 'root', children: [] };
  private readonly stack: Frame[] = [this.root];
  private ignoredTables = 0;
  private warnedV1 = false;

  constructor(
    private readonly warn: MarkupWarn,
    private readonly version: 'v1' | 'v2',
  ) {}

  /** Text (entities decoded) starting at offset `at`. */
  text(s: string, at: number): void {
    if (s === '') return;
    const target = this.sink(at, s);
    if (!target) return;
    const last = target[target.length - 1];
    if (last?.kind === 'text') target[target.length - 1] = { kind: 'text', text: last.text + s };
    else target.push({ kind: 'text', text: s });
  }

  /** An opening or closing style tag (`<b>`, `</i>`) from offset `at` to `end`. */
  style(tag: StyleTag, closing: boolean, at: number, end: number): void {
    if (!closing) {
      const node: MutStyle = { kind: 'style', tag, children: [] };
      if (this.top().kind === 'table' || this.top().kind === 'tr') {
        this.warn('report-table-misplaced', at, end, { tag, parent: 'td' });
        return;
      }
      this.sink(at, undefined)?.push(node);
      this.stack.push({ kind: 'style', node, at });
      return;
    }
    let idx = -1;
    for (let i = this.stack.length - 1; i > this.tableFrameIndex(); i--) {
      const f = this.stack[i];
      if (f?.kind === 'style' && f.node.tag === tag) {
        idx = i;
        break;
      }
    }
    if (idx < 0) this.warn('report-tag-unopened', at, end, { tag });
    else this.closeTo(idx, at, true);
  }

  /** An opening or closing table tag (`table`, `thead`, `tbody`, `tr`, `td`) with its attribute text. */
  tablePart(name: string, closing: boolean, attrs: string, at: number, end: number): void {
    if (this.version === 'v1' && !this.warnedV1) {
      this.warn('table-needs-v2', at, end, {}, 'warning');
      this.warnedV1 = true;
    }
    const tableIdx = this.nearest('table');
    // Inside an ignored nested table its rows and cells are ignored too: the text flows into the outer cell.
    if (this.ignoredTables > 0 && name !== 'table') return;
    if (name === 'table') this.table(closing, attrs, tableIdx, at, end);
    else if (name === 'thead' || name === 'tbody') this.section(name, closing, at, end);
    else if (name === 'tr') this.row(closing, tableIdx, at, end);
    else this.cell(closing, tableIdx, at, end);
  }

  /**
   * The tree, once the markup (of length `end`) is read: whatever is still open is closed there (warned
   * for styles and tables; cells and rows closing at the end of their table is normal).
   */
  finish(end: number): RichNode[] {
    while (this.stack.length > 1) {
      const f = this.stack.pop();
      if (f?.kind === 'style') this.warn('report-tag-unclosed', f.at, end, { tag: f.node.tag });
      if (f?.kind === 'table') this.warn('report-tag-unclosed', f.at, end, { tag: 'table' });
    }
    return mergeText(this.root.children);
  }

  private table(closing: boolean, attrs: string, tableIdx: number, at: number, end: number): void {
    if (!closing) {
      if (tableIdx >= 0) {
        this.warn('report-table-nested', at, end);
        this.ignoredTables++;
        return;
      }
      const node: MutTable = { kind: 'table', size: 'md', rows: [] };
      applyTableAttributes(node, attrs);
      if (this.version === 'v1') node.asText = true;
      const target = this.sink(at, undefined);
      if (!target) return;
      target.push(node);
      this.stack.push({ kind: 'table', node, at, section: 'none' });
    } else if (this.ignoredTables > 0) {
      this.ignoredTables--;
    } else if (tableIdx < 0) {
      this.warn('report-tag-unopened', at, end, { tag: 'table' });
    } else {
      this.closeTo(tableIdx, at, true);
    }
  }

  private section(name: 'thead' | 'tbody', closing: boolean, at: number, end: number): void {
    const f = this.top();
    if (!closing) {
      if (f.kind !== 'table') this.warn('report-table-misplaced', at, end, { tag: name, parent: 'table' });
      else f.section = name;
    } else if (f.kind === 'table' && f.section === name) {
      f.section = 'none';
    } else if (f.kind !== 'table' || f.section !== 'none') {
      this.warn('report-tag-unopened', at, end, { tag: name });
    }
  }

  private row(closing: boolean, tableIdx: number, at: number, end: number): void {
    const trIdx = this.nearest('tr');
    if (closing) {
      if (trIdx < 0 || trIdx < tableIdx) this.warn('report-tag-unopened', at, end, { tag: 'tr' });
      else this.closeTo(trIdx, at, true);
      return;
    }
    // An open row or cell is closed by the next <tr> (as HTML does), silently.
    if (
      trIdx > tableIdx &&
      tableIdx >= 0 &&
      this.stack.slice(tableIdx + 1).every((fr) => fr.kind !== 'style')
    )
      this.closeTo(trIdx, at, false);
    const f = this.top();
    if (f.kind !== 'table') {
      this.warn('report-table-misplaced', at, end, { tag: 'tr', parent: 'table' });
      return;
    }
    const row: MutRow = { header: f.section === 'thead', cells: [] };
    f.node.rows.push(row);
    this.stack.push({ kind: 'tr', row, at });
  }

  private cell(closing: boolean, tableIdx: number, at: number, end: number): void {
    const tdIdx = this.nearest('td');
    if (closing) {
      if (tdIdx < 0 || tdIdx < tableIdx) this.warn('report-tag-unopened', at, end, { tag: 'td' });
      else this.closeTo(tdIdx, at, true);
      return;
    }
    if (tdIdx >= 0 && tdIdx > tableIdx) this.closeTo(tdIdx, at, true);
    const f = this.top();
    if (f.kind !== 'tr') {
      this.warn('report-table-misplaced', at, end, { tag: 'td', parent: 'tr' });
      return;
    }
    const cell: RichNode[] = [];
    f.row.cells.push(cell);
    this.stack.push({ kind: 'td', cell, at });
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1] ?? this.root;
  }

  /** Where inline content goes now; text inside a table but outside a cell gets a row of its own. */
  private sink(at: number, isText: string | undefined): RichNode[] | undefined {
    const f = this.top();
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
        this.warn('report-table-misplaced', at, at + 1, { tag: 'text', parent: 'td' });
        // Keep the words: a row (or cell) of their own, so nothing the author wrote is lost.
        const cell: RichNode[] = [];
        if (f.kind === 'table') f.node.rows.push({ header: f.section === 'thead', cells: [cell] });
        else f.row.cells.push(cell);
        return cell;
      }
    }
  }

  private nearest(kind: Frame['kind']): number {
    for (let i = this.stack.length - 1; i > 0; i--) if (this.stack[i]?.kind === kind) return i;
    return -1;
  }

  /** Closes frames above `index` (they were left open: warned), then the frame at `index`. */
  private closeTo(index: number, at: number, warnUnclosed: boolean): void {
    while (this.stack.length - 1 > index) {
      const f = this.stack.pop();
      if (f && warnUnclosed && f.kind === 'style')
        this.warn('report-tag-unclosed', f.at, at, { tag: f.node.tag });
      if (f && warnUnclosed && (f.kind === 'table' || f.kind === 'tr'))
        this.warn('report-tag-unclosed', f.at, at, { tag: f.kind });
    }
    this.stack.pop();
  }

  /** The innermost table-part frame, which a closing style tag must not cross (0 when none). */
  private tableFrameIndex(): number {
    for (let i = this.stack.length - 1; i > 0; i--) {
      const k = this.stack[i]?.kind;
      if (k === 'table' || k === 'tr' || k === 'td') return i;
    }
    return 0;
  }
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
