import { MAX_ITEMS } from './listDerived';
import { resizeList, runInits } from './lists';
import type { Instance } from './model';
import { replaceLayer } from './layers';

import type { ListsEngine } from './lists';

/** What state.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type StateEngine = ListsEngine;

/** The saved state of one component (docs/engine.md#how-a-form-runs): source id, parent id, user input, script overrides. */
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
export function saveState(engine: StateEngine, order: readonly Instance[]): SavedState {
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

function clearLayers(engine: StateEngine): void {
  for (const inst of [...engine.instances.values()]) {
    replaceLayer(engine, inst, 'user', {});
    replaceLayer(engine, inst, 'script', {});
  }
}

function lists(engine: StateEngine): Instance[] {
  return [...engine.instances.values()].filter((i) => i.node.type === 'List');
}

/** A saved entry that passed the checks: its layers, each an object. */
interface CheckedEntry {
  readonly user?: Readonly<Record<string, unknown>>;
  readonly script?: Readonly<Record<string, unknown>>;
}

const ENTRY_KEYS = new Set(['c', 'p', 'user', 'script']);

/** Checks one saved entry's shape; returns the reason it is malformed, or the layers to load. */
function checkEntry(entry: unknown): CheckedEntry | string {
  if (!isObject(entry)) return 'an entry must be an object with user and/or script';
  const extra = Object.keys(entry).filter((k) => !ENTRY_KEYS.has(k));
  if (extra.length > 0) return `unknown key ${extra.join(', ')} (an entry holds c, p, user and script)`;
  for (const layer of ['user', 'script'] as const)
    if (entry[layer] !== undefined && !isObject(entry[layer]))
      return `${layer} must be an object of properties`;
  if (entry.c !== undefined && typeof entry.c !== 'string') return 'c must be the source id (text)';
  if (entry.p !== undefined && typeof entry.p !== 'string') return 'p must be the parent id (text)';
  return {
    ...(isObject(entry.user) ? { user: entry.user } : {}),
    ...(isObject(entry.script) ? { script: entry.script } : {}),
  };
}

function count(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.floor(n) : undefined;
}

/**
 * A List's saved numItems within [minCount, maxCount] and the item cap, so a state cannot ask for more
 * (or fewer) items than the form allows; a value outside is clamped with a warning.
 */
function clampListCount(engine: StateEngine, list: Instance, user: Readonly<Record<string, unknown>>) {
  if (!('numItems' in user)) return user;
  const saved = user.numItems;
  const min = Math.max(0, count(list.props.minCount) ?? 0);
  const max = Math.max(min, Math.min(count(list.props.maxCount) ?? MAX_ITEMS, MAX_ITEMS));
  const n = count(saved);
  const clamped = n === undefined ? min : Math.min(max, Math.max(min, n));
  if (clamped === saved) return user;
  const bounds =
    max === MAX_ITEMS && count(list.props.maxCount) === undefined
      ? `${min}–${max} (the item cap)`
      : `${min}–${max}`;
  engine.report('state-ignored', {
    params: {
      detail: `${list.id}.numItems ${JSON.stringify(saved)} is outside ${bounds}; ${clamped} is used`,
    },
    componentId: list.id,
    property: 'numItems',
    origin: 'none',
  });
  return { ...user, numItems: clamped };
}

/**
 * Replaces all stored values with a saved state (docs/engine.md#how-a-form-runs): every user and script layer is cleared,
 * lists take their saved item counts (clamped to minCount–maxCount), then each saved entry is laid in.
 * Unknown ids and malformed entries are ignored with a 'state-ignored' warning each. Formula overrides
 * are recomputed; `:=` results come from the state.
 */
export function replaceState(engine: StateEngine, state: unknown): boolean {
  if (!isObject(state)) {
    engine.report('runtime-error', {
      params: { detail: 'setState expects an object of saved component states' },
      origin: 'none',
    });
    return false;
  }
  const ignore = (id: string, reason: string) =>
    engine.report('state-ignored', {
      params: { detail: `${id}: ${reason}` },
      componentId: id,
      origin: 'none',
    });
  const entries = new Map<string, CheckedEntry>();
  for (const [id, entry] of Object.entries(state)) {
    const checked = checkEntry(entry);
    if (typeof checked === 'string') ignore(id, checked);
    else entries.set(id, checked);
  }
  clearLayers(engine);
  const apply = (ids: Iterable<string>) => {
    for (const id of ids) {
      const entry = entries.get(id);
      const inst = engine.instances.get(id);
      if (!inst || !entry) continue;
      if (entry.user)
        replaceLayer(
          engine,
          inst,
          'user',
          inst.node.type === 'List' ? clampListCount(engine, inst, entry.user) : entry.user,
        );
      if (entry.script) replaceLayer(engine, inst, 'script', entry.script);
    }
  };
  apply(entries.keys());
  // List items exist once their list has its saved count: their entries are laid in afterwards.
  const missing = [...entries.keys()].filter((id) => !engine.instances.has(id));
  for (const list of lists(engine)) resizeList(engine, list);
  apply(missing);
  for (const id of missing) if (!engine.instances.has(id)) ignore(id, 'no component with this id');
  engine.calc.scheduleAll(false);
  return true;
}

/** Clears all stored values: the form returns to its specification (initial values run again). */
export function clearState(engine: StateEngine): void {
  clearLayers(engine);
  for (const list of lists(engine)) resizeList(engine, list);
  runInits(engine, [...engine.instances.values()]);
  engine.calc.scheduleAll(true);
}
