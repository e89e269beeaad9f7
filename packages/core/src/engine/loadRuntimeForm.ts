import type { Diagnostic } from '../diagnostics';
import type { CompiledSpec } from '../specification/compiled/format';
import { loadCompiledSpec } from '../specification/compiled/load';
import type { ScriptFacts } from '../specification/readFormText';
import { createLoadedForm } from './createLoadedForm';
import type { ScriptRunner } from './scripting';
import type { FormStore } from './store';

/** What reads specification text for {@link loadRuntimeForm}: authoring's `compileFormText`. */
export type CompileText = (
  text: string,
  script: ScriptFacts | undefined,
) => {
  readonly compiled: CompiledSpec | undefined;
  readonly specDiagnostics: readonly Diagnostic[];
  readonly diagnostics: readonly Diagnostic[];
};

/** Options of {@link loadRuntimeForm}. */
export interface LoadRuntimeFormOptions {
  /** The specification text (YAML or JSON), or the compiled form of a build. */
  readonly spec: unknown;
  /** The form's script text (blank or absent: none, and no sandbox is loaded). */
  readonly script?: string;
  /** Build mode: script run errors are shown rather than logged. */
  readonly buildMode?: boolean;
  /** The form's script asked for provider data (RequestDataProviderUpdate). */
  readonly onProviderUpdateRequest?: (names?: readonly string[]) => void;
  /** Loads the script sandbox (`@formwright/core/script`'s createScriptRunner, loaded lazily); called only for a script. */
  readonly loadScript: (source: string, options: { readonly buildMode: boolean }) => Promise<ScriptRunner>;
  /**
   * Gives the reader of specification text (authoring's `compileFormText`, loaded lazily: the YAML parser
   * and the validators); called only when `spec` is text.
   */
  readonly compileText: () => Promise<CompileText>;
}

/** A form loaded by {@link loadRuntimeForm}. */
export interface RuntimeForm {
  /** The store (not yet mounted), when the form can run. */
  readonly store: FormStore | undefined;
  /**
   * What to show beside the form: the specification's diagnostics while it runs (the engine reports the
   * script's with the snapshot's); when it cannot run, the specification's then the script's.
   */
  readonly diagnostics: readonly Diagnostic[];
  /** The providers the form reads. */
  readonly dataSources: readonly string[];
}

/**
 * Loads a form the way a browser runs it (docs/architecture.md#loading-a-form): the script first (the
 * sandbox, only when there is one), then the specification, text read knowing the script (readFormText's
 * rule for a script that does not parse) or the compiled form as is, then the store over the compiled
 * form. The runtime flavour of loading: nothing here imports the YAML parser, the validators or QuickJS;
 * the caller hands in their lazy loaders.
 */
export async function loadRuntimeForm(options: LoadRuntimeFormOptions): Promise<RuntimeForm> {
  const buildMode = options.buildMode === true;
  const source = options.script ?? '';
  const script = source.trim() === '' ? undefined : await options.loadScript(source, { buildMode });
  const cannotRun = (diagnostics: readonly Diagnostic[]): RuntimeForm => {
    script?.dispose();
    return { store: undefined, diagnostics, dataSources: [] };
  };
  let compiled: unknown = options.spec;
  let diagnostics: readonly Diagnostic[] | undefined;
  if (typeof options.spec === 'string') {
    const read = (await options.compileText())(options.spec, script);
    if (!read.compiled) return cannotRun(read.diagnostics);
    compiled = read.compiled;
    diagnostics = read.specDiagnostics;
  }
  const result = loadCompiledSpec(compiled);
  const loaded = result.loaded;
  if (!loaded) return cannotRun([...(diagnostics ?? result.diagnostics), ...(script?.diagnostics ?? [])]);
  const store = createLoadedForm(loaded, {
    buildMode,
    ...(script ? { script } : {}),
    ...(options.onProviderUpdateRequest ? { onProviderUpdateRequest: options.onProviderUpdateRequest } : {}),
  });
  return { store, diagnostics: diagnostics ?? result.diagnostics, dataSources: loaded.spec.dataSources };
}
