/**
 * From mount options to a running store, through core's runtime loader (loadRuntimeForm,
 * docs/architecture.md#loading-a-form): the compiled form is the fast path (no YAML, no validators, no
 * `new Function`); specification text goes through the lazily loaded "parse" chunk; a script loads the
 * lazily loaded "script" chunk (QuickJS), only when there is one.
 */
import { loadRuntimeForm, type Diagnostic, type FormStore } from '@formwright/core/runtime';
import { importChunk } from './chunkUrl';
import type * as ParseModule from './lazy/parse';
import type * as ScriptModule from './lazy/script';
import type { MountOptions } from './options';

type ParseChunk = typeof ParseModule;
type ScriptChunk = typeof ScriptModule;

/** The chunk files the main bundle loads by name (apps/runtime/vite.lazy.config.ts builds them). */
export const CHUNKS = { parse: 'formwright-parse.js', script: 'formwright-script.js' } as const;

/**
 * A form ready to show: its store (when the spec can run at all) and the diagnostics to show beside it
 * (the spec's; when it cannot run, the spec's then the script's).
 */
export interface LoadedForm {
  readonly store: FormStore | undefined;
  readonly specDiagnostics: readonly Diagnostic[];
  readonly dataSources: readonly string[];
}

/** Options the store needs from the page (the provider-update request goes to the host). */
export interface LoadHooks {
  readonly onProviderUpdateRequest: (names?: readonly string[]) => void;
}

/** Loads the spec (text or compiled form) and the script, and creates the store (not yet mounted). */
export async function loadForm(options: MountOptions, hooks: LoadHooks): Promise<LoadedForm> {
  const form = await loadRuntimeForm({
    spec: options.spec,
    ...(options.script === undefined ? {} : { script: options.script }),
    buildMode: options.buildMode === true,
    onProviderUpdateRequest: hooks.onProviderUpdateRequest,
    loadScript: async (source, { buildMode }) => {
      const { createScriptRunner } = await importChunk<ScriptChunk>(CHUNKS.script);
      return createScriptRunner(source, { buildMode });
    },
    compileText: async () => (await importChunk<ParseChunk>(CHUNKS.parse)).compileFormText,
  });
  return { store: form.store, specDiagnostics: form.diagnostics, dataSources: form.dataSources };
}
