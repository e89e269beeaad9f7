import { similarity } from './similarity';
import { diffLines } from './unifiedDiff';
import { runFormTests, type RunFormTestsOptions } from './runFormTests';
import type { FormTestScenario, OutputsJson, ScenarioResult } from './types';

/** A report sentence that changed: what the older version wrote and what the newer writes in its place. */
export interface ChangedSentence {
  readonly from: string;
  readonly to: string;
}

/** A value at an openEHR FLAT path that both versions write, differently. */
export interface ChangedPath {
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}

/** What changes for one scenario of the older version when it runs on the newer one. */
export interface ScenarioImpact {
  readonly name: string;
  /** Why the scenario did not run to its end on either version (a loop, a hung script, a step the form lacks). */
  readonly oldFailure?: string;
  readonly newFailure?: string;
  readonly report: {
    readonly added: readonly string[];
    readonly removed: readonly string[];
    readonly changed: readonly ChangedSentence[];
  };
  readonly codes: { readonly added: readonly string[]; readonly removed: readonly string[] };
  readonly openEhr: {
    readonly added: readonly string[];
    readonly removed: readonly string[];
    readonly changed: readonly ChangedPath[];
  };
  /** True when anything above differs (or the scenario runs on one version only). */
  readonly changes: boolean;
}

/** Options of {@link versionImpact}: each version's script, and the runner's options. */
export interface VersionImpactOptions extends Omit<RunFormTestsOptions, 'onResult'> {
  readonly oldScript?: string;
  readonly newScript?: string;
}

/** A report as sentences: each line split after `.`, `!` or `?` followed by a space; empty ones dropped. */
export function reportSentences(report: string): string[] {
  return report
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The codes of a codes output (`A|B;C`, sections by the spacer) as a list. */
function codeList(codes: unknown): string[] {
  return typeof codes === 'string'
    ? codes
        .split(/[|;\n]/)
        .map((c) => c.trim())
        .filter((c) => c !== '')
    : [];
}

/** Two sentences are one, changed, when they share at least half their words or begin with the same two. */
function alike(a: string, b: string): boolean {
  if (similarity(a, b) >= 0.5) return true;
  const first = (s: string) => s.toLowerCase().split(/\s+/).slice(0, 2).join(' ');
  return a.split(/\s+/).length > 2 && b.split(/\s+/).length > 2 && first(a) === first(b);
}

/**
 * Sentences added, removed and changed from one report to another: the sentence-level difference, where a
 * removed sentence and an added one in its place that share at least half their words, or their first two
 * words (of three or more), are one changed sentence.
 */
export function sentenceChanges(before: string, after: string): ScenarioImpact['report'] {
  const lines = diffLines(reportSentences(before), reportSentences(after));
  const added: string[] = [];
  const removed: string[] = [];
  const changed: ChangedSentence[] = [];
  for (let i = 0; i < lines.length;) {
    const gone: string[] = [];
    const come: string[] = [];
    while (i < lines.length && lines[i]?.op === '-') gone.push((lines[i++] as { text: string }).text);
    while (i < lines.length && lines[i]?.op === '+') come.push((lines[i++] as { text: string }).text);
    if (gone.length === 0 && come.length === 0) {
      i++;
      continue;
    }
    // A removed sentence and an added one that share most of their words are one sentence, changed.
    const taken = new Set<number>();
    for (const from of gone) {
      const k = come.findIndex((to, j) => !taken.has(j) && alike(from, to));
      if (k < 0) removed.push(from);
      else {
        taken.add(k);
        changed.push({ from, to: come[k] as string });
      }
    }
    added.push(...come.filter((_, j) => !taken.has(j)));
  }
  return { added, removed, changed };
}

/** The impact of one scenario from its outputs on each version. */
export function outputsImpact(name: string, before: OutputsJson, after: OutputsJson): ScenarioImpact {
  const report = sentenceChanges(String(before.report ?? ''), String(after.report ?? ''));
  const oldCodes = codeList(before.codes);
  const newCodes = codeList(after.codes);
  const codes = {
    added: newCodes.filter((c) => !oldCodes.includes(c)),
    removed: oldCodes.filter((c) => !newCodes.includes(c)),
  };
  const a = (before.openEhr ?? {}) as Record<string, unknown>;
  const b = (after.openEhr ?? {}) as Record<string, unknown>;
  const openEhr = {
    added: Object.keys(b).filter((p) => !Object.hasOwn(a, p)),
    removed: Object.keys(a).filter((p) => !Object.hasOwn(b, p)),
    changed: Object.keys(a)
      .filter((p) => Object.hasOwn(b, p) && JSON.stringify(a[p]) !== JSON.stringify(b[p]))
      .map((path) => ({ path, from: a[path], to: b[path] })),
  };
  const count =
    report.added.length +
    report.removed.length +
    report.changed.length +
    codes.added.length +
    codes.removed.length +
    openEhr.added.length +
    openEhr.removed.length +
    openEhr.changed.length;
  return { name, report, codes, openEhr, changes: count > 0 };
}

const reasonOf = (r: ScenarioResult | undefined): string | undefined =>
  r === undefined
    ? 'the scenario did not run'
    : r.actual
      ? r.failure?.reason
      : (r.failure?.reason ?? 'the run did not finish');

/**
 * Version impact (issue 15, "what changes for the radiologist"): runs the older version's scenarios on the
 * older and the newer spec and says, per scenario, which report sentences are added, removed or changed,
 * which codes come and go, and which openEHR paths are added, removed or change value. Expectations are
 * not consulted: it compares the two versions' outputs with each other.
 */
export async function versionImpact(
  oldSpec: string,
  newSpec: string,
  scenarios: readonly FormTestScenario[],
  options: VersionImpactOptions = {},
): Promise<ScenarioImpact[]> {
  const { oldScript, newScript, ...runOptions } = options;
  const before = await runFormTests(oldSpec, oldScript, scenarios, runOptions);
  const after = await runFormTests(newSpec, newScript, scenarios, runOptions);
  const empty = { added: [], removed: [], changed: [] };
  return before.results.map((old) => {
    const next = after.results.find((r) => r.name === old.name);
    const oldFailure = old.actual ? undefined : reasonOf(old);
    const newFailure = next?.actual ? undefined : reasonOf(next);
    if (!old.actual || !next?.actual) {
      return {
        name: old.name,
        ...(oldFailure ? { oldFailure } : {}),
        ...(newFailure ? { newFailure } : {}),
        report: empty,
        codes: { added: [], removed: [] },
        openEhr: empty,
        changes: Boolean(old.actual) !== Boolean(next?.actual),
      };
    }
    return outputsImpact(old.name, old.actual, next.actual);
  });
}
