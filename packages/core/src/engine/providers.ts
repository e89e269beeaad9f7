import type { ValueKind } from '../components/definition';
import type { Engine } from './engine';
import type { ScriptEvent } from './scripting';
import { write } from './layers';

/** One provider result (docs/engine.md#how-a-form-runs): the first item of providerData holds the properties. */
export interface ProviderResult {
  readonly providerName: string;
  readonly providerData: readonly Readonly<Record<string, unknown>>[];
}

/** What setProviderData takes. */
export interface ProviderData {
  readonly results: readonly ProviderResult[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fieldOf(props: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  const joined = path.join('.');
  if (joined in props) return props[joined];
  let cur: unknown = props;
  for (const p of path) {
    if (!isObject(cur)) return undefined;
    cur = cur[p];
  }
  return cur;
}

function isScalar(v: unknown): boolean {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  return typeof v === 'object' ? 'an object' : `${typeof v} ${JSON.stringify(v)}`;
}

/**
 * Why a provider value does not fit a component's value kind (definition.valueKind), or undefined when it
 * does: numbers take numbers and numeric text; text takes text, numbers and booleans; booleans take
 * booleans and 'true'/'false'; lists take lists of plain values and single plain values; a component
 * without a value takes nothing. Null always fits (it clears the value).
 */
export function valueMisfit(value: unknown, kind: ValueKind | undefined): string | undefined {
  if (value === null || kind === undefined || kind === 'any') return undefined;
  const got = describe(value);
  switch (kind) {
    case 'number': {
      const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
      const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
      return numeric && !Number.isNaN(n) ? undefined : `expected a number, got ${got}`;
    }
    case 'string':
      return isScalar(value) ? undefined : `expected text, got ${got}`;
    case 'boolean':
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? undefined
        : `expected true or false, got ${got}`;
    case 'array':
      return isScalar(value) || (Array.isArray(value) && value.every(isScalar))
        ? undefined
        : `expected a list of values, got ${got}`;
    case 'none':
      return 'the component holds no value';
  }
}

/**
 * Applies provider data (docs/engine.md#how-a-form-runs): empty results are ignored with an info log, malformed results
 * with a warning; each valid result sets the user-layer value of the components whose dataarg names it
 * (`Provider.field`), when the value fits the component ({@link valueMisfit}; else a warning naming it). Returns the data-retrieve event to raise, or undefined when nothing was applied.
 */
export function applyProviderData(engine: Engine, data: unknown): ScriptEvent | undefined {
  if (!isObject(data) || !Array.isArray(data.results)) {
    engine.report('provider-malformed', { params: { detail: 'expected { results: [...] }' } });
    return undefined;
  }
  const valid: ProviderResult[] = [];
  data.results.forEach((r: unknown, i) => {
    if (!isObject(r) || typeof r.providerName !== 'string' || !Array.isArray(r.providerData)) {
      engine.report('provider-malformed', {
        params: { detail: `results[${i}] needs providerName (text) and providerData (a list)` },
      });
      return;
    }
    const first: unknown = r.providerData[0];
    if (r.providerData.length > 0 && !isObject(first)) {
      engine.report('provider-malformed', {
        params: { detail: `results[${i}].providerData[0] must be an object of properties` },
      });
      return;
    }
    if (r.providerData.length === 0) return;
    valid.push({ providerName: r.providerName, providerData: r.providerData as Record<string, unknown>[] });
  });
  if (valid.length === 0) {
    if (
      data.results.length === 0 ||
      data.results.every(
        (r: unknown) => isObject(r) && Array.isArray(r.providerData) && r.providerData.length === 0,
      )
    ) {
      engine.report('provider-empty', {});
    }
    return undefined;
  }
  const byName = new Map(
    valid.map((r) => [r.providerName, r.providerData[0] as Readonly<Record<string, unknown>>]),
  );
  for (const inst of [...engine.instances.values()]) {
    const arg = inst.node.props.dataarg;
    if (typeof arg !== 'string' || inst.dead) continue;
    const [provider, ...path] = arg.split('.');
    const props = provider === undefined ? undefined : byName.get(provider);
    if (!props || path.length === 0) continue;
    const value = fieldOf(props, path);
    if (value === undefined) continue;
    const misfit = valueMisfit(value, inst.def?.valueKind);
    if (misfit) {
      engine.report('provider-malformed', {
        params: { detail: `${arg} for ${inst.id}: ${misfit}` },
        componentId: inst.id,
        property: 'value',
        origin: 'none',
      });
      continue;
    }
    write(engine, inst, 'user', 'value', value);
  }
  return {
    reason: 'dataRetrieve',
    data: valid.map((r) => ({ providerName: r.providerName, providerData: r.providerData })),
  };
}
