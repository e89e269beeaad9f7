import type { Diagnostic, SourceRange } from '../diagnostics';
import type { HelperHost } from '../expr';

/**
 * The seam to the form script sandbox (engine/script): the engine only needs these members, so it
 * works the same with the QuickJS runner, a test double, or no script at all.
 */

/** An event passed to the script's onStateChange: reason (init, userInput, click, dataRetrieve, …) and source id. */
export interface ScriptEvent {
  readonly reason: string;
  readonly source?: string;
  /** Event data: for dataRetrieve the list of {providerName, providerData}. */
  readonly data?: unknown;
}

/** A loaded form script. */
export interface ScriptRunner {
  /** Top-level function names, callable from formulas. */
  readonly functionNames: readonly string[];
  /** Calls a script function from a formula. */
  call(name: string, args: readonly unknown[], host: HelperHost): unknown;
  /** Runs onStateChange(event) if the script defines it. */
  runEvent(event: ScriptEvent, host: HelperHost): void;
  /**
   * While one of the script's calls runs: where it is in the script (its innermost line in the script
   * text), so a helper's warning (Set on an unknown id) can point at the call. Undefined otherwise.
   */
  location?(): SourceRange | undefined;
  /** Parse and run errors so far (script-parse, script-run, script-run-build). */
  readonly diagnostics: readonly Diagnostic[];
  dispose(): void;
}
