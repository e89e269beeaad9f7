import type { ScriptEvent } from './scripting';
import { write } from './layers';
import { MAX_VALUE_DEPTH, nestedTooDeep, numberFromValue, valueMisfit } from './valueFit';

import type { LayersEngine } from './layers';

/** What providers.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ProvidersEngine = LayersEngine;

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

/** A field of the provider's properties by dotted path: own properties only, never inherited members. */
function fieldOf(props: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  const joined = path.join('.');
  if (Object.hasOwn(props, joined)) return props[joined];
  let cur: unknown = props;
  for (const p of path) {
    if (!isObject(cur) || !Object.hasOwn(cur, p)) return undefined;
    cur = cur[p];
  }
  return cur;
}

/**
 * Applies provider data (docs/engine.md#how-a-form-runs), `{results: [...]}` or the bare results list (docs/architecture.md#entry-points):
 * empty results are ignored with an info log, malformed results (or results nested deeper than
 * {@link MAX_VALUE_DEPTH} levels) with an info diagnostic, and the form goes on; each valid result sets
 * the user-layer value of the components whose dataarg names it (`Provider.field`), when the value fits
 * the component ({@link valueMisfit}; else an info diagnostic naming it). Returns the data-retrieve event to
 * raise, or undefined when nothing was applied.
 */
export function applyProviderData(engine: ProvidersEngine, given: unknown): ScriptEvent | undefined {
  const data = Array.isArray(given) ? { results: given } : given;
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
    if (nestedTooDeep(r)) {
      engine.report('provider-malformed', {
        params: { detail: `results[${i}] is nested deeper than ${MAX_VALUE_DEPTH} levels` },
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
    const kind = inst.def?.valueKind;
    write(engine, inst, 'user', 'value', kind === 'number' ? numberFromValue(value) : value);
  }
  return {
    reason: 'dataRetrieve',
    data: valid.map((r) => ({ providerName: r.providerName, providerData: r.providerData })),
  };
}
