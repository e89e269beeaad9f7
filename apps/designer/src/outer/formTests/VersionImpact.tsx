/**
 * "What changes for the radiologist" (issue 15, version impact) for the versions dialog: pick two versions
 * of a form; the older version's form tests run on both, and each scenario says which report sentences,
 * codes and openEHR paths change. Expectations are not used: the two versions are compared with each other.
 */
import { useState } from 'react';
import type { ScenarioImpact } from '@formwright/core/headless';
import type { StoredForm } from '../api/formRepository';
import { impactLines, impactSummary } from './impactText';

/** The panel's heading. */
export const IMPACT_HEADING = 'What changes for the radiologist';

/** Props of VersionImpact. */
export interface VersionImpactProps {
  /** The form's save-versions, any order. */
  readonly versions: readonly number[];
  /** Loads one version of the form (the form repository's get). */
  readonly load: (version: number) => Promise<StoredForm>;
}

type Outcome =
  | { readonly kind: 'impact'; readonly impacts: readonly ScenarioImpact[] }
  | { readonly kind: 'message'; readonly text: string };

/** Runs the older version's scenarios on both versions (core's versionImpact, loaded on first use). */
export async function compareVersions(older: StoredForm, newer: StoredForm): Promise<Outcome> {
  const { parseFormTests, versionImpact } = await import('@formwright/core/headless');
  const tests = parseFormTests(older.Tests ?? '');
  if (tests.scenarios.length === 0)
    return { kind: 'message', text: `Version ${older.Version} has no form tests to compare with.` };
  // A form kept in the browser (local mode) may have been saved without a script.
  const scriptOf = (t: StoredForm) => (t.Template.JsCode?.trim() ? t.Template.JsCode : undefined);
  const oldScript = scriptOf(older);
  const newScript = scriptOf(newer);
  const impacts = await versionImpact(older.Template.Yaml, newer.Template.Yaml, tests.scenarios, {
    ...(oldScript ? { oldScript } : {}),
    ...(newScript ? { newScript } : {}),
  });
  return { kind: 'impact', impacts };
}

/** The version-impact panel. */
export function VersionImpact({ versions, load }: VersionImpactProps) {
  const sorted = [...versions].sort((a, b) => a - b);
  const [older, setOlder] = useState(sorted[sorted.length - 2] ?? sorted[0]);
  const [newer, setNewer] = useState(sorted[sorted.length - 1]);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  if (sorted.length < 2) return null;

  const compare = async () => {
    if (older === undefined || newer === undefined) return;
    setBusy(true);
    try {
      const [a, b] = await Promise.all([load(Math.min(older, newer)), load(Math.max(older, newer))]);
      setOutcome(await compareVersions(a, b));
    } catch (error) {
      setOutcome({ kind: 'message', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const select = (label: string, value: number | undefined, set: (v: number) => void) => (
    <label>
      {label}
      <select value={value} onChange={(e) => set(Number(e.target.value))}>
        {sorted.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="fw-version-impact" aria-label={IMPACT_HEADING}>
      <h3>{IMPACT_HEADING}</h3>
      {select('Older version', older, setOlder)}
      {select('Newer version', newer, setNewer)}
      <button type="button" disabled={busy || older === newer} onClick={() => void compare()}>
        Compare
      </button>
      {outcome?.kind === 'message' ? <p role="status">{outcome.text}</p> : null}
      {outcome?.kind === 'impact' ? (
        <>
          <ul aria-label="Scenarios compared">
            {outcome.impacts.map((i) => (
              <li key={i.name}>
                <strong>{i.changes ? 'CHANGED' : 'SAME'}</strong> {i.name}
                {i.changes ? <pre>{impactLines(i).join('\n')}</pre> : null}
              </li>
            ))}
          </ul>
          <p role="status">{impactSummary(outcome.impacts)}</p>
        </>
      ) : null}
    </section>
  );
}
