import { createDiagnostic, type Diagnostic } from '../../diagnostics';
import type { ScriptRunner } from '../../engine';
import { createScriptRunner } from '../../engine/script';
import type { FormSpec } from '../../specification';
import { loadForm } from '../loadForm';
import { HEADLESS_START } from '../runHeadless';
import { compareOutputs } from './compare';
import { differencesText } from './differenceText';
import { divergedAfter } from './divergence';
import { runScenario, type ScenarioRun } from './runScenario';
import type { FailureKind, FormTestScenario, OutputsJson, ScenarioResult } from './types';

/** Options of {@link runFormTests}. */
export interface RunFormTestsOptions {
  /** The tests file's name, at the start of a bad step's message (default `tests`). */
  readonly file?: string;
  /** Run only the scenarios with these names (default: all). */
  readonly only?: readonly string[];
  /** Time one script call may take before it is interrupted (default: the sandbox's 100 ms). */
  readonly scriptDeadlineMs?: number;
  /** A scenario that runs longer than this fails with a timeout (default 10,000 ms; checked between actions). */
  readonly timeoutMs?: number;
  /** Called after each scenario (the designer shows results as they come). */
  readonly onResult?: (result: ScenarioResult) => void;
  /**
   * Stops before the next scenario once `aborted` (an AbortSignal fits; the designer reruns on every edit);
   * the run then says `cancelled`.
   */
  readonly signal?: { readonly aborted: boolean };
  /**
   * Data providers the site defines beside the built-in ones (the designer's and the server's list), so a
   * form reading `dataarg: SmokingHistory.…` runs in its tests as it does in the preview (docs/form-tests.md).
   */
  readonly knownProviders?: readonly string[];
}

/** The results of a form's tests. */
export interface FormTestsRun {
  readonly results: readonly ScenarioResult[];
  readonly passed: number;
  readonly failed: number;
  /** The spec's diagnostics (and the script's, when it does not parse); fatal ones fail every scenario. */
  readonly formDiagnostics: readonly Diagnostic[];
  /** True when `signal` stopped the run before every scenario ran. */
  readonly cancelled: boolean;
}

/** The default limit of one scenario's run. */
export const SCENARIO_TIMEOUT_MS = 10_000;

/** A form prepared once for many scenarios: the parsed spec and a maker of fresh script runners. */
interface PreparedForm {
  readonly spec?: FormSpec;
  readonly diagnostics: readonly Diagnostic[];
  readonly makeScript: () => Promise<ScriptRunner | undefined>;
}

async function prepare(
  specText: string,
  script: string | undefined,
  deadlineMs?: number,
  knownProviders?: readonly string[],
): Promise<PreparedForm> {
  const runOptions = {
    now: () => Date.parse(HEADLESS_START),
    ...(deadlineMs === undefined ? {} : { deadlineMs }),
  };
  // The one loader of a form (loadForm, readFormText's rule for a script that does not parse): the form
  // still runs unless its specification cannot; then the script's diagnostics follow the specification's.
  const loaded = await loadForm(specText, script, {
    run: runOptions,
    ...(knownProviders ? { knownProviders } : {}),
  });
  const load = async () =>
    script === undefined || script.trim() === '' ? undefined : createScriptRunner(script, runOptions);
  // The runner loaded to learn the script's functions serves the first scenario: nothing has called it yet.
  let spare: ScriptRunner | undefined = loaded.runner;
  const makeScript = async () => {
    const runner = spare ?? (await load());
    spare = undefined;
    return runner;
  };
  if (!loaded.runnable) return { diagnostics: loaded.diagnostics, makeScript };
  return { spec: loaded.runnable, diagnostics: loaded.specDiagnostics, makeScript };
}

/**
 * Runs a form's test scenarios (docs/form-tests.md): the spec is parsed once, then each scenario runs on a
 * fresh form (and a fresh script sandbox) as `formwright render` runs an actions file, and its outputs
 * are compared with its expectations as the JSON output writes them (docs/form-tests.md). A failing
 * scenario gets the unified difference of each failing output and, when it can be told, the action after
 * which the outputs diverged. A scenario whose form loops, whose script hangs, or whose step names what
 * the form does not have fails with that reason; the others still run. Runs wherever core runs.
 */
export async function runFormTests(
  specText: string,
  script: string | undefined,
  scenarios: readonly FormTestScenario[],
  options: RunFormTestsOptions = {},
): Promise<FormTestsRun> {
  const form = await prepare(specText, script, options.scriptDeadlineMs, options.knownProviders);
  const results: ScenarioResult[] = [];
  let cancelled = false;
  for (const scenario of scenarios) {
    if (options.only && !options.only.includes(scenario.name)) continue;
    if (options.signal?.aborted) {
      cancelled = true;
      break;
    }
    const result = await runOne(form, scenario, options);
    results.push(result);
    options.onResult?.(result);
  }
  const passed = results.filter((r) => r.passed).length;
  return { results, passed, failed: results.length - passed, formDiagnostics: form.diagnostics, cancelled };
}

/** The outputs of a scenario step by step, or why it stopped (see {@link traceFormTest}). */
export interface FormTestTrace {
  readonly outputs: readonly OutputsJson[];
  readonly failure?: { readonly kind: FailureKind; readonly reason: string };
}

