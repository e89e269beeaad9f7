import {
  hasErrors,
  ids7FeaturesOf,
  requiredIds7Version,
  type CompiledSpec,
} from '@formwright/core/authoring';
import { loadForm } from '@formwright/core/headless';
import { templateFieldsOf, type TemplateField } from '@formwright/core/runtime';
import type { ApiDiagnostic } from '@formwright/api';
import { apiDiagnostic } from './apiDiagnostic';

/** A compiled form ready to package, or the diagnostics that refuse it. */
export type Compiled =
  | {
      readonly ok: true;
      readonly compiled: CompiledSpec;
      readonly templateFields: readonly TemplateField[];
      readonly requiredIds7Version: string;
      readonly diagnostics: ApiDiagnostic[];
    }
  | { readonly ok: false; readonly diagnostics: ApiDiagnostic[] };

/** Compiles a form for a build (docs/architecture.md#entry-points); a form with errors (script included) is refused. */
export async function compileForm(
  yaml: string,
  script: string,
  knownProviders: readonly string[],
): Promise<Compiled> {
  // core's one loader, as validate and the server's analysis use it (docs/architecture.md#loading-a-form):
  // the script checked, never run; a script that does not parse is an error, so the build refuses it.
  const loaded = await loadForm(yaml, script, { knownProviders, compile: true });
  const diagnostics = loaded.diagnostics;
  if (!loaded.compiled || !loaded.spec || hasErrors(diagnostics))
    return { ok: false, diagnostics: diagnostics.map(apiDiagnostic) };
  const spec = loaded.spec;
  const templateFields = templateFieldsOf(spec.all, spec.byId);
  const required = requiredIds7Version(ids7FeaturesOf(spec, templateFields));
  return {
    ok: true,
    compiled: loaded.compiled,
    templateFields,
    requiredIds7Version: required.min,
    diagnostics: diagnostics.map(apiDiagnostic),
  };
}
