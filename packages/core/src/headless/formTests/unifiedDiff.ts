/** One line of a line difference: kept (' '), only in the first text ('-') or only in the second ('+'). */
export interface DiffLine {
  readonly op: ' ' | '-' | '+';
  readonly text: string;
}

/**
 * The line difference of two lists of lines by their longest common subsequence (the texts compared are
 * reports and small JSON values, so the quadratic table is cheap); deletions come before insertions.
 */
export function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: the common length of a[i..] and b[j..], in one flat array.
  const lcs = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * (m + 1) + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * (m + 1) + j] as number, lcs[i * (m + 1) + j + 1] as number);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      out.push({ op: ' ', text: a[i] as string });
      i++;
      j++;
    } else if (
      j >= m ||
      (i < n && (lcs[(i + 1) * (m + 1) + j] as number) >= (lcs[i * (m + 1) + j + 1] as number))
    ) {
      out.push({ op: '-', text: a[i] as string });
      i++;
    } else {
      out.push({ op: '+', text: b[j] as string });
      j++;
    }
  }
  return out;
}

/**
 * A unified difference (as `diff -u` writes it) of two texts: `--- LABEL_A` and `+++ LABEL_B`, then hunks
 * `@@ -start,count +start,count @@` with `context` unchanged lines around each change. '' when equal.
 */
export function unifiedDiff(a: string, b: string, labelA: string, labelB: string, context = 3): string {
  const split = (s: string) => (s === '' ? [] : s.split('\n'));
  const lines = diffLines(split(a), split(b));
  if (lines.every((l) => l.op === ' ')) return '';
  const out = [`--- ${labelA}`, `+++ ${labelB}`];
  // Positions (1-based) in each text of every line of the difference.
  const posA: number[] = [];
  const posB: number[] = [];
  let ia = 0;
  let ib = 0;
  for (const l of lines) {
    posA.push(ia + 1);
    posB.push(ib + 1);
    if (l.op !== '+') ia++;
    if (l.op !== '-') ib++;
  }
  let k = 0;
  while (k < lines.length) {
    if ((lines[k] as DiffLine).op === ' ') {
      k++;
      continue;
    }
    // A hunk: from `context` lines before this change to `context` lines after the last change within reach.
    const start = Math.max(0, k - context);
    let end = k;
    let last = k;
    while (end < lines.length && end - last <= 2 * context) {
      if ((lines[end] as DiffLine).op !== ' ') last = end;
      end++;
    }
    const stop = Math.min(lines.length, last + context + 1);
    const hunk = lines.slice(start, stop);
    const countA = hunk.filter((l) => l.op !== '+').length;
    const countB = hunk.filter((l) => l.op !== '-').length;
    const fromA = countA === 0 ? (posA[start] as number) - 1 : (posA[start] as number);
    const fromB = countB === 0 ? (posB[start] as number) - 1 : (posB[start] as number);
    out.push(`@@ -${fromA},${countA} +${fromB},${countB} @@`);
    for (const l of hunk) out.push(`${l.op}${l.text}`);
    k = stop;
  }
  return `${out.join('\n')}\n`;
}
