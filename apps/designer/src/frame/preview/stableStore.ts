/**
 * One store for the preview's whole life: every good parse makes a new core store, and this facade
 * forwards to the newest one. The form view subscribes to the facade only, so a new store is not a new
 * form on screen: the facade's snapshots keep the previous snapshot's component state objects wherever the
 * new store's state shows the same thing, and React re-renders only the components whose state changed
 * (a keystroke in one label re-renders that one component, not the 2,000-line form).
 */
import type {
  ComponentState,
  FormSnapshot,
  FormStore,
  Interaction,
  SavedState,
} from '@formwright/core/runtime';

/** A store that forwards to the current one of a series of stores (see the module comment). */
export class StableStore implements FormStore {
  private target: FormStore;
  private stopListening: () => void;
  private readonly listeners = new Set<() => void>();
  private mounted = false;
  /** The last snapshot read from the target, and the shared one made from it. */
  private raw: FormSnapshot | undefined;
  private shown: FormSnapshot | undefined;
  /** A state of the target's snapshots → the equal state object shown in its place. */
  private alias = new WeakMap<ComponentState, ComponentState>();

  constructor(first: FormStore) {
    this.target = first;
    this.stopListening = first.subscribe(this.notify);
  }

  /** The store everything is forwarded to. */
  get current(): FormStore {
    return this.target;
  }

  /**
   * Forwards to `next` from now on (mounting it when the facade is mounted) and tells the listeners. The
   * caller disposes the previous store.
   */
  swap(next: FormStore): void {
    if (next === this.target) return;
    this.stopListening();
    this.target = next;
    this.stopListening = next.subscribe(this.notify);
    this.alias = new WeakMap();
    if (this.mounted) next.mount();
    this.notify();
  }

  private readonly notify = (): void => {
    for (const listener of [...this.listeners]) listener();
  };

  getSnapshot = (): FormSnapshot => {
    const raw = this.target.getSnapshot();
    if (raw === this.raw && this.shown) return this.shown;
    this.shown = this.shown ? this.share(this.shown, raw) : raw;
    this.raw = raw;
    return this.shown;
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update = (interaction: Interaction): void => this.target.update(interaction);

  setProviderData(data: unknown): void {
    this.target.setProviderData(data);
  }

  getProviderData(): unknown {
    return this.target.getProviderData();
  }

  saveState(): SavedState {
    return this.target.saveState();
  }

  loadState(state: unknown): void {
    this.target.loadState(state);
  }

  clearState(): void {
    this.target.clearState();
  }

  mount(): void {
    this.mounted = true;
    this.target.mount();
  }

  unmount(): void {
    this.mounted = false;
    this.target.unmount();
  }

  flush(): void {
    this.target.flush();
  }

  get clock(): FormStore['clock'] {
    return this.target.clock;
  }

  dispose(): void {
    this.stopListening();
    this.listeners.clear();
    this.target.dispose();
  }

  /** `raw` with every part that shows the same as in `prev` replaced by `prev`'s object. */
  private share(prev: FormSnapshot, raw: FormSnapshot): FormSnapshot {
    const components = new Map<string, ComponentState>();
    let same = prev.components.size === raw.components.size;
    for (const [id, state] of raw.components) {
      let shown = this.alias.get(state);
      if (!shown) {
        const old = prev.components.get(id);
        shown = old !== undefined && sameState(old, state) ? old : state;
        if (shown !== state) this.alias.set(state, shown);
      }
      if (shown !== prev.components.get(id)) same = false;
      components.set(id, shown);
    }
    const roots = sameList(prev.roots, raw.roots) ? prev.roots : raw.roots;
    const mandatory = equalData(prev.mandatory, raw.mandatory) ? prev.mandatory : raw.mandatory;
    const report = equalData(prev.report, raw.report) ? prev.report : raw.report;
    const diagnostics = equalData(prev.diagnostics, raw.diagnostics) ? prev.diagnostics : raw.diagnostics;
    return Object.freeze({
      ...raw,
      components: same ? prev.components : components,
      roots,
      mandatory,
      report,
      diagnostics,
    });
  }
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
}

/**
 * Whether two states show the same: every field equal as data, and the specification nodes equal in what
 * views read of them (type, ids, the list and parent they sit in, the properties as written). Source
 * positions are left out: typing shifts the offsets of every later component, and nothing on screen shows
 * them (build mode's Ctrl+Alt+click reads the line from the current spec).
 */
export function sameState(a: ComponentState, b: ComponentState): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.type !== b.type || a.visible !== b.visible || a.parent !== b.parent) return false;
  if (!sameList(a.children, b.children)) return false;
  const na = a.node;
  const nb = b.node;
  if (
    na !== nb &&
    (na.type !== nb.type ||
      na.id !== nb.id ||
      na.listId !== nb.listId ||
      na.parentId !== nb.parentId ||
      na.generated !== nb.generated ||
      !equalData(na.props, nb.props))
  )
    return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  for (const key of keys) {
    if (key === 'node' || key === 'children') continue;
    if (!(key in rb) || !equalData(ra[key], rb[key])) return false;
  }
  return true;
}

/** Deep equality of plain data (objects, arrays, primitives); functions and class instances by identity. */
export function equalData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const pa = Object.getPrototypeOf(a) as unknown;
  if (pa !== Object.prototype && pa !== null) return false;
  if (Object.getPrototypeOf(b) !== pa) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  for (const key of keys) if (!(key in rb) || !equalData(ra[key], rb[key])) return false;
  return true;
}
