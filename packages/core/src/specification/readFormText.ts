import type { Diagnostic } from '../diagnostics';
import type { FormSpec, ParseResult } from './model';
import { parseSpec, scriptDoesNotParse } from './parseSpec';

/**
 * What is known of a form's script when its specification is read: the functions it defines and its
 * diagnostics so far. A loaded script runner is one (its functions as it found them by running the top
 * level); a script only checked, never run, gives the names read from its text and its syntax check's
 * findings (docs/architecture.md#loading-a-form).
 */
export interface ScriptFacts {
  readonly functionNames: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Options of {@link readFormText}. */
export interface ReadFormTextOptions {
  /** Providers the site defines beside the built-in ones (the designer's and the server's list). */
  readonly knownProviders?: readonly string[];
  /** What was read before an edit: passed on to parseSpec as its `previous` (the same result, sooner). */
  readonly previous?: FormText;
}

/** The specification's parse behind each form text, for a later reading given it as `previous`. */
const parses = new WeakMap<FormText, ParseResult>();

/** A form read from its specification text knowing its script: what every loader of a form starts from. */
export interface FormText {
  /** The model when the specification has no errors. */
  readonly spec: FormSpec | undefined;
  /** The model whenever the form can run (no fatal error), as parseSpec's `runnable`. */
  readonly runnable: FormSpec | undefined;
  /** The specification's diagnostics, sorted by line and column. */
  readonly specDiagnostics: readonly Diagnostic[];
  /** The script's diagnostics as the script was loaded or checked ('script-parse' when it does not parse). */
  readonly scriptDiagnostics: readonly Diagnostic[];
  /**
   * Every diagnostic of the loading, the specification's then the script's: what a form that is not run
   * (validation, or a form that cannot run) reports. A form that runs hands its script to the engine, which
   * reports the script's diagnostics with the snapshot's; beside it show `specDiagnostics` only, so each
   * is reported once.
   */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Reads a form's specification text knowing its script (docs/architecture.md#loading-a-form), the one
 * place of the rule for a script that does not parse: its 'script-parse' error is the script's one
 * diagnostic; formulas may call any function (what the script defines cannot be known, so no
 * 'unknown-function' finding); and the form is not stopped by it (it runs whenever its specification can,
 * with no script functions). Every loader of a form goes through here: the headless `loadForm`, the
 * runtime's `loadRuntimeForm` (through `compileFormText`), `runHeadless` and the form tests.
 */
export function readFormText(
  text: string,
  script: ScriptFacts | undefined,
  options: ReadFormTextOptions = {},
): FormText {
  const scriptDiagnostics = [...(script?.diagnostics ?? [])];
  const previous = options.previous && parses.get(options.previous);
  const parsed = parseSpec(text, {
    ...(options.knownProviders ? { knownProviders: options.knownProviders } : {}),
    ...(previous ? { previous } : {}),
    ...(script
      ? { scriptFunctions: script.functionNames, scriptDoesNotParse: scriptDoesNotParse(scriptDiagnostics) }
      : {}),
  });
  const read: FormText = {
    spec: parsed.spec,
    runnable: parsed.runnable,
    specDiagnostics: parsed.diagnostics,
    scriptDiagnostics,
    diagnostics: [...parsed.diagnostics, ...scriptDiagnostics],
  };
  parses.set(read, parsed);
  return read;
}
