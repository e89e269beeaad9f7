import type { ErrorObject } from 'ajv';
import { describePattern } from '../components';
import { createDiagnostic, type Diagnostic, type SourceRange, type SpecPath } from '../diagnostics';
import type { SourceMap } from './sourceMap';
import { nearestName } from './suggest';

/** What {@link mapSchemaErrors} needs to turn ajv's errors into located catalogue diagnostics. */
export interface SchemaErrorContext {
  /** The value that was validated (a component's properties, Metadata, …). */
  readonly data: unknown;
  /** The JSON Schema it was validated against: allowed names for suggestions are read from it. */
  readonly schema: unknown;
  /** Who owns the properties, named in details: 'Number', 'Metadata', 'a ReportOutput item'. */
  readonly owner: string;
  readonly sourceMap: SourceMap;
  /** The spec path of `data`. */
  readonly path: SpecPath;
  /** Where problems of the whole value point (a missing property): usually its key. */
  readonly anchor: SourceRange;
  readonly componentId?: string;
  /** Drops errors a caller handles itself (formulas, semantic checks that give better messages). */
  readonly skip?: (segments: readonly string[], error: ErrorObject) => boolean;
}

/**
 * Maps ajv errors to the catalogue: additionalProperties → 'property-not-allowed' at the key (with the
 * nearest allowed name when one is close), enum → 'invalid-enum' listing the allowed values, type →
 * 'invalid-type', required → 'missing-property', ranges and patterns → 'invalid-value'. The alternatives
 * of an anyOf collapse to the one branch that fits the value's type, or to a single summary.
 */
export function mapSchemaErrors(errors: readonly ErrorObject[], ctx: SchemaErrorContext): Diagnostic[] {
  const kept = ctx.skip ? errors.filter((e) => !ctx.skip?.(segmentsOf(e.instancePath), e)) : errors;
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const d of mapGroup(kept, ctx)) {
    const key = `${d.from}:${d.code}:${d.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  }
  return out;
}

/** Maps errors, consuming each outermost anyOf/oneOf with the errors of its branches. */
function mapGroup(errors: readonly ErrorObject[], ctx: SchemaErrorContext): Diagnostic[] {
  const alternatives = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  const consumed = new Set<ErrorObject>();
  const out: Diagnostic[] = [];
  for (const alt of alternatives) {
    if (consumed.has(alt)) continue;
    consumed.add(alt);
    const prefix = `${alt.schemaPath}/`;
    const subs = errors.filter((e) => e !== alt && e.schemaPath.startsWith(prefix));
    for (const s of subs) consumed.add(s);
    out.push(...mapAlternatives(alt, subs, ctx));
  }
  for (const e of errors) if (!consumed.has(e)) out.push(...mapOne(e, ctx));
  return out;
}

/** One failed anyOf: the branches whose type fits the value decide what is reported. */
function mapAlternatives(
  alt: ErrorObject,
  subs: readonly ErrorObject[],
  ctx: SchemaErrorContext,
): Diagnostic[] {
  if (alt.keyword === 'oneOf' && alt.params.passingSchemas) {
    return [valueError(alt, ctx, 'must match only one of the allowed forms')];
  }
  // Already summarised (components/schemaErrors.ts folds the branches into the message).
  if (subs.length === 0) return [valueError(alt, ctx, alt.message ?? 'is not one of the allowed forms')];
  const branches = new Map<string, ErrorObject[]>();
  const base = alt.schemaPath.length + 1;
  for (const s of subs) {
    const index = s.schemaPath.slice(base).split('/')[0] ?? '';
    const list = branches.get(index) ?? [];
    list.push(s);
    branches.set(index, list);
  }
  const fitting = [...branches.values()].filter(
    (errs) => !errs.some((e) => e.keyword === 'type' && e.instancePath === alt.instancePath),
  );
  if (fitting.length === 1) return mapGroup(fitting[0] ?? [], ctx);
  const segments = segmentsOf(alt.instancePath);
  const name = displayName(ctx, segments);
  const range = valueRange(ctx, segments);
  const base2 = { range, path: [...ctx.path, ...segments], property: name, ...idOf(ctx) };
  if (fitting.length === 0) {
    const types = subs.filter((e) => e.keyword === 'type' && e.instancePath === alt.instancePath);
    const expected = joinOr(unique(types.flatMap((e) => typeWords(e.params.type))));
    return [createDiagnostic('invalid-type', { ...base2, params: { name, expected } })];
  }
  const forms = unique(fitting.flat().map(describeExpectation));
  return [
    createDiagnostic('invalid-value', { ...base2, params: { name, detail: `must be ${joinOr(forms)}` } }),
  ];
}

/** One plain ajv error → one diagnostic. */
function mapOne(e: ErrorObject, ctx: SchemaErrorContext): Diagnostic[] {
  const segments = segmentsOf(e.instancePath);
  switch (e.keyword) {
    case 'additionalProperties': {
      const extra = String(e.params.additionalProperty);
      const allowed = allowedNames(ctx.schema, e.schemaPath);
      const suggestion = nearestName(extra, allowed);
      const where = segments.length > 0 ? `${ctx.owner}.${displayPath(segments)}` : ctx.owner;
      const detail = `not a property of ${where}${suggestion ? `; did you mean ${suggestion}?` : ''}`;
      const container = valueAt(ctx.data, segments);
      return [
        createDiagnostic('property-not-allowed', {
          range: ctx.sourceMap.entryRange(container, extra, 'key'),
          path: [...ctx.path, ...segments, extra],
          property: displayName(ctx, [...segments, extra]),
          ...idOf(ctx),
          params: { name: extra, detail },
        }),
      ];
    }
    case 'required': {
      const missing = String(e.params.missingProperty);
      const last = segments.at(-1);
      const range =
        last === undefined
          ? ctx.anchor
          : ctx.sourceMap.entryRange(
              valueAt(ctx.data, segments.slice(0, -1)),
              keyOf(valueAt(ctx.data, segments.slice(0, -1)), last),
              'key',
            );
      const where = segments.length > 0 ? `${ctx.owner}.${displayPath(segments)}` : ctx.owner;
      return [
        createDiagnostic('missing-property', {
          range,
          path: [...ctx.path, ...segments],
          property: missing,
          ...idOf(ctx),
          params: { name: missing, detail: `required in ${where}` },
        }),
      ];
    }
    case 'enum': {
      const name = displayName(ctx, segments);
      const allowed = (e.params.allowedValues as unknown[]).map(String).join(', ');
      return [
        createDiagnostic('invalid-enum', {
          range: valueRange(ctx, segments),
          path: [...ctx.path, ...segments],
          property: name,
          ...idOf(ctx),
          params: { name, allowed },
        }),
      ];
    }
    case 'type': {
      const name = displayName(ctx, segments);
      const expected = joinOr(typeWords(e.params.type));
      return [
        createDiagnostic('invalid-type', {
          range: valueRange(ctx, segments),
          path: [...ctx.path, ...segments],
          property: name,
          ...idOf(ctx),
          params: { name, expected },
        }),
      ];
    }
    case 'pattern':
      return [valueError(e, ctx, `must be ${describePattern(e.params.pattern)}`)];
    default:
      return [valueError(e, ctx, e.message ?? `breaks the ${e.keyword} rule`)];
  }
}

function valueError(e: ErrorObject, ctx: SchemaErrorContext, detail: string): Diagnostic {
  const segments = segmentsOf(e.instancePath);
  const name = displayName(ctx, segments);
  return createDiagnostic('invalid-value', {
    range: valueRange(ctx, segments),
    path: [...ctx.path, ...segments],
    property: name,
    ...idOf(ctx),
    params: { name, detail },
  });
}

/** How one failed branch reads in a summary: 'one of a, b', 'a number', 'text matching …'. */
function describeExpectation(e: ErrorObject): string {
  switch (e.keyword) {
    case 'enum':
      return `one of ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return String(e.params.allowedValue);
    case 'type':
      return joinOr(typeWords(e.params.type));
    case 'pattern':
      return describePattern(e.params.pattern);
    case 'required':
      return `a mapping with ${String(e.params.missingProperty)}`;
    default:
      return e.message ?? e.keyword;
  }
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'empty',
};

