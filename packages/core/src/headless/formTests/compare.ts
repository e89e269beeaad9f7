import {
  EXPECT_KEYS,
  type ExpectKey,
  type Expectations,
  type OutputDifference,
  type OutputsJson,
} from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The actual value cut to the shape of the expected one (docs/form-tests.md#what-a-scenario-may-expect: objects are compared by the keys
 * given, the rest ignored): an object keeps the expected keys it has, a list keeps its length with each
 * entry cut to the expected entry at its place; anything else is itself.
 */
export function projectActual(actual: unknown, expected: unknown): unknown {
  if (isObject(expected) && isObject(actual)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(expected))
      if (Object.hasOwn(actual, key)) out[key] = projectActual(actual[key], expected[key]);
    return out;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return actual.map((a, i) => (i < expected.length ? projectActual(a, expected[i]) : a));
  }
  return actual;
}

/**
 * The first path where an actual value fails its expectation (objects by the keys given, lists entry by
 * entry and of the same length, anything else equal as JSON), or undefined when it holds.
 */
export function firstMismatch(expected: unknown, actual: unknown, path: string): string | undefined {
  if (isObject(expected)) {
    if (!isObject(actual)) return path;
    for (const key of Object.keys(expected)) {
      const at = `${path}.${key}`;
      if (!Object.hasOwn(actual, key)) return at;
      const inner = firstMismatch(expected[key], actual[key], at);
      if (inner !== undefined) return inner;
    }
    return undefined;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return path;
    const n = Math.min(expected.length, actual.length);
    for (let i = 0; i < n; i++) {
      const inner = firstMismatch(expected[i], actual[i], `${path}[${i}]`);
      if (inner !== undefined) return inner;
    }
    return expected.length === actual.length ? undefined : `${path}[${n}]`;
  }
  return sameValue(expected, actual) ? undefined : path;
}

/** Equal as the JSON output writes them: numbers by value (1 and 1.0 alike), absent and null alike. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The texts of `reportContains` that the report does not contain. */
export function missingFromReport(expected: readonly string[], report: string): string[] {
  return expected.filter((t) => !report.includes(t));
}

/**
 * Compares the expectations of a scenario with the outputs of a run (as renderJson writes them) and
 * returns every expectation that fails, in the order of docs/form-tests.md's list.
 */
export function compareOutputs(expect: Expectations, actual: OutputsJson): OutputDifference[] {
  const out: OutputDifference[] = [];
  for (const key of EXPECT_KEYS) {
    if (!Object.hasOwn(expect, key)) continue;
    const expected = expect[key];
    if (key === 'reportContains') {
      const report = typeof actual.report === 'string' ? actual.report : '';
      const texts = (expected as readonly string[]) ?? [];
      const missing = missingFromReport(texts, report);
      if (missing.length > 0) {
        const first = texts.indexOf(missing[0] as string);
        out.push({
          output: key,
          expected,
          actual: texts.filter((t) => !missing.includes(t)),
          path: `reportContains[${first}]`,
        });
      }
      continue;
    }
    const value = actual[key];
    const path = firstMismatch(expected, value, key);
    if (path !== undefined)
      out.push({ output: key as ExpectKey, expected, actual: projectActual(value, expected), path });
  }
  return out;
}
