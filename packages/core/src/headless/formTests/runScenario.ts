import type { Diagnostic } from '../../diagnostics';
import {
  applyStep,
  createForm,
  ManualClock,
  type ActionStep,
  type FormSnapshot,
  type ScriptRunner,
} from '../../engine';
import { collectOutputs } from '../../output';
import type { FormSpec } from '../../specification';
import { renderJson } from '../jsonOutputs';
import { checkStepTarget } from '../parseActionsFile';
import { HEADLESS_START, STEP_CODES } from '../runHeadless';
import type { FailureKind, FormTestScenario, OutputsJson } from './types';

/** What {@link runScenario} needs beside the scenario. */
export interface ScenarioRunInput {
  readonly spec: FormSpec;
  /** The spec's own diagnostics, listed first in the outputs' `diagnostics` (as formwright render does). */
  readonly specDiagnostics: readonly Diagnostic[];
  /** A fresh script runner for this run (a script keeps state between calls). */
  readonly script?: ScriptRunner;
  /** The name a bad step's message starts with (`FILE: scenario "NAME"`). */
  readonly file: string;
  /** Keep the outputs after the start and after every action (to find where a run diverged). */
  readonly trace?: boolean;
  /** Stop with a timeout failure once the run took longer (checked after each step). */
  readonly timeoutMs: number;
}

/** The end of one scenario's run: outputs (and the trace), or why it stopped. */
export type ScenarioRun =
  | {
      readonly kind: 'ran';
      readonly outputs: OutputsJson;
      readonly snapshot: FormSnapshot;
      /** Outputs after the start (index 0) and after each action k (index k), when traced. */
      readonly trace: readonly OutputsJson[];
      /** A loop or a hung script seen while running: the scenario fails with it. */
      readonly failure?: { readonly kind: FailureKind; readonly reason: string };
    }
  | {
      readonly kind: 'bad-step';
      readonly error: Diagnostic;
      readonly step: number;
      /** Outputs up to the step before, when traced. */
      readonly trace: readonly OutputsJson[];
    }
  | { readonly kind: 'stopped'; readonly failure: { readonly kind: FailureKind; readonly reason: string } };

/**
 * Runs one scenario as `formwright render` runs an actions file (runHeadless): the form starts on a
 * ManualClock at HEADLESS_START, the scenario's saved state and provider data are applied, then each
 * action, every one settled with its timers flushed and its target checked just before it runs. Its
 * outputs are renderJson's, with each diagnostic an action raised marked with that action's number.
 */
export function runScenario(scenario: FormTestScenario, input: ScenarioRunInput): ScenarioRun {
  const started = Date.now();
  const clock = new ManualClock(Date.parse(HEADLESS_START));
  const store = createForm(input.spec, { clock, ...(input.script ? { script: input.script } : {}) });
  const trace: OutputsJson[] = [];
  const steps = new Map<Diagnostic, number>();
  const json = (snapshot: FormSnapshot): OutputsJson => {
    const outputs = collectOutputs(snapshot);
    return renderJson(outputs, [...input.specDiagnostics, ...outputs.diagnostics], steps) as OutputsJson;
  };
  const settle = () => {
    clock.runAll();
    store.flush();
  };
  try {
    store.mount();
    settle();
    const start: ActionStep[] = [];
    if (scenario.state !== undefined) start.push({ setState: scenario.state } as ActionStep);
    if (scenario.providers !== undefined) start.push({ providers: scenario.providers } as ActionStep);
    for (const step of start) {
      applyStep(store, step);
      settle();
    }
    if (input.trace) trace.push(json(store.getSnapshot()));
    for (let i = 0; i < scenario.actions.length; i++) {
      const step = scenario.actions[i] as ActionStep;
      const before = store.getSnapshot();
      const error = checkStepTarget(step, i + 1, input.file, before);
      if (error) return { kind: 'bad-step', error, step: i + 1, trace };
      const known = new Set(before.diagnostics);
      applyStep(store, step);
      settle();
      for (const d of store.getSnapshot().diagnostics) {
        if (!known.has(d) && d.origin === 'none' && STEP_CODES.has(d.code) && !steps.has(d))
          steps.set(d, i + 1);
      }
      if (input.trace) trace.push(json(store.getSnapshot()));
      const took = Date.now() - started;
      if (took > input.timeoutMs && i + 1 < scenario.actions.length) {
        return {
          kind: 'stopped',
          failure: {
            kind: 'timeout',
            reason: `the run took ${took} ms after action ${i + 1}; the limit is ${input.timeoutMs} ms`,
          },
        };
      }
    }
    const snapshot = store.getSnapshot();
    const outputs = json(snapshot);
    const failure = runFailure(snapshot.diagnostics);
    return { kind: 'ran', outputs, snapshot, trace, ...(failure ? { failure } : {}) };
  } catch (err) {
    // The engine reports its failures as diagnostics; anything thrown is a defect, still one scenario's only.
    const detail = err instanceof Error ? err.message : String(err);
    return {
      kind: 'stopped',
      failure: { kind: 'crash', reason: `the run stopped with an error: ${detail}` },
    };
  } finally {
    store.dispose();
  }
}

/**
 * A loop or a hung script among a run's diagnostics, as the reason the scenario fails: the calculation
 * loop limits of docs/engine.md#the-calculation (`loop-error`, `runaway`) and a script call interrupted at its deadline or
 * out of memory (`script-run`).
 */
export function runFailure(
  diagnostics: readonly Diagnostic[],
): { kind: FailureKind; reason: string } | undefined {
  for (const d of diagnostics) {
    if (d.code === 'loop-error' || d.code === 'runaway')
      return { kind: 'loop', reason: `the form loops: ${d.message}` };
  }
  for (const d of diagnostics) {
    if (
      (d.code === 'script-run' || d.code === 'script-run-build') &&
      /did not finish within|ran out of memory/.test(d.message)
    ) {
      return { kind: 'hang', reason: `the script hangs: ${d.message}` };
    }
  }
  return undefined;
}
