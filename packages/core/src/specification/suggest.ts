/**
 * The allowed name closest to a misspelt one (`lable` → `label`), or undefined when none is close: at most
 * a third of the letters differ (and at most 3). Case differences count half, since `Label` for `label` is
 * the commonest slip.
 */
export function nearestName(name: string, allowed: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of allowed) {
    if (Math.abs(candidate.length - name.length) > limit) continue;
    const score = distance(name, candidate);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return bestScore <= limit ? best : undefined;
}

/** Levenshtein distance with adjacent swaps and half-cost case changes. */
function distance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const ca = a[i - 1] as string;
      const cb = b[j - 1] as string;
      const subst = ca === cb ? 0 : ca.toLowerCase() === cb.toLowerCase() ? 0.5 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + subst);
      if (i > 1 && j > 1 && ca === b[j - 2] && a[i - 2] === cb) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = d;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
