/**
 * The Tests tab's operations on a form's tests text (docs/form-tests.md), as pure functions over the core's
 * form-test functions: record a preview session as a new scenario with its outputs accepted as expected,
 * accept a failing scenario's outputs, and the outputs of a scenario step by step for the replay.
 */
import { parseSpec } from '@formwright/core/authoring';
import {
  acceptOutputs,
  addScenario,
  expectationsFrom,
  parseFormTests,
  traceFormTest,
  usedProviderData,
  type ActionStep,
  type FormTestScenario,
  type ScenarioResult,
} from '@formwright/core/headless';

/** The name a recorded scenario gets: 'Recorded scenario N', the first N not yet used in the file. */
export function recordedName(existing: readonly string[]): string {
  for (let n = existing.length + 1; ; n++) {
    const name = `Recorded scenario ${n}`;
    if (!existing.includes(name)) return name;
  }
}

/** What {@link recordScenario} needs: the form, the tests text so far, and the session to keep. */
export interface RecordInput {
  readonly spec: string;
  readonly script: string;
  readonly tests: string;
  /** The preview session's steps (the action log), oldest first. */
  readonly steps: readonly ActionStep[];
  /** The provider data the preview started with (kept as the scenario's `providers`). */
  readonly providers?: unknown;
  /** The scenario's name (default: {@link recordedName}). */
  readonly name?: string;
  /** The site's data providers beside the built-in ones (the preview's list). */
  readonly knownProviders?: readonly string[];
}

/** The tests text with the new scenario, or why it could not be recorded. */
export type RecordOutcome =
  | { readonly ok: true; readonly text: string; readonly name: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Records a preview session as a new scenario: its steps are run headless (a fresh form, as every test
 * run starts) and the outputs they produce become the scenario's expectations, so it passes as recorded.
 */
export async function recordScenario(input: RecordInput): Promise<RecordOutcome> {
  const parsed = parseFormTests(input.tests);
  const name = input.name ?? recordedName(parsed.scenarios.map((s) => s.name));
  const known = input.knownProviders ?? [];
  const trim = usedBy(input.spec, input.script, known);
  const scenario: FormTestScenario = {
    name,
    // Plain copies: a value shared by two steps would become a YAML alias in the tests text. Provider
    // data keeps only what the form uses, not the site's whole mock data.
    actions: (JSON.parse(JSON.stringify(input.steps)) as ActionStep[]).map((step) =>
      'providers' in step ? ({ ...step, providers: trim(step.providers) } as ActionStep) : step,
    ),
    ...(input.providers === undefined ? {} : { providers: trim(input.providers) }),
    expect: {},
  };
  const trace = await traceFormTest(input.spec, emptyToUndefined(input.script), scenario, {
    knownProviders: known,
  });
  const last = trace.outputs[trace.outputs.length - 1];
  if (trace.failure || !last) return { ok: false, reason: trace.failure?.reason ?? 'the form cannot run' };
  return { ok: true, name, text: addScenario(input.tests, { ...scenario, expect: expectationsFrom(last) }) };
}

/** Keeps of provider data what the form in `spec` uses ({@link usedProviderData}); as it is when it does not parse. */
function usedBy(spec: string, script: string, knownProviders: readonly string[]): (data: unknown) => unknown {
  const form = parseSpec(spec, { knownProviders }).runnable;
  return (data) => (form ? usedProviderData(form, data, script.trim() !== '') : data);
}

/** The tests text with the named scenario's current outputs accepted as its expectations. */
export function acceptScenario(tests: string, results: readonly ScenarioResult[], name: string): string {
  return acceptOutputs(tests, results, [name]).text;
}

/** The plain report after the form start (index 0) and after each step, and why the replay stopped. */
export interface ReplaySteps {
  readonly reports: readonly string[];
  readonly failure?: string;
}

/** The report of a scenario after each of its steps, for the step-by-step replay. */
export async function replaySteps(
  spec: string,
  script: string,
  scenario: FormTestScenario,
  knownProviders: readonly string[] = [],
): Promise<ReplaySteps> {
  const trace = await traceFormTest(spec, emptyToUndefined(script), scenario, { knownProviders });
  const reports = trace.outputs.map((o) => (typeof o.report === 'string' ? o.report : ''));
  return { reports, ...(trace.failure ? { failure: trace.failure.reason } : {}) };
}

function emptyToUndefined(text: string): string | undefined {
  return text.trim() === '' ? undefined : text;
}
