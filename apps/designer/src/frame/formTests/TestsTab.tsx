/**
 * The Tests tab (docs/form-tests.md): the form's scenarios with pass or fail as the background run finds
 * them; 'Record scenario' keeps the current preview session (the action log) as a new scenario with its
 * outputs accepted as expected; a failing scenario shows the difference of each output that changed, can
 * have its new outputs accepted, and can be replayed in the preview step by step. The tests text itself
 * is editable below (it is saved, exported and imported with the form).
 */
import { useState } from 'react';
import { applyStep, type FormStore, type FormTestScenario } from '@formwright/core/headless';
import type { ActionLog } from '../preview/actionLog';
import { acceptScenario, recordScenario, replaySteps } from './testsModel';
import type { FormTestsState } from './useFormTests';
import { DiffText } from './DiffText';

/** The tab's title: 'Tests', with the passed and failed counts once a run finished. */
export function testsTabTitle(run: FormTestsState): string {
  if (run.results.length === 0) return 'Tests';
  const failed = run.results.filter((r) => !r.passed).length;
  return failed === 0 ? `Tests (${run.results.length} passed)` : `Tests (${failed} failed)`;
}

/** Props of TestsTab. */
export interface TestsTabProps {
  readonly spec: string;
  readonly script: string;
  readonly tests: string;
  readonly onTestsChange: (text: string) => void;
  readonly run: FormTestsState;
  readonly log: ActionLog;
  /** The preview's store: a replay runs in it. */
  readonly store: FormStore | undefined;
  /** The site's data providers (the preview's list): tests know them as the preview does. */
  readonly providerNames?: readonly string[];
}

interface Replay {
  readonly scenario: FormTestScenario;
  /** Steps applied so far. */
  readonly at: number;
  readonly reports: readonly string[];
  readonly failure?: string;
}

/** The Tests tab. */
export function TestsTab(props: TestsTabProps) {
  const { run, tests, onTestsChange } = props;
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [replay, setReplay] = useState<Replay | undefined>(undefined);
  const failed = run.results.filter((r) => !r.passed).length;

  const record = async () => {
    const outcome = await recordScenario({
      spec: props.spec,
      script: props.script,
      tests,
      steps: props.log.steps(),
      // The preview's own `providers` steps are in the log already; a scenario-level copy would repeat them.
      knownProviders: props.providerNames ?? [],
    });
    if (outcome.ok) {
      onTestsChange(outcome.text);
      setMessage(`Recorded '${outcome.name}' (${props.log.steps().length} actions)`);
    } else setMessage(`The session could not be recorded: ${outcome.reason}`);
  };

  const startReplay = async (scenario: FormTestScenario) => {
    const steps = await replaySteps(props.spec, props.script, scenario, props.providerNames ?? []);
    const store = props.store;
    if (store) {
      store.clearState();
      if (scenario.providers !== undefined) store.setProviderData(scenario.providers);
    }
    props.log.clear();
    setReplay({
      scenario,
      at: 0,
      reports: steps.reports,
      ...(steps.failure ? { failure: steps.failure } : {}),
    });
  };

  const nextStep = () => {
    if (!replay || replay.at >= replay.scenario.actions.length) return;
    const step = replay.scenario.actions[replay.at]!;
    try {
      if (props.store) applyStep(props.store, step);
    } catch (e) {
      setMessage(`Step ${replay.at + 1} failed in the preview: ${(e as Error).message}`);
    }
    setReplay({ ...replay, at: replay.at + 1 });
  };

  return (
    <div className="fw-tests">
      <div className="fw-toolbar">
        <button type="button" onClick={() => void record()}>
          Record scenario
        </button>
        <span role="status" aria-label="Test results">
          {run.running
            ? 'Running tests...'
            : run.results.length === 0
              ? 'No scenarios yet'
              : `${run.results.length - failed} passed, ${failed} failed`}
        </span>
      </div>
      {message ? <p className="fw-hint">{message}</p> : null}
      {run.diagnostics.length > 0 ? (
        <ul className="fw-problems" aria-label="Problems in the tests">
          {run.diagnostics.map((d, i) => (
            <li key={i}>
              {d.line}:{d.column} {d.severity} {d.code} {d.message}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="fw-scenarios" aria-label="Scenarios">
        {run.results.map((r) => {
          const scenario = run.scenarios.find((s) => s.name === r.name);
          return (
            <li key={r.name} className={r.passed ? 'fw-pass' : 'fw-fail'}>
              <strong>{r.passed ? 'PASS' : 'FAIL'}</strong> {r.name}
              {r.failure ? <span>: {r.failure.reason}</span> : null}
              {!r.passed && r.divergedAfter !== undefined ? (
                <span>
                  {' '}
                  (
                  {r.divergedAfter === 0
                    ? 'diverged at the form start'
                    : `diverged after action ${r.divergedAfter}`}
                  )
                </span>
              ) : null}
              {!r.passed && r.diff !== '' ? (
                <DiffText diff={r.diff} label={`Difference of ${r.name}`} />
              ) : null}
              {!r.passed && r.actual ? (
                <button
                  type="button"
                  onClick={() => onTestsChange(acceptScenario(tests, run.results, r.name))}
                >
                  Accept outputs
                </button>
              ) : null}
              {scenario ? (
                <button type="button" onClick={() => void startReplay(scenario)}>
                  Replay
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {replay ? (
        <section className="fw-replay" aria-label="Replay">
          <p>
            Replaying '{replay.scenario.name}' in the preview: step {replay.at} of{' '}
            {replay.scenario.actions.length}
            {replay.at > 0 ? <code> {JSON.stringify(replay.scenario.actions[replay.at - 1])}</code> : null}
          </p>
          {replay.failure ? <p>{replay.failure}</p> : null}
          <pre aria-label="Report at this step">{replay.reports[replay.at] ?? ''}</pre>
          <button type="button" disabled={replay.at >= replay.scenario.actions.length} onClick={nextStep}>
            Next step
          </button>
          <button type="button" onClick={() => setReplay(undefined)}>
            Stop replay
          </button>
        </section>
      ) : null}
      <label className="fw-tests-text">
        Tests (YAML)
        <textarea
          value={tests}
          spellCheck={false}
          rows={12}
          onChange={(e) => onTestsChange(e.target.value)}
        />
      </label>
    </div>
  );
}
