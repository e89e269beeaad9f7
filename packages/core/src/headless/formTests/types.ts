import type { Diagnostic, SourceRange } from '../../diagnostics';
import type { ActionStep } from '../../engine';

/**
 * The outputs a scenario may expect (docs/form-tests.md), each compared as `formwright render --format json`
 * writes it; `reportContains` is a list of texts the report must contain.
 */
export const EXPECT_KEYS = [
  'report',
  'reportContains',
  'sections',
  'codes',
  'values',
  'mandatory',
  'worklist',
  'freeFields',
  'templateFields',
  'openEhr',
  'diagnostics',
] as const;

/** One output a scenario may expect. */
export type ExpectKey = (typeof EXPECT_KEYS)[number];

/** What a scenario expects: any of the outputs, as the JSON output writes them. */
export type Expectations = { readonly [K in ExpectKey]?: unknown };

/** Where the parts of a scenario are written in its tests file (absent for scenarios built in code). */
export interface ScenarioPlaces {
  /** The scenario's mapping. */
  readonly scenario: SourceRange;
  /** Each step of `actions`, by index. */
  readonly steps: readonly SourceRange[];
  /** Each key of `expect`, by name (the key's place). */
  readonly expect: Readonly<Record<string, SourceRange>>;
}

/**
 * One scenario of a form's tests (docs/form-tests.md): a name, the steps of docs/cli.md#the-actions-file, optional
 * provider data and custom state applied at the start, and the expected outputs.
 */
export interface FormTestScenario {
  readonly name: string;
  readonly actions: readonly ActionStep[];
  /** Provider data given at the start, as setProviderData takes it (before the actions). */
  readonly providers?: unknown;
  /** A saved custom state restored at the start (before the providers and the actions). */
  readonly state?: unknown;
  readonly expect: Expectations;
  /** Where it is written, when it was read from a tests file. */
  readonly places?: ScenarioPlaces;
}

/** The outputs of a run, as `formwright render --format json` writes them (renderJson). */
export type OutputsJson = Readonly<Record<string, unknown>>;

/** One output that differs from its expectation. */
export interface OutputDifference {
  /** The expectation that failed. */
  readonly output: ExpectKey;
  readonly expected: unknown;
  /** The actual output, cut to the keys the expectation gives (objects compared by the keys given). */
  readonly actual: unknown;
  /** The first place inside the output where they differ, as a dotted path (`values.size`). */
  readonly path: string;
}

/** Why a scenario failed without reaching a comparison of its outputs. */
export type FailureKind = 'loop' | 'hang' | 'bad-step' | 'form-invalid' | 'crash' | 'timeout';

/** The result of one scenario. */
export interface ScenarioResult {
  readonly name: string;
  readonly passed: boolean;
  /** Why it failed when the run itself went wrong (a loop, a hung script, a bad step, a form that cannot run). */
  readonly failure?: { readonly kind: FailureKind; readonly reason: string };
  /** Every expectation that does not hold (empty when passed). */
  readonly differences: readonly OutputDifference[];
  /**
   * The action after which the outputs first diverged from the expectation, when it can be told: 1-based
   * index into `actions`, or 0 for the form's start (with the scenario's providers and state).
   */
  readonly divergedAfter?: number;
  /** A unified difference of expected and actual for every failing output ('' when passed). */
  readonly diff: string;
  /** The outputs at the end, as the JSON output writes them (absent when the run did not finish). */
  readonly actual?: OutputsJson;
  /** Located findings in the tests file (a bad step, an unknown component named by an expectation). */
  readonly diagnostics: readonly Diagnostic[];
  /** Wall time of the run in milliseconds, form start included. */
  readonly durationMs: number;
}
