/** The distinct words of a text, lower-cased (letters, digits and hyphens). */
function words(s: string): Set<string> {
  return new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w !== ''),
  );
}

/** The share of words two texts have in common (of all their distinct words), from 0 to 1. */
export function similarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  const common = [...x].filter((w) => y.has(w)).length;
  const all = new Set([...x, ...y]).size;
  return all === 0 ? 1 : common / all;
}

/** Of the candidates, the one most like `text` when at least `least` alike (by {@link similarity}). */
export function mostAlike(text: string, candidates: readonly string[], least: number): string | undefined {
  let best: string | undefined;
  let score = least;
  for (const c of candidates) {
    const s = similarity(text, c);
    if (s >= score) {
      best = c;
      score = s;
    }
  }
  return best;
}
