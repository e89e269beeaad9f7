/**
 * Version impact as lines for people (docs/form-tests.md, "Version impact"): per scenario of the older
 * version, the report sentences removed (`-`), added (`+`) and changed (`~`), the codes and the openEHR
 * paths that come, go or change, written as `formwright test OLD --against NEW` writes them.
 */
import type { ScenarioImpact } from '@formwright/core/headless';

/** The lines that say what changes in one scenario (none when nothing changes). */
export function impactLines(impact: ScenarioImpact): string[] {
  const q = (text: string) => JSON.stringify(text);
  const lines: string[] = [];
  if (impact.oldFailure) lines.push(`does not run on the older version: ${impact.oldFailure}`);
  if (impact.newFailure) lines.push(`does not run on the newer version: ${impact.newFailure}`);
  for (const s of impact.report.removed) lines.push(`report - ${q(s)}`);
  for (const s of impact.report.added) lines.push(`report + ${q(s)}`);
  for (const c of impact.report.changed) lines.push(`report ~ ${q(c.from)} -> ${q(c.to)}`);
  for (const c of impact.codes.removed) lines.push(`code - ${c}`);
  for (const c of impact.codes.added) lines.push(`code + ${c}`);
  for (const p of impact.openEhr.removed) lines.push(`openEHR - ${p}`);
  for (const p of impact.openEhr.added) lines.push(`openEHR + ${p}`);
  for (const p of impact.openEhr.changed)
    lines.push(`openEHR ~ ${p.path}: ${JSON.stringify(p.from)} -> ${JSON.stringify(p.to)}`);
  return lines;
}

/** The last line: `N unchanged, N changed`. */
export function impactSummary(impacts: readonly ScenarioImpact[]): string {
  const changed = impacts.filter((i) => i.changes).length;
  return `${impacts.length - changed} unchanged, ${changed} changed`;
}
