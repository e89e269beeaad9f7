import type { ComponentState, FormSnapshot, FormStore } from '@formwright/core/runtime';

/**
 * One store listener per store for every `useComponent`: after a new snapshot it calls the listeners of
 * the ids whose state object changed, and no others. A keystroke in a 500-field form then wakes the dozen
 * views it changed instead of calling 500 subscriptions that each find nothing new.
 */
interface Hub {
  readonly byId: Map<string, Set<() => void>>;
  last: ReadonlyMap<string, ComponentState>;
  unsubscribe: (() => void) | undefined;
}

const hubs = new WeakMap<FormStore, Hub>();

function notify(store: FormStore, hub: Hub): void {
  const snapshot: FormSnapshot = store.getSnapshot();
  const before = hub.last;
  const now = snapshot.components;
  if (now === before) return;
  hub.last = now;
  const woken: (() => void)[] = [];
  for (const [id, listeners] of hub.byId)
    if (now.get(id) !== before.get(id)) for (const l of listeners) woken.push(l);
  for (const l of woken) l();
}

/** Subscribes `listener` to changes of component `id`'s state (a `subscribe` for useSyncExternalStore). */
export function subscribeComponent(store: FormStore, id: string, listener: () => void): () => void {
  let hub = hubs.get(store);
  if (!hub) {
    hub = { byId: new Map(), last: store.getSnapshot().components, unsubscribe: undefined };
    hubs.set(store, hub);
  }
  const h = hub;
  if (!h.unsubscribe) {
    h.last = store.getSnapshot().components;
    h.unsubscribe = store.subscribe(() => notify(store, h));
  }
  let set = h.byId.get(id);
  if (!set) {
    set = new Set();
    h.byId.set(id, set);
  }
  set.add(listener);
  return () => {
    const s = h.byId.get(id);
    if (!s) return;
    s.delete(listener);
    if (s.size > 0) return;
    h.byId.delete(id);
    if (h.byId.size === 0 && h.unsubscribe) {
      h.unsubscribe();
      h.unsubscribe = undefined;
    }
  };
}
