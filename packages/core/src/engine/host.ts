import type { HelperHost } from '../expr';
import type { PropertySchema } from '../components/definition';
import type { EngineParts } from './engineParts';
import { write } from './layers';

import type { LayersEngine } from './layers';

/** What host.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type HostEngine = LayersEngine & Pick<EngineParts, 'callSite' | 'event' | 'read' | 'tracker'>;

/** Ids the parser adds or reserves; mirroring them is unsupported (docs/diagnostics.md#diagnostics). */
function isSpecial(id: string): boolean {
  return id.startsWith('#');
}

function ids(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (v === undefined || v === null) return [];
  return [String(v)];
}

/** A glob (`lesions_*_size`) as a regular expression over whole ids. */
function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/**
 * The state helpers' window on the form (Get, Set, MirrorComponentValues, GetDynamicAll,
 * RequestDataProviderUpdate, LogAndRet): reads are recorded as dependencies of the running formula,
 * writes go to the script layer with the spec's checks.
 */
export function createHelperHost(engine: HostEngine): HelperHost {
  return {
    get event() {
      return engine.event;
    },
    get(id: string, prop?: string): unknown {
      return engine.read(String(id), prop ?? 'value');
    },
    set(...args: unknown[]): void {
      const id = String(args[0]);
      if (args.length >= 3) scriptSet(engine, id, String(args[1]), args[2]);
      else scriptSet(engine, id, 'value', args[1]);
    },
    getDynamicAll(pattern: string, prop?: string): unknown[] {
      engine.tracker.markDynamic();
      const re = globToRegExp(String(pattern));
      const out: unknown[] = [];
      for (const id of engine.instances.keys()) if (re.test(id)) out.push(engine.read(id, prop ?? 'value'));
      return out;
    },
    mirror(sourceIds: unknown, targetIds: unknown): void {
      const from = ids(sourceIds);
      const to = ids(targetIds);
      for (let i = 0; i < Math.min(from.length, to.length); i++) {
        const s = from[i] as string;
        const t = to[i] as string;
        if (!engine.instances.has(s) || !engine.instances.has(t)) {
          const componentId = engine.instances.has(s) ? t : s;
          engine.report('mirror-unknown', { componentId, ...engine.callSite() });
          continue;
        }
        if (isSpecial(s) || isSpecial(t)) {
          engine.report('mirror-special', { componentId: isSpecial(t) ? t : s, ...engine.callSite() });
          // A special target (#Report, #MandatoryFields) holds no settable value: nothing more to do.
          if (isSpecial(t)) continue;
        }
        scriptSet(engine, t, 'value', engine.read(s, 'value'), 'MirrorComponentValues');
      }
    },
    requestProviderUpdate(names?: readonly string[]): void {
      engine.config.requestProviderUpdate?.(names);
    },
    log(message: string, value: unknown): void {
      engine.config.log?.(message, value);
    },
    now: () => engine.config.clock.now(),
  };
}

/**
 * A script (or effect helper) sets a property in the script layer (docs/engine.md#how-a-form-runs): undefined clears the
 * override; a property the component does not have warns; a Summary's checked flag is the user's alone.
 */
export function scriptSet(
  engine: HostEngine,
  id: string,
  prop: string,
  value: unknown,
  helper = 'Set',
): boolean {
  const inst = engine.instances.get(id);
  if (!inst) {
    engine.report('unknown-component-id', {
      params: { id, helper },
      componentId: id,
      property: prop,
      ...engine.callSite(),
    });
    return false;
  }
  if (inst.behaviour?.scriptReadOnly?.includes(prop)) {
    engine.report('summary-checked-script', {
      params: { id },
      componentId: id,
      property: prop,
      ...engine.callSite(),
    });
    return false;
  }
  const def = inst.def;
  if (def && !(prop in def.properties) && !(def.derived && prop in def.derived && prop === 'value')) {
    engine.report('property-not-settable', {
      params: { name: prop, id },
      componentId: id,
      property: prop,
      ...engine.callSite(),
    });
    return false;
  }
  const expected = def && prop !== 'value' ? wrongType(def.properties[prop], value) : undefined;
  if (expected !== undefined) {
    engine.report('property-wrong-type', {
      params: { name: prop, id, value: JSON.stringify(value) ?? String(value), expected },
      componentId: id,
      property: prop,
      ...engine.callSite(),
    });
    return false;
  }
  return write(engine, inst, 'script', prop, value);
}

/**
 * The types a script value for the property must have, when `value` has none of them (else undefined).
 * A property that is always a formula (hidden, display, disabled) takes the formula's result, so the
 * string its schema allows for formula text is not a value for it. Numbers pass as text. `value` itself
 * is left to the component's rules (normalising), and undefined (clearing) always passes.
 */
function wrongType(schema: PropertySchema | undefined, value: unknown): string | undefined {
  if (!schema?.type || value === undefined) return undefined;
  let types: readonly string[] = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (schema.formula === 'always' && types.includes('boolean')) types = types.filter((t) => t !== 'string');
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
  const ok = types.some(
    (t) =>
      t === kind ||
      (t === 'number' && kind === 'integer') ||
      (t === 'string' && (kind === 'number' || kind === 'integer')),
  );
  return ok ? undefined : types.join(' or ');
}
