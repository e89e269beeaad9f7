import { getComponentDefinition } from '../../components/registry';
import type { ComponentDefinition, PropertySchema, SchemaFragment } from '../../components/definition';
import { createDiagnostic, type Diagnostic, type DiagnosticInit, type SpecPath } from '../../diagnostics';
import type { FormSpec } from '../model';
import { parseSpec, type ParseSpecOptions } from '../parseSpec';
import { readFormText, type FormText, type ReadFormTextOptions, type ScriptFacts } from '../readFormText';
import { COMPILED_SPEC_FORMAT, COMPILED_SPEC_VERSION, type CompiledSpec } from './format';

/** What {@link compileSpec} yields: the compiled form when the text has no errors, and every diagnostic. */
export interface CompileSpecResult {
  readonly compiled: CompiledSpec | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Parses and validates a specification (as {@link parseSpec}) and, when it has no errors, writes it as a
 * compiled form for the runtime. Never throws.
 */
export function compileSpec(text: string, options: ParseSpecOptions = {}): CompileSpecResult {
  return compileParsed(parseSpec(text, options));
}

/**
 * The compiled form of a parse without errors (as {@link compileSpec}), or its diagnostics with what JSON
 * cannot hold.
 * @internal
 */
export function compileParsed(parsed: {
  readonly spec: FormSpec | undefined;
  readonly diagnostics: readonly Diagnostic[];
}): CompileSpecResult {
  if (!parsed.spec) return { compiled: undefined, diagnostics: parsed.diagnostics };
  const problems = nonJsonValues(parsed.spec);
  if (problems.length > 0) return { compiled: undefined, diagnostics: [...parsed.diagnostics, ...problems] };
  return { compiled: serializeSpec(parsed.spec, parsed.diagnostics), diagnostics: parsed.diagnostics };
}

/** What {@link compileFormText} yields: the form read (as readFormText) and its compiled form when it can run. */
export interface CompiledFormText extends FormText {
  readonly compiled: CompiledSpec | undefined;
}

/**
 * Reads specification text knowing the script (readFormText, with its rule for a script that does not
 * parse) and compiles the runnable form, errors that are not fatal allowed: what the runtime's lazily
 * loaded parse chunk hands the main bundle when a host passes text (core's `loadRuntimeForm`).
 */
export function compileFormText(
  text: string,
  script: ScriptFacts | undefined,
  options: ReadFormTextOptions = {},
): CompiledFormText {
  const read = readFormText(text, script, options);
  return { ...read, compiled: read.runnable ? serializeSpec(read.runnable) : undefined };
}

/**
 * The compiled form of a validated spec: the spec without its indexes, the run-time part of each used
 * component type's definition, and the warnings. The result shares values with `spec` (both are frozen).
 */
export function serializeSpec(spec: FormSpec, warnings: readonly Diagnostic[] = []): CompiledSpec {
  const { byId: _byId, all, ...rest } = spec;
  const definitions: Record<string, ComponentDefinition> = {};
  for (const node of all) {
    const def = getComponentDefinition(node.type);
    if (def && !Object.hasOwn(definitions, def.type)) definitions[def.type] = runtimeDefinition(def);
  }
  return {
    format: COMPILED_SPEC_FORMAT,
    version: COMPILED_SPEC_VERSION,
    spec: rest,
    definitions,
    warnings: warnings.filter((d) => d.severity !== 'error'),
  };
}

/**
 * A definition without its prose: descriptions, snippet, example and the derived values' help become
 * empty strings; everything the engine reads (property schemas, value kind, derived names) stays.
 */
export function runtimeDefinition(def: ComponentDefinition): ComponentDefinition {
  const { aliases: _a, toolboxHidden: _t, exampleContext: _e, ...rest } = def;
  return {
    ...rest,
    description: '',
    snippet: '',
    example: '',
    properties: Object.fromEntries(
      Object.entries(def.properties).map(([name, schema]) => [name, withoutProse(schema)]),
    ),
    ...(def.derived ? { derived: Object.fromEntries(Object.keys(def.derived).map((k) => [k, ''])) } : {}),
  };
}

/** Keys holding one subschema, a list of them, or a map of them (the places a `description` can be). */
const ONE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'];
const LIST = ['anyOf', 'oneOf', 'allOf'];

/** A schema with every `description` emptied, found only where JSON Schema puts subschemas. */
function withoutProse<T extends PropertySchema | SchemaFragment>(schema: T): T {
  const out: Record<string, unknown> = { ...schema };
  if (typeof out.description === 'string') out.description = '';
  for (const key of ONE) if (isObject(out[key])) out[key] = withoutProse(out[key]);
  for (const key of LIST)
    if (Array.isArray(out[key])) out[key] = out[key].map((s: unknown) => (isObject(s) ? withoutProse(s) : s));
  if (isObject(out.properties))
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([k, s]) => [k, isObject(s) ? withoutProse(s) : s]),
    );
  return out as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Non-finite numbers, which JSON cannot hold, each located by the property that holds it. A validated spec
 * rarely has one: YAML's `.nan` or `.inf` in a property that takes any value.
 */
function nonJsonValues(spec: FormSpec): Diagnostic[] {
  const found: Diagnostic[] = [];
  const walk = (value: unknown, path: SpecPath, place: DiagnosticInit): void => {
    if (typeof value === 'number' && !Number.isFinite(value))
      found.push(
        createDiagnostic('compiled-spec-value', { ...place, params: { detail: String(value) }, path }),
      );
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], place));
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, [...path, k], place);
  };
  for (const [key, value] of Object.entries(spec.metadata))
    walk(value, ['Metadata', key], {
      ...(spec.metadataRanges[key] ? { range: spec.metadataRanges[key] } : {}),
    });
  for (const node of spec.all) {
    for (const [key, value] of Object.entries(node.props)) {
      const range = node.propRanges[key] ?? node.range;
      walk(value, [...node.path, key], { range, componentId: node.id, property: key });
    }
  }
  return found;
}
