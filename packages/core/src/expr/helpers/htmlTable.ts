import type { TableData } from './tableData';

/** Table widths in px by size (docs/helpers.md#tables). */
export const TABLE_SIZES = { xs: 200, sm: 330, md: 600, lg: 700 } as const;

/** A ToTable size. */
export type TableSize = keyof typeof TABLE_SIZES;

/** The default ToTable size, minimum column width and number of widening passes (docs/helpers.md#tables). */
export const DEFAULT_TABLE_SIZE: TableSize = 'md';
export const MIN_COLUMN_WIDTH = 20;
export const MAX_WIDENING_PASSES = 10;

/**
 * Column widths in whole px summing to `total`. Each column starts proportional to its weight (the length
 * of its longest cell text, at least 1). Then, up to `maxPasses` times: columns under `min` are fixed at
 * `min`, and the rest of the width is shared again among the other columns by weight; the passes stop when
 * no column is under the minimum. Widths are rounded by largest remainder so they sum exactly to `total`.
 * When `columns × min` exceeds `total`, every column gets an equal share.
 */
export function columnWidths(
  weights: readonly number[],
  total: number,
  min = MIN_COLUMN_WIDTH,
  maxPasses = MAX_WIDENING_PASSES,
): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const w = weights.map((x) => Math.max(1, x));
  let exact: number[];
  if (n * min >= total) {
    exact = w.map(() => total / n);
  } else {
    const fixed = new Set<number>();
    exact = share(w, total, fixed, min);
    for (let pass = 0; pass < maxPasses; pass++) {
      const narrow = exact.map((x, i) => (x < min && !fixed.has(i) ? i : -1)).filter((i) => i >= 0);
      if (narrow.length === 0) break;
      for (const i of narrow) fixed.add(i);
      exact = share(w, total, fixed, min);
    }
  }
  return roundToTotal(exact, total);
}

function share(w: readonly number[], total: number, fixed: ReadonlySet<number>, min: number): number[] {
  const free = total - fixed.size * min;
  const weight = w.reduce((s, x, i) => (fixed.has(i) ? s : s + x), 0);
  return w.map((x, i) => (fixed.has(i) ? min : (free * x) / weight));
}

function roundToTotal(exact: readonly number[], total: number): number[] {
  const out = exact.map(Math.floor);
  let left = total - out.reduce((s, x) => s + x, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out;
}

/**
 * Report markup for a table (the allowed tags of docs/outputs.md#rich-text-tags), in the form the report reader takes:
 * `<table size="md" widths="120,480">` (widths in px, summing to the size's width), a `<thead>` row when
 * there is a header, then `<tbody>`. Cell texts are written as they are, like any other report text.
 */
export function renderHtmlTable(data: TableData, size: TableSize): string {
  const total = TABLE_SIZES[size];
  const weights = Array.from({ length: data.columns }, (_, i) =>
    data.body.reduce((m, r) => Math.max(m, [...(r[i] ?? '')].length), [...(data.head?.[i] ?? '')].length),
  );
  const widths = columnWidths(weights, total);
  const row = (cells: readonly string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const head = data.head ? `<thead>${row(data.head)}</thead>` : '';
  return `<table size="${size}" widths="${widths.join(',')}">${head}<tbody>${data.body.map(row).join('')}</tbody></table>`;
}
