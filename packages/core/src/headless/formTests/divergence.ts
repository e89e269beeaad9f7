import { firstMismatch, missingFromReport } from './compare';
import type { OutputDifference, OutputsJson } from './types';

/** The value at a dotted path of compareOutputs (`values.size`, `mandatory[0].id`) in an outputs object. */
function valueAt(outputs: OutputsJson, path: string): unknown {
  let value: unknown = outputs;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The first index k such that `holds` is true at every index from k to the end; undefined when it does not
 * hold at the end.
 */
function holdsFrom(count: number, holds: (k: number) => boolean): number | undefined {
  if (count === 0 || !holds(count - 1)) return undefined;
  let k = count - 1;
  while (k > 0 && holds(k - 1)) k--;
  return k;
}

/**
 * The action after which a run's outputs diverged from the expectations, from its trace (outputs after the
 * start, index 0, and after each action k): for each failing output, the step from which its wrong part
 * stayed as it ended. For a text (report, sections) that is the step that wrote a wrong line for good, or
 * that took away for good an expected line it had shown; for any other output, the step from which the
 * first differing value was what it is at the end. The earliest of these; undefined when none can be told
 * (an expected line that never showed).
 */
export function divergedAfter(
  differences: readonly OutputDifference[],
  trace: readonly OutputsJson[],
): number | undefined {
  const candidates: number[] = [];
  const n = trace.length;
  const last = trace[n - 1];
  if (!last) return undefined;
  const textAt = (k: number, path: string): string => {
    const v = valueAt(trace[k] as OutputsJson, path);
    return typeof v === 'string' ? v : '';
  };
  const textCandidates = (path: string, expectedText: string) => {
    const lines = (s: string) => new Set(s.split('\n'));
    const expectedLines = lines(expectedText);
    const finalLines = lines(textAt(n - 1, path));
    for (const line of finalLines) {
      if (expectedLines.has(line)) continue;
      const k = holdsFrom(n, (j) => lines(textAt(j, path)).has(line));
      if (k !== undefined) candidates.push(k);
    }
    for (const line of expectedLines) {
      if (finalLines.has(line)) continue;
      const shown = trace.some((_, j) => lines(textAt(j, path)).has(line));
      const k = shown ? holdsFrom(n, (j) => !lines(textAt(j, path)).has(line)) : undefined;
      if (k !== undefined) candidates.push(k);
    }
  };
  for (const d of differences) {
    if (d.output === 'report') textCandidates('report', String(d.expected));
    else if (d.output === 'reportContains') {
      for (const text of missingFromReport(d.expected as string[], textAt(n - 1, 'report'))) {
        const shown = trace.some((_, j) => textAt(j, 'report').includes(text));
        const k = shown ? holdsFrom(n, (j) => !textAt(j, 'report').includes(text)) : undefined;
        if (k !== undefined) candidates.push(k);
      }
    } else if (d.output === 'sections' && typeof d.expected === 'object' && d.expected !== null) {
      for (const [id, text] of Object.entries(d.expected as Record<string, unknown>)) {
        if (firstMismatch(text, valueAt(last, `sections.${id}`), '') !== undefined)
          textCandidates(`sections.${id}`, String(text));
      }
    } else {
      const end = JSON.stringify(valueAt(last, d.path) ?? null);
      const k = holdsFrom(n, (j) => JSON.stringify(valueAt(trace[j] as OutputsJson, d.path) ?? null) === end);
      if (k !== undefined) candidates.push(k);
    }
  }
  return candidates.length === 0 ? undefined : Math.min(...candidates);
}
