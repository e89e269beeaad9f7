/**
 * From specification text and script to a running store through core's runtime loader (loadRuntimeForm,
 * docs/architecture.md#loading-a-form), as the standalone runtime loads a form: the script first (QuickJS,
 * loaded only when there is one), then the specification read knowing the script; a specification whose
 * errors are not fatal still runs. Shared by the public preview page and /TemplateView.
 */
import { compileFormText, type Diagnostic } from '@formwright/core/authoring';
import { loadRuntimeForm, type FormStore } from '@formwright/core/runtime';

/**
 * A loaded form: its store when the specification can run, the diagnostics to show beside it (the
 * specification's; when it cannot run, the specification's then the script's), and the providers it reads.
 */
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

/** Loads the script and the specification and makes the store (not yet mounted: FormView mounts it). */
export async function runForm(
  spec: string,
  script: string,
  options: RunFormOptions = {},
): Promise<RunningForm> {
  return loadRuntimeForm({
    spec,
    script,
    buildMode: options.buildMode === true,
    ...(options.onProviderUpdateRequest ? { onProviderUpdateRequest: options.onProviderUpdateRequest } : {}),
    loadScript: async (source, { buildMode }) => {
      const { createScriptRunner } = await import('@formwright/core/script');
      return createScriptRunner(source, { buildMode });
    },
    compileText: async () => compileFormText,
  });
}

/** The errors among a form's diagnostics, as 'Line N: message' lines (what the runtime shows for a form that cannot run). */
export function errorLines(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line > 0 ? `Line ${d.line}: ` : ''}${d.message}`);
}
