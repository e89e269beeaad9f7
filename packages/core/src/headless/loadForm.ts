import type { Diagnostic } from '../diagnostics';
import { checkScriptSyntax } from '../engine/script/checkScriptSyntax';
import {
  createScriptRunner,
  type SandboxScriptRunner,
  type ScriptRunnerOptions,
} from '../engine/script/createScriptRunner';
import { checkStaticOutputs } from '../output/checkStaticOutputs';
import type { CompiledSpec } from '../specification/compiled/format';
import { compileParsed } from '../specification/compiled/serialize';
import { scriptFunctionNames } from '../specification';
import { readFormText, type FormText, type ScriptFacts } from '../specification/readFormText';

/** Options of {@link loadForm}. */
export interface LoadFormOptions {
  /** Providers the site defines beside the built-in ones. */
  readonly knownProviders?: readonly string[];
  /**
   * Load the script into a sandbox runner with these options, for a form that is to run (render, the form
   * tests, a preview); the result hands the runner on. Absent: the script is checked, never run (its
   * functions read from its text, its syntax by the runner's own parser), as validation does.
   */
  readonly run?: ScriptRunnerOptions;
  /** Also check the outputs of a form without errors statically (checkStaticOutputs), as validation does. */
  readonly checkOutputs?: boolean;
  /**
   * Also write the compiled form of a specification without errors (as compileSpec; a value JSON cannot
   * hold is an error), as a build does.
   */
  readonly compile?: boolean;
}

/** A form loaded by {@link loadForm}: the form read, and its script's runner when it was loaded to run. */
export interface LoadedForm extends FormText {
  /** The sandbox the script was loaded into (with `run`, for a script that is not blank); the caller disposes it. */
  readonly runner?: SandboxScriptRunner;
  /** The compiled form (with `compile`, when the specification has no errors). */
  readonly compiled?: CompiledSpec;
}

/**
 * Loads a form from its specification and script text (docs/architecture.md#loading-a-form), the headless
 * flavour: the script is checked or loaded first, then the specification is read knowing it
 * (readFormText, the one rule for a script that does not parse). What `formwright validate` and
 * `render`, the server's analysis, the form tests and the designer's preview use; the browser runtime
 * loads through `loadRuntimeForm`.
 */
export async function loadForm(
  specText: string,
  scriptText: string | undefined,
  options: LoadFormOptions = {},
): Promise<LoadedForm> {
  const { runner, facts } = await loadScript(scriptText, options.run);
  const read = readFormText(specText, facts, {
    ...(options.knownProviders ? { knownProviders: options.knownProviders } : {}),
  });
  const withRunner = runner ? { runner } : {};
  let loaded: LoadedForm = { ...read, ...withRunner };
  if (options.compile) {
    const result = compileParsed({ spec: read.spec, diagnostics: read.specDiagnostics });
    loaded = withSpecDiagnostics(loaded, result.diagnostics);
    if (result.compiled) loaded = { ...loaded, compiled: result.compiled };
  }
  if (options.checkOutputs && read.spec)
    loaded = withSpecDiagnostics(loaded, [...loaded.specDiagnostics, ...checkStaticOutputs(read.spec)]);
  return loaded;
}

/** The form with these specification diagnostics, the script's still after them. */
function withSpecDiagnostics(loaded: LoadedForm, specDiagnostics: readonly Diagnostic[]): LoadedForm {
  return { ...loaded, specDiagnostics, diagnostics: [...specDiagnostics, ...loaded.scriptDiagnostics] };
}

/** The script's facts: from a runner (`run`), or from its text and a syntax check; none for a blank script. */
async function loadScript(
  text: string | undefined,
  run: ScriptRunnerOptions | undefined,
): Promise<{ runner?: SandboxScriptRunner; facts?: ScriptFacts }> {
  if (text === undefined || text.trim() === '') return {};
  if (run) {
    const runner = await createScriptRunner(text, run);
    return { runner, facts: runner };
  }
  const diagnostics: readonly Diagnostic[] = await checkScriptSyntax(text);
  return { facts: { functionNames: scriptFunctionNames(text), diagnostics } };
}

/** Script facts of a script checked, never run: its names read from the text and its syntax check's findings. */
export async function checkedScriptFacts(text: string): Promise<ScriptFacts | undefined> {
  return (await loadScript(text, undefined)).facts;
}
