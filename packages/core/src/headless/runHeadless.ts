import type { Diagnostic } from '../diagnostics';
import {
  applyStep,
  createForm,
  ManualClock,
  type ActionStep,
  type FormSnapshot,
  type ScriptRunner,
} from '../engine';
import { collectOutputs, type FormOutputs } from '../output';
import type { FormSpec } from '../specification';
import { readFormText } from '../specification/readFormText';
import { checkStepTarget } from './parseActionsFile';

/** The fixed start time of a headless run, so Today() and dates in outputs are reproducible. */
export const HEADLESS_START = '2026-01-01T00:00:00Z';

/**
 * The codes of what applying a step itself can raise, with no place in any text: an action, a saved state
 * or provider data that is ignored or malformed, and an action the engine rejects. A step's new diagnostic
 * with one of these codes and origin 'none' is that step's.
 */
export const STEP_CODES: ReadonlySet<string> = new Set([
  'action-ignored',
  'state-ignored',
  'provider-malformed',
  'provider-empty',
  'runtime-error',
  'interaction-unknown',
]);

/** What {@link runHeadless} runs. */
export interface HeadlessInput {
  /** The specification text (parsed knowing the script's functions), or a spec parsed already. */
  readonly spec: string | FormSpec;
  /** The loaded form script (createScriptRunner), if the form has one. */
  readonly script?: ScriptRunner;
  /** The steps to apply in order (parseActionsFile). */
  readonly actions?: readonly ActionStep[];
  /** The actions file's name, for the messages of a bad step. */
  readonly actionsFile?: string;
  /** The clock (default: a ManualClock at {@link HEADLESS_START}). */
  readonly clock?: ManualClock;
}

/** A run that happened: the last snapshot, every output of it, and the diagnostics of the spec and the run. */
export interface HeadlessRun {
  readonly kind: 'ran';
  readonly snapshot: FormSnapshot;
  readonly outputs: FormOutputs;
  /** The spec's diagnostics (compile findings), then the run's (snapshot and outputs). */
  readonly diagnostics: readonly Diagnostic[];
  /** The 1-based step of each diagnostic an actions-file step raised (see {@link STEP_CODES}). */
  readonly steps: ReadonlyMap<Diagnostic, number>;
}

/**
 * The result of {@link runHeadless}: a run (of a form whose errors, if any, are not fatal), a spec that
 * cannot run (its fatal errors), or a step whose target is wrong.
 */
export type HeadlessResult =
  | HeadlessRun
  | { readonly kind: 'invalid'; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: 'bad-step'; readonly error: Diagnostic };

/**
 * Runs a form headless (docs/cli.md#the-formwright-command): parses the spec, mounts the form on a ManualClock (the init
 * event), then applies each step as after real user input (its timers flushed). Each step's target is
 * checked just before it runs; a bad one stops the run with a located error naming the step. The
 * script is passed in (core's createScriptRunner), so this runs wherever core runs.
 */
export function runHeadless(input: HeadlessInput): HeadlessResult {
  const { script } = input;
  let spec: FormSpec;
  let specDiagnostics: readonly Diagnostic[];
  if (typeof input.spec === 'string') {
    // The one rule for a script that does not parse (readFormText); a form whose errors are not fatal
    // runs, as the preview shows it: its errors come with the outputs.
    const read = readFormText(input.spec, script);
    if (!read.runnable) return { kind: 'invalid', diagnostics: read.diagnostics };
    spec = read.runnable;
    // A faulty script never stops the form: once it runs, the script's diagnostics (load and run) reach
    // the snapshot through the engine, once.
    specDiagnostics = read.specDiagnostics;
  } else {
    spec = input.spec;
    specDiagnostics = [];
  }
  const clock = input.clock ?? new ManualClock(Date.parse(HEADLESS_START));
  const store = createForm(spec, { clock, ...(script ? { script } : {}) });
  try {
    store.mount();
    clock.runAll();
    const steps = new Map<Diagnostic, number>();
    const actions = input.actions ?? [];
    for (let i = 0; i < actions.length; i++) {
      const step = actions[i] as ActionStep;
      const before = store.getSnapshot();
      const error = checkStepTarget(step, i + 1, input.actionsFile ?? 'actions', before);
      if (error) return { kind: 'bad-step', error };
      const known = new Set(before.diagnostics);
      applyStep(store, step);
      clock.runAll();
      store.flush();
      // The engine's log keeps its diagnostics as they were made, so a new object is new with this step.
      for (const d of store.getSnapshot().diagnostics) {
        if (!known.has(d) && d.origin === 'none' && STEP_CODES.has(d.code) && !steps.has(d))
          steps.set(d, i + 1);
      }
    }
    const snapshot = store.getSnapshot();
    const outputs = collectOutputs(snapshot);
    // Each is reported once: the spec check owns compile errors, the snapshot only has run-time findings.
    return {
      kind: 'ran',
      snapshot,
      outputs,
      diagnostics: [...specDiagnostics, ...outputs.diagnostics],
      steps,
    };
  } finally {
    store.dispose();
  }
}