/**
 * The outputs of one scenario after the form start (index 0) and after each action k (index k), as the
 * JSON output writes them: for replaying a scenario step by step (the designer's Tests tab). A run that
 * stops (a bad step, a form that cannot run) gives the outputs it reached and the reason.
 */
export async function traceFormTest(
  specText: string,
  script: string | undefined,
  scenario: FormTestScenario,
  options: Pick<RunFormTestsOptions, 'file' | 'scriptDeadlineMs' | 'timeoutMs' | 'knownProviders'> = {},
): Promise<FormTestTrace> {
  const form = await prepare(specText, script, options.scriptDeadlineMs, options.knownProviders);
  if (!form.spec) return { outputs: [], failure: invalidForm(form.diagnostics) };
  const runner = await form.makeScript();
  const run = runScenario(scenario, {
    spec: form.spec,
    specDiagnostics: form.diagnostics,
    ...(runner ? { script: runner } : {}),
    file: `${options.file ?? 'tests'}: scenario ${JSON.stringify(scenario.name)}`,
    trace: true,
    timeoutMs: options.timeoutMs ?? SCENARIO_TIMEOUT_MS,
  });
  if (run.kind === 'ran') return { outputs: run.trace, ...(run.failure ? { failure: run.failure } : {}) };
  if (run.kind === 'bad-step')
    return { outputs: run.trace, failure: { kind: 'bad-step', reason: run.error.message } };
  return { outputs: [], failure: run.failure };
}

/** The failure of every scenario of a form that cannot run, naming its first error and where it is. */
function invalidForm(diagnostics: readonly Diagnostic[]): { kind: FailureKind; reason: string } {
  const first = diagnostics.find((d) => d.severity === 'error');
  const where = first ? ` at line ${first.line}, column ${first.column}` : '';
  return {
    kind: 'form-invalid',
    reason: `the form cannot run: ${first?.code ?? 'error'} ${first?.message ?? ''}${where}`.trim(),
  };
}

/** Runs one scenario of a prepared form and judges it. */
async function runOne(
  form: PreparedForm,
  scenario: FormTestScenario,
  options: RunFormTestsOptions,
): Promise<ScenarioResult> {
  const started = Date.now();
  const file = `${options.file ?? 'tests'}: scenario ${JSON.stringify(scenario.name)}`;
  const base = { name: scenario.name, differences: [], diff: '', diagnostics: [] as Diagnostic[] };
  const done = (r: Omit<ScenarioResult, 'durationMs'>): ScenarioResult => ({
    ...r,
    durationMs: Date.now() - started,
  });
  if (!form.spec) {
    return done({ ...base, passed: false, failure: invalidForm(form.diagnostics) });
  }
  const run = async (trace: boolean): Promise<ScenarioRun> => {
    const script = await form.makeScript();
    return runScenario(scenario, {
      spec: form.spec as FormSpec,
      specDiagnostics: form.diagnostics,
      ...(script ? { script } : {}),
      file,
      trace,
      timeoutMs: options.timeoutMs ?? SCENARIO_TIMEOUT_MS,
    });
  };
  const result = await run(false);
  if (result.kind === 'stopped') return done({ ...base, passed: false, failure: result.failure });
  if (result.kind === 'bad-step') {
    const place = scenario.places?.steps[result.step - 1];
    const error = { ...result.error, ...(place ?? {}), path: [result.step - 1] } as Diagnostic;
    delete (error as { origin?: unknown }).origin;
    return done({
      ...base,
      passed: false,
      failure: { kind: 'bad-step', reason: error.message },
      diagnostics: [error],
    });
  }
  const diagnostics = unknownValueIds(
    scenario,
    result.outputs,
    (id) => result.snapshot.components.has(id),
    options.file ?? 'tests',
  );
  const differences = compareOutputs(scenario.expect, result.outputs);
  const passed = !result.failure && differences.length === 0 && diagnostics.length === 0;
  let diverged: number | undefined;
  if (differences.length > 0) {
    const traced = await run(true);
    if (traced.kind === 'ran') diverged = divergedAfter(differences, traced.trace);
  }
  return done({
    ...base,
    passed,
    ...(result.failure ? { failure: result.failure } : {}),
    differences,
    ...(diverged === undefined ? {} : { divergedAfter: diverged }),
    diff: differencesText(differences),
    actual: result.outputs,
    diagnostics,
  });
}

/** Ids in `expect.values` that are no component of the form at the end of the run, each located at `values`. */
function unknownValueIds(
  scenario: FormTestScenario,
  outputs: OutputsJson,
  exists: (id: string) => boolean,
  file: string,
): Diagnostic[] {
  const values = scenario.expect.values;
  if (typeof values !== 'object' || values === null) return [];
  const actual = (outputs.values ?? {}) as Record<string, unknown>;
  const place = scenario.places?.expect.values;
  return Object.keys(values)
    .filter((id) => !Object.hasOwn(actual, id) && !exists(id))
    .map((id) =>
      createDiagnostic('tests-unknown-component', {
        params: { file, scenario: JSON.stringify(scenario.name), key: 'expect.values', id },
        path: ['expect', 'values', id],
        ...(place ? { range: place } : {}),
      }),
    );
}
