import { parseReportMarkup, type ParseMarkupOptions } from './parseReportMarkup';
import type { RichNode, RichTable } from './richText';

/**
 * The plain text of nodes: tags removed, tables as aligned rows on lines of their own. The line before a
 * table loses its trailing spaces and tabs (they would only dangle before the line break). A table ends
 * its last line; one line break right after it is that end, not an empty line.
 */
export function nodesToPlainText(nodes: readonly RichNode[]): string {
  let out = '';
  let afterTable = false;
  const walk = (ns: readonly RichNode[]): void => {
    for (const n of ns) {
      if (n.kind === 'text') {
        let t = n.text;
        if (afterTable && t !== '') {
          out += '\n';
          if (t.startsWith('\n')) t = t.slice(1);
          afterTable = false;
        }
        out += t;
      } else if (n.kind === 'style') walk(n.children);
      else {
        const lines = tableToTextLines(n);
        if (lines.length === 0) continue;
        // The text before a table on its line ('F: ' of 'F: {ToTable(…)}') keeps no trailing blanks.
        if (!afterTable) out = out.replace(/[ \t]+$/, '');
        if (afterTable || (out !== '' && !out.endsWith('\n'))) out += '\n';
        out += lines.join('\n');
        afterTable = true;
      }
    }
  };
  walk(nodes);
  return out;
}

/** The plain text of a cell: one line (line breaks inside a cell become spaces). */
export function cellPlainText(cell: readonly RichNode[]): string {
  return nodesToPlainText(cell)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

const textWidth = (s: string): number => Array.from(s).length;

/**
 * A table as aligned text lines: columns padded to their widest cell and separated by two spaces; header
 * rows are underlined with dashes. Trailing spaces are trimmed.
 */
export function tableToTextLines(table: RichTable): string[] {
  const rows = table.rows
    .filter((r) => r.cells.length > 0)
    .map((r) => ({ header: r.header, cells: r.cells.map(cellPlainText) }));
  const cols = Math.max(0, ...rows.map((r) => r.cells.length));
  const widths = Array.from({ length: cols }, (_, c) =>
    Math.max(0, ...rows.map((r) => textWidth(r.cells[c] ?? ''))),
  );
  const lines: string[] = [];
  rows.forEach((r, i) => {
    const line = widths
      .map((w, c) => {
        const cell = r.cells[c] ?? '';
        return cell + ' '.repeat(w - textWidth(cell));
      })
      .join('  ')
      .trimEnd();
    lines.push(line);
    const next = rows[i + 1];
    if (r.header && (!next || !next.header)) {
      lines.push(widths.map((w) => '-'.repeat(w)).join('  '));
    }
  });
  return lines;
}

/** Report markup as plain text (tags removed, tables as aligned rows), with the markup warnings. */
export function reportPlainText(markup: string, options: ParseMarkupOptions = {}): string {
  return nodesToPlainText(parseReportMarkup(markup, options).nodes);
}
