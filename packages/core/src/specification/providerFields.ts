import { createDiagnostic, type Diagnostic } from '../diagnostics';
import type { FormSpec } from './model';
import { nearestName } from './suggest';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The properties each provider's data holds (the first item of its providerData), from provider results
 * as a form is given them: `{ results: [...] }` or the bare list. A malformed result is left out.
 */
function propertiesByProvider(data: unknown): Map<string, Readonly<Record<string, unknown>>> {
  const results: unknown = isObject(data) ? data.results : data;
  const out = new Map<string, Readonly<Record<string, unknown>>>();
  if (!Array.isArray(results)) return out;
  for (const r of results) {
    if (!isObject(r) || typeof r.providerName !== 'string' || !Array.isArray(r.providerData)) continue;
    const first: unknown = r.providerData[0];
    if (isObject(first)) out.set(r.providerName, first);
  }
  return out;
}

/** Whether the provider's properties hold the dotted field as the engine reads it (engine/providers.ts). */
function hasField(props: Readonly<Record<string, unknown>>, path: readonly string[]): boolean {
  if (Object.hasOwn(props, path.join('.'))) return true;
  let cur: unknown = props;
  for (const p of path) {
    if (!isObject(cur) || !Object.hasOwn(cur, p)) return false;
    cur = cur[p];
  }
  return true;
}

/** Every field the properties hold, nested ones dotted (`smoking.packYears`), for the suggestion. */
function fieldNames(props: Readonly<Record<string, unknown>>, prefix = '', depth = 0): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(props)) {
    out.push(prefix + k);
    if (isObject(v) && depth < 4) out.push(...fieldNames(v, `${prefix}${k}.`, depth + 1));
  }
  return out;
}

/**
 * Warnings for every `dataarg: Provider.field` whose provider has data here (a site's test data, as the
 * designer's preview gets it) but no such field: 'dataarg-field-missing' at the dataarg, with the nearest
 * field the data has. Validation alone cannot know a site's data, so the designer adds these to the
 * findings of its parse. A provider without data here is not judged.
 */
export function checkProviderFields(spec: FormSpec, providerData: unknown): Diagnostic[] {
  const byProvider = propertiesByProvider(providerData);
  const out: Diagnostic[] = [];
  if (byProvider.size === 0) return out;
  for (const node of spec.all) {
    const arg = node.props.dataarg;
    if (typeof arg !== 'string') continue;
    const [provider = '', ...path] = arg.trim().split('.');
    const props = byProvider.get(provider);
    if (!props || path.length === 0 || hasField(props, path)) continue;
    const field = path.join('.');
    const near = nearestName(field, fieldNames(props));
    out.push(
      createDiagnostic('dataarg-field-missing', {
        params: {
          dataarg: arg.trim(),
          provider,
          field,
          hint: near === undefined ? '' : `; did you mean ${provider}.${near}?`,
        },
        range: node.propRanges.dataarg ?? node.range,
        path: [...node.path, 'dataarg'],
        componentId: node.id,
        property: 'dataarg',
      }),
    );
  }
  return out;
}
