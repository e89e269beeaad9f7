/**
 * The Build tab's view of the form tests: the scenarios that fail now (a build of this version would be
 * refused with them, as the server runs the same tests first) and, for a ProviderAdmin, the build that
 * overrides them (the override is recorded in the build's manifest).
 */
import type { ScenarioResult } from '@formwright/core/headless';

/** Props of TestGate. */
export interface TestGateProps {
  readonly results: readonly ScenarioResult[];
  /** The signed-in user is a ProviderAdmin. */
  readonly canOverride: boolean;
  /** The last build was refused with this message. */
  readonly refusal: string | undefined;
  readonly onOverride: () => void;
}

/** The failing tests and the override. */
export function TestGate({ results, canOverride, refusal, onOverride }: TestGateProps) {
  const failing = results.filter((r) => !r.passed);
  if (failing.length === 0 && refusal === undefined) return null;
  return (
    <section className="fw-test-gate" aria-label="Form tests">
      {refusal ? <p role="alert">{refusal}</p> : null}
      {failing.length > 0 ? (
        <>
          <p>
            {failing.length === 1 ? '1 test fails' : `${failing.length} tests fail`}: a build runs the
            form&apos;s tests first and is refused while they fail.
          </p>
          <ul aria-label="Failing tests">
            {failing.map((r) => (
              <li key={r.name}>
                {r.name}
                {r.failure ? `: ${r.failure.reason}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canOverride && refusal ? (
        <button type="button" onClick={onOverride}>
          Build despite failing tests
        </button>
      ) : null}
    </section>
  );
}