function typeWords(type: unknown): string[] {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.map((t) => TYPE_WORDS[String(t)] ?? String(t));
}

function joinOr(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? 'something else';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

function idOf(ctx: SchemaErrorContext): { componentId?: string } {
  return ctx.componentId === undefined ? {} : { componentId: ctx.componentId };
}

/** `/freeField/whenEmpty` → ['freeField', 'whenEmpty'] (JSON pointer unescaped). */
export function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** ['options', '2', 'value'] → 'options[2].value'. */
function displayPath(segments: readonly string[]): string {
  let out = '';
  for (const s of segments) out += /^\d+$/.test(s) ? `[${s}]` : out === '' ? s : `.${s}`;
  return out;
}

function displayName(ctx: SchemaErrorContext, segments: readonly string[]): string {
  return segments.length === 0 ? ctx.owner : displayPath(segments);
}

function keyOf(container: unknown, segment: string): string | number {
  return Array.isArray(container) ? Number(segment) : segment;
}

/** The value at a path of segments inside `data`. */
function valueAt(data: unknown, segments: readonly string[]): unknown {
  let cur = data;
  for (const s of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[s];
  }
  return cur;
}

/** Where the value at a path is written: its entry in the parent, or the anchor for the whole value. */
function valueRange(ctx: SchemaErrorContext, segments: readonly string[]): SourceRange {
  const last = segments.at(-1);
  if (last === undefined) return ctx.anchor;
  const parent = valueAt(ctx.data, segments.slice(0, -1));
  return ctx.sourceMap.entryRange(parent, keyOf(parent, last), 'value');
}

/** The property names a schema object allows, found from the schema path of an additionalProperties error. */
function allowedNames(schema: unknown, schemaPath: string): string[] {
  const parts = segmentsOf(schemaPath.replace(/^#/, '')).slice(0, -1);
  let cur = schema;
  for (const p of parts) {
    if (cur === null || typeof cur !== 'object') return [];
    cur = (cur as Record<string, unknown>)[p];
  }
  const props = (cur as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}
