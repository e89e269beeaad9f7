import type { ComponentDefinition } from '../../components/definition';
import { createDiagnostic, type Diagnostic, type SpecPath } from '../../diagnostics';
import { deepFreeze } from '../buildModel';
import type { ComponentNode, FormSpec } from '../model';
import { COMPILED_SPEC_FORMAT, COMPILED_SPEC_VERSION, type CompiledSpec } from './format';

/** A compiled form ready for the engine: the spec with its indexes, and the definitions it carries. */
export interface LoadedSpec {
  readonly spec: FormSpec;
  /** The compiled form's definitions by canonical type name (what `createForm`'s `definitions` takes). */
  readonly definitions: (type: string) => ComponentDefinition | undefined;
  /** The warnings validation found when the form was compiled. */
  readonly warnings: readonly Diagnostic[];
}

/** What {@link loadCompiledSpec} yields: the loaded form, or the reason it cannot be read. */
export interface LoadCompiledSpecResult {
  readonly loaded: LoadedSpec | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Reads a compiled form (the object, or its JSON text) made by `compileSpec`: checks its format marker,
 * version and outline, and rebuilds the spec's indexes. No YAML, no JSON Schema validation: the form was
 * validated when it was compiled. The object given is frozen, as every spec is. Never throws.
 */
export function loadCompiledSpec(input: unknown): LoadCompiledSpecResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (err) {
      return invalid(`the text is not JSON (${err instanceof Error ? err.message : String(err)})`, []);
    }
  }
  const problem = outlineProblem(value);
  if (problem) return invalid(problem.detail, problem.path);
  const compiled = value as CompiledSpec;
  const all: ComponentNode[] = [];
  const visit = (list: readonly ComponentNode[]): boolean =>
    list.every(
      (node) =>
        isObject(node) &&
        typeof node.id === 'string' &&
        Array.isArray(node.children) &&
        all.push(node) > 0 &&
        visit(node.children) &&
        (node.tabs ?? []).every(
          (tab) => isObject(tab) && Array.isArray(tab.components) && visit(tab.components),
        ),
    );
  if (!visit(compiled.spec.components))
    return invalid('its component tree is malformed', ['spec', 'components']);
  const spec: FormSpec = deepFreeze({ ...compiled.spec, byId: new Map(all.map((n) => [n.id, n])), all });
  const definitions = new Map(Object.entries(compiled.definitions));
  return {
    loaded: { spec, definitions: (type) => definitions.get(type), warnings: compiled.warnings },
    diagnostics: [],
  };
}

/** The first thing that makes `value` no compiled form of this version, with its path. */
function outlineProblem(value: unknown): { detail: string; path: SpecPath } | undefined {
  if (!isObject(value) || value.format !== COMPILED_SPEC_FORMAT)
    return { detail: `it has no "format": "${COMPILED_SPEC_FORMAT}"`, path: ['format'] };
  if (value.version !== COMPILED_SPEC_VERSION)
    return {
      detail: `it has format version ${JSON.stringify(value.version)}, this runtime reads version ${COMPILED_SPEC_VERSION}`,
      path: ['version'],
    };
  const spec = value.spec;
  if (!isObject(spec)) return { detail: 'it has no "spec" object', path: ['spec'] };
  for (const key of ['metadata', 'metadataRanges'])
    if (!isObject(spec[key])) return { detail: `its spec has no "${key}" object`, path: ['spec', key] };
  for (const key of ['components', 'reportOutput', 'dataSources'])
    if (!Array.isArray(spec[key])) return { detail: `its spec has no "${key}" list`, path: ['spec', key] };
  if (!isObject(value.definitions))
    return { detail: 'it has no "definitions" object', path: ['definitions'] };
  if (!Array.isArray(value.warnings)) return { detail: 'it has no "warnings" list', path: ['warnings'] };
  return undefined;
}

function invalid(detail: string, path: SpecPath): LoadCompiledSpecResult {
  return {
    loaded: undefined,
    diagnostics: [createDiagnostic('compiled-spec-invalid', { params: { detail }, path })],
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
