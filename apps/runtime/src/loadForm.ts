/**
 * From mount options to a running store: the compiled form is the fast path (no YAML, no validators, no
 * `new Function`); specification text goes through the lazily loaded "parse" chunk; a script loads the
 * lazily loaded "script" chunk (QuickJS), only when there is one.
 */
import {
  createLoadedForm,
  loadCompiledSpec,
  type Diagnostic,
  type FormStore,
  type ScriptRunner,
} from '@formwright/core/runtime';
import { importChunk } from './chunkUrl';
import type * as ParseModule from './lazy/parse';
import type * as ScriptModule from './lazy/script';
import type { MountOptions } from './options';

type ParseChunk = typeof ParseModule;
type ScriptChunk = typeof ScriptModule;

/** The chunk files the main bundle loads by name (apps/runtime/vite.lazy.config.ts builds them). */
export const CHUNKS = { parse: 'formwright-parse.js', script: 'formwright-script.js' } as const;

/** A form ready to show: its store (when the spec can run at all) and the spec's own diagnostics. */
export interface LoadedForm {
  readonly store: FormStore | undefined;
  readonly specDiagnostics: readonly Diagnostic[];
  readonly dataSources: readonly string[];
}

/** Options the store needs from the page (the provider-update request goes to the host). */
export interface LoadHooks {
  readonly onProviderUpdateRequest: (names?: readonly string[]) => void;
}

async function loadScript(source: string, buildMode: boolean): Promise<ScriptRunner | undefined> {
  if (source.trim() === '') return undefined;
  const { createScriptRunner } = await importChunk<ScriptChunk>(CHUNKS.script);
  return createScriptRunner(source, { buildMode });
}

/** Loads the spec (text or compiled form) and the script, and creates the store (not yet mounted). */
export async function loadForm(options: MountOptions, hooks: LoadHooks): Promise<LoadedForm> {
  const buildMode = options.buildMode === true;
  const script = await loadScript(options.script ?? '', buildMode);
  let compiled: unknown = options.spec;
  let specDiagnostics: readonly Diagnostic[] = [];
  if (typeof options.spec === 'string') {
    const { parseToCompiled } = await importChunk<ParseChunk>(CHUNKS.parse);
    const parsed = parseToCompiled(options.spec, script);
    compiled = parsed.compiled;
    specDiagnostics = parsed.diagnostics;
  }
  if (compiled === undefined) {
    script?.dispose?.();
    return { store: undefined, specDiagnostics, dataSources: [] };
  }
  const result = loadCompiledSpec(compiled);
  if (typeof options.spec !== 'string') specDiagnostics = result.diagnostics;
  const loaded = result.loaded;
  if (!loaded) {
    script?.dispose?.();
    return { store: undefined, specDiagnostics, dataSources: [] };
  }
  const store = createLoadedForm(loaded, {
    buildMode,
    ...(script ? { script } : {}),
    onProviderUpdateRequest: hooks.onProviderUpdateRequest,
  });
  return { store, specDiagnostics, dataSources: loaded.spec.dataSources };
}
