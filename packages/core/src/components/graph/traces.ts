/**
 * The Graph's data as the chart gets it (docs/components.md#graph): the traces of the data property (a
 * list, or what its formula returned) cleaned so a bad formula result gives a blank chart and a clear
 * problem instead of a broken form, plus the image-capture constants of §9.2 and §9.3.
 */

/** Capture the chart this long after a change (§9.2). */
export const GRAPH_CAPTURE_DELAY_MS = 100;
/** Retry the capture this often until the chart is ready (§4.11, §9.2). */
export const GRAPH_CAPTURE_RETRY_MS = 500;
/** Default scale of the stored PNG, and the scale used when storeImageScale is unusable (§9.3). */
export const GRAPH_STORE_SCALE = 1.5;
export const GRAPH_STORE_SCALE_FALLBACK = 1.25;
/** The trace types the Graph draws (§3.5); a trace without a type is a scatter. */
export const GRAPH_TRACE_TYPES = ['scatter', 'bar', 'pie'] as const;

/** One trace ready for the chart library: plain JSON, numbers finite or null. */
export type ChartTrace = Readonly<Record<string, unknown>>;

/** The traces to draw and what was wrong with the data (empty when nothing was). */
export interface GraphData {
  readonly traces: readonly ChartTrace[];
  readonly problems: readonly string[];
}

const ARRAY_KEYS = ['x', 'y', 'values', 'labels'] as const;

function cleanValues(raw: unknown[], where: string, problems: string[]): unknown[] {
  let bad = 0;
  const out = raw.map((v) => {
    if (typeof v === 'number' && !Number.isFinite(v)) {
      bad++;
      return null; // a gap in the chart, as for an empty value
    }
    return v === undefined || v === '' ? null : v;
  });
  if (bad > 0)
    problems.push(`Graph data: ${where} holds ${bad} value${bad === 1 ? '' : 's'} that are not numbers`);
  return out;
}

/**
 * The traces of a Graph's data. Anything but a list gives no traces and a problem; entries that are not
 * objects are skipped with a problem; a trace of an unknown type, or whose x, y, values or labels is not a
 * list (the engine has already evaluated the formulas written in a trace's fields: formula text here came
 * from elsewhere, a script), is skipped with a problem;
 * NaN and infinite numbers in x, y, values or labels become gaps (null) with a problem; a pie's x and y
 * become its labels and values when it has none (so one data shape serves all three types).
 */
export function graphTraces(data: unknown): GraphData {
  const problems: string[] = [];
  if (data === undefined || data === null || data === '') return { traces: [], problems };
  if (!Array.isArray(data)) {
    problems.push('Graph data is not a list of traces');
    return { traces: [], problems };
  }
  const traces: ChartTrace[] = [];
  data.forEach((entry: unknown, i) => {
    const where = `trace ${i + 1}`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`Graph data: ${where} is not an object`);
      return;
    }
    const t: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
    const type = t.type ?? 'scatter';
    if (!(GRAPH_TRACE_TYPES as readonly unknown[]).includes(type)) {
      problems.push(`Graph data: ${where} has the unknown type ${JSON.stringify(type)}`);
      return;
    }
    t.type = type;
    for (const key of ARRAY_KEYS) {
      const v = t[key];
      if (v === undefined) continue;
      if (!Array.isArray(v)) {
        // Drawing the trace without it would plot made-up positions (plotly numbers the points 0, 1, 2).
        problems.push(
          typeof v === 'string' && /^:?=/.test(v)
            ? `Graph data: ${where}.${key} is formula text that was not evaluated, not a list`
            : `Graph data: ${where}.${key} is not a list`,
        );
        return;
      }
      t[key] = cleanValues(v, `${where}.${key}`, problems);
    }
    if (type === 'pie') {
      if (t.values === undefined && t.y !== undefined) t.values = t.y;
      if (t.labels === undefined && t.x !== undefined) t.labels = t.x;
    }
    traces.push(t);
  });
  return { traces, problems };
}

/** The scale of the stored PNG: storeImageScale when it is a positive number, 1.5 when unset, else 1.25. */
export function graphStoreScale(storeImageScale: unknown): number {
  if (storeImageScale === undefined || storeImageScale === null) return GRAPH_STORE_SCALE;
  return typeof storeImageScale === 'number' && Number.isFinite(storeImageScale) && storeImageScale > 0
    ? storeImageScale
    : GRAPH_STORE_SCALE_FALLBACK;
}
