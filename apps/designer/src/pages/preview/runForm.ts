/**
 * From specification text and script to a running store, the way the standalone runtime loads a form
 * (apps/runtime/src/loadForm.ts): the script first (QuickJS, loaded only when there is one), then the
 * specification parsed knowing the script's functions; a specification whose errors are not fatal still
 * runs. Shared by the public preview page and /TemplateView.
 */
import { parseSpec, scriptDoesNotParse, type Diagnostic } from '@formwright/core/authoring';
import { createForm, type FormStore, type ScriptRunner } from '@formwright/core/headless';

/** A loaded form: its store when the specification can run, every diagnostic, and the providers it reads. */
export interface RunningForm {
  readonly store: FormStore | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly dataSources: readonly string[];
}

/** Options of {@link runForm}. */
export interface RunFormOptions {
  /** Build mode (script errors shown rather than logged); the public preview runs without it. */
  readonly buildMode?: boolean;
  /** The form's script asked for provider data (RequestDataProviderUpdate). */
  readonly onProviderUpdateRequest?: (names?: readonly string[]) => void;
}

async function loadScript(source: string, buildMode: boolean): Promise<ScriptRunner | undefined> {
  if (source.trim() === '') return undefined;
  const { createScriptRunner } = await import('@formwright/core/script');
  return createScriptRunner(source, { buildMode });
}

/** Loads the script and the specification and makes the store (not yet mounted: FormView mounts it). */
export async function runForm(
  spec: string,
  script: string,
  options: RunFormOptions = {},
): Promise<RunningForm> {
  const buildMode = options.buildMode === true;
  const runner = await loadScript(script, buildMode);
  const parsed = parseSpec(
    spec,
    runner
      ? { scriptFunctions: runner.functionNames, scriptDoesNotParse: scriptDoesNotParse(runner.diagnostics) }
      : {},
  );
  const runnable = parsed.runnable;
  const diagnostics = [...parsed.diagnostics, ...(runner?.diagnostics ?? [])];
  if (!runnable) {
    runner?.dispose();
    return { store: undefined, diagnostics, dataSources: [] };
  }
  const store = createForm(runnable, {
    buildMode,
    ...(runner ? { script: runner } : {}),
    ...(options.onProviderUpdateRequest ? { onProviderUpdateRequest: options.onProviderUpdateRequest } : {}),
  });
  return { store, diagnostics, dataSources: runnable.dataSources };
}

/** The errors among a form's diagnostics, as 'Line N: message' lines (what the runtime shows for a form that cannot run). */
export function errorLines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line > 0 ? `Line ${d.line}: ` : ''}${d.message}`);
}
