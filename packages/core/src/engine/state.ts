import type { Engine } from './engine';
import { resizeList, runInits } from './lists';
import type { Instance } from './model';
import { replaceLayer } from './layers';

/** The saved state of one component (runtime.md §3): source id, parent id, user input, script overrides. */
export interface SavedComponentState {
  /** Source (template) id, for list item instances. */
  readonly c?: string;
  /** Parent id (the list), for list item instances. */
  readonly p?: string;
  readonly user?: Readonly<Record<string, unknown>>;
  readonly script?: Readonly<Record<string, unknown>>;
}

/** The saved state of a form, by instance id. */
export type SavedState = Readonly<Record<string, SavedComponentState>>;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Saves every instance's user and script layers (only those holding something), in document order. */
export function saveState(engine: Engine, order: readonly Instance[]): SavedState {
  const out: Record<string, SavedComponentState> = {};
  for (const inst of order) {
    const user = Object.keys(inst.user).length > 0 ? inst.user : undefined;
    const script = Object.keys(inst.script).length > 0 ? inst.script : undefined;
    if (!user && !script) continue;
    out[inst.id] = {
      ...(inst.item ? { c: inst.node.id, p: inst.item.listId } : {}),
      ...(user ? { user } : {}),
      ...(script ? { script } : {}),
    };
  }
  return out;
}

function clearLayers(engine: Engine): void {
  for (const inst of [...engine.instances.values()]) {
    replaceLayer(engine, inst, 'user', {});
    replaceLayer(engine, inst, 'script', {});
  }
}

function lists(engine: Engine): Instance[] {
  return [...engine.instances.values()].filter((i) => i.node.type === 'List');
}

/**
 * Replaces all stored values with a saved state (runtime.md §4): every user and script layer is cleared,
 * lists take their saved item counts, then each saved entry is laid in. Entries for unknown ids are
 * ignored. Formula overrides are recomputed; `:=` results come from the state.
 */
export function replaceState(engine: Engine, state: unknown): boolean {
  if (!isObject(state)) {
    engine.report('runtime-error', {
      params: { detail: 'setState expects an object of saved component states' },
    });
    return false;
  }
  clearLayers(engine);
  const apply = (onlyMissing: Set<string> | undefined) => {
    for (const [id, entry] of Object.entries(state)) {
      if (onlyMissing && !onlyMissing.has(id)) continue;
      const inst = engine.instances.get(id);
      if (!inst || !isObject(entry)) continue;
      if (isObject(entry.user)) replaceLayer(engine, inst, 'user', entry.user);
      if (isObject(entry.script)) replaceLayer(engine, inst, 'script', entry.script);
    }
  };
  apply(undefined);
  const missing = new Set(Object.keys(state).filter((id) => !engine.instances.has(id)));
  for (const list of lists(engine)) resizeList(engine, list);
  if (missing.size > 0) apply(missing);
  engine.calc.scheduleAll(false);
  return true;
}

/** Clears all stored values: the form returns to its specification (initial values run again). */
export function clearState(engine: Engine): void {
  clearLayers(engine);
  for (const list of lists(engine)) resizeList(engine, list);
  runInits(engine, [...engine.instances.values()]);
  engine.calc.scheduleAll(true);
}
