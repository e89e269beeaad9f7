import {
  compileSpec,
  hasErrors,
  ids7FeaturesOf,
  parseSpec,
  requiredIds7Version,
  scriptDoesNotParse,
  scriptFunctionNames,
  type CompiledSpec,
  type Diagnostic,
} from '@formwright/core/authoring';
import { templateFieldsOf, type TemplateField } from '@formwright/core/runtime';
import { checkScriptSyntax } from '@formwright/core/script';
import type { ApiDiagnostic } from '@formwright/api';

/** A diagnostic of the core as the API carries it (line and column are 1-based). */
function apiDiagnostic(d: Diagnostic): ApiDiagnostic {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    line: d.line,
    column: d.column,
    path: d.path.join('.'),
  };
}

/** The script's diagnostics and what parsing the specification needs to know of it. */
async function scriptOptions(script: string): Promise<{
  diagnostics: readonly Diagnostic[];
  options: { scriptFunctions?: readonly string[]; scriptDoesNotParse?: boolean };
}> {
  if (script.trim() === '') return { diagnostics: [], options: {} };
  const diagnostics = await checkScriptSyntax(script);
  return {
    diagnostics,
    options: {
      scriptFunctions: scriptFunctionNames(script),
      scriptDoesNotParse: scriptDoesNotParse(diagnostics),
    },
  };
}

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
  const s = await scriptOptions(script);
  const result = compileSpec(yaml, { ...s.options, knownProviders });
  const diagnostics = [...result.diagnostics, ...s.diagnostics];
  if (!result.compiled || hasErrors(diagnostics))
    return { ok: false, diagnostics: diagnostics.map(apiDiagnostic) };
  const parsed = parseSpec(yaml, { ...s.options, knownProviders });
  const spec = parsed.spec!;
  const templateFields = templateFieldsOf(spec.all, spec.byId);
  const required = requiredIds7Version(ids7FeaturesOf(spec, templateFields));
  return {
    ok: true,
    compiled: result.compiled,
    templateFields,
    requiredIds7Version: required.min,
    diagnostics: diagnostics.map(apiDiagnostic),
  };
}
