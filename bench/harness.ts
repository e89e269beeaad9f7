/**
 * The benchmark harness: every bench compares our code with a peer or baseline in the same run, since the
 * machines are shared and noisy and only ratios are stable. Each `*.bench.ts` exports `run()`.
 */

/** One line of the results table. */
export interface BenchRow {
  readonly bench: string;
  readonly case: string;
  /** Our figure, in `unit`. */
  readonly ours: number;
  /** The peer's or baseline's figure, in `unit` (undefined when a target is absolute, e.g. compile time). */
  readonly baseline?: number;
  readonly unit: string;
  /** How the target reads, e.g. '≥ 3× faster than jsep' or '≤ 3× bare yaml'. */
  readonly target: string;
  /** Whether the target is met. */
  readonly met: boolean;
  readonly note?: string;
}

/** Median time in milliseconds of `fn` over `iterations` runs, after `warmup` runs. */
export function medianMs(fn: () => unknown, iterations = 20, warmup = 3): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/**
 * Runs two functions alternately (ours, baseline, ours, …) so both see the same machine load, and
 * returns each one's median in milliseconds.
 */
export function sideBySide(
  ours: () => unknown,
  baseline: () => unknown,
  iterations = 20,
  warmup = 3,
): { ours: number; baseline: number } {
  for (let i = 0; i < warmup; i++) {
    ours();
    baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let t0 = performance.now();
    ours();
    a.push(performance.now() - t0);
    t0 = performance.now();
    baseline();
    b.push(performance.now() - t0);
  }
  const med = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
  return { ours: med(a), baseline: med(b) };
}
