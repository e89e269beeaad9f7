import type { ComponentState, FormSnapshot, FormStore } from '@formwright/core/runtime';

/**
 * One store listener per store for every `useComponent`: after a new snapshot it calls the listeners of
 * the ids whose state object changed, and no others. A keystroke in a 500-field form then wakes the dozen
 * views it changed instead of calling 500 subscriptions that each find nothing new.
 *
 * Accepting many suggestions at once (issue 25: accept-all at 500 fields) is painted report first: when one
 * snapshot accepts more than {@link HOLD_AT} suggested fields (their suggestion gone, their value set), the
 * views of those fields keep showing their previous state for the frame that paints everything else (the
 * report, outputs, visibility, computed values; the hidden inputs subscribe apart and are current at once),
 * and are released after that frame's paint, {@link RELEASE_CHUNK} views per task in document order, so a
 * keystroke in between is not kept waiting. A held field that changes again, or is read after the release,
 * shows the store's state; `flushHeld` releases everything at once (tests, unmount).
 */
interface Hub {
  readonly byId: Map<string, Set<() => void>>;
  last: ReadonlyMap<string, ComponentState>;
  unsubscribe: (() => void) | undefined;
  /** The state a held view shows until it is released, by id. */
  readonly held: Map<string, ComponentState>;
  /** Set while a release is scheduled. */
  releasing: boolean;
}

/** More accepted suggestions than this in one snapshot are held for the frames after the report's. */
export const HOLD_AT = 40;
/** Held views released per task after the report's frame. */
export const RELEASE_CHUNK = 100;

const hubs = new WeakMap<FormStore, Hub>();

const suggestionOf = (s: ComponentState | undefined): unknown =>
  s === undefined ? undefined : (s.props as { suggestion?: unknown }).suggestion;

/** A field whose suggestion was taken in this snapshot: it had one, now has none, and its value changed. */
function accepted(before: ComponentState | undefined, now: ComponentState | undefined): boolean {
  return (
    before !== undefined &&
    now !== undefined &&
    suggestionOf(before) !== undefined &&
    suggestionOf(now) === undefined &&
    before.value !== now.value
  );
}

function notify(store: FormStore, hub: Hub): void {
  const snapshot: FormSnapshot = store.getSnapshot();
  const before = hub.last;
  const now = snapshot.components;
  if (now === before) return;
  hub.last = now;
  const changed: string[] = [];
  let acceptedCount = 0;
  for (const id of hub.byId.keys()) {
    const b = before.get(id);
    const n = now.get(id);
    if (n === b) continue;
    changed.push(id);
    if (accepted(b, n)) acceptedCount++;
  }
  const hold = acceptedCount > HOLD_AT;
  const woken: (() => void)[] = [];
  for (const id of changed) {
    if (hold && accepted(before.get(id), now.get(id))) {
      // Shown as before until released (an id already held keeps the state it showed).
      if (!hub.held.has(id)) hub.held.set(id, before.get(id) as ComponentState);
      continue;
    }
    // A held view changed again (a keystroke into it): it shows the store's state at once.
    hub.held.delete(id);
    for (const l of hub.byId.get(id) ?? []) woken.push(l);
  }
  for (const l of woken) l();
  if (hub.held.size > 0 && !hub.releasing) scheduleRelease(store, hub);
}

/** Runs `task` after the current frame is painted (a task posted from its animation frame). */
function afterPaint(task: () => void): void {
  const raf = globalThis.requestAnimationFrame;
  if (typeof raf !== 'function') {
    setTimeout(task, 0);
    return;
  }
  raf(() => nextTask(task));
}

/** A task (not a microtask) soon: the scheduler's, else a message channel's, else a timeout. */
function nextTask(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: (t: () => void, o: object) => unknown } })
    .scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(task, { priority: 'user-visible' });
    return;
  }
  if (typeof MessageChannel === 'function') {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      task();
    };
    ch.port2.postMessage(0);
    return;
  }
  setTimeout(task, 0);
}

function scheduleRelease(store: FormStore, hub: Hub): void {
  hub.releasing = true;
  const step = () => {
    if (hubs.get(store) !== hub) return;
    release(hub, RELEASE_CHUNK);
    if (hub.held.size > 0) nextTask(step);
    else hub.releasing = false;
  };
  afterPaint(step);
}

/** Releases up to `count` held views (document order), waking them to show the store's state. */
function release(hub: Hub, count: number): void {
  const woken: (() => void)[] = [];
  let n = 0;
  for (const id of hub.held.keys()) {
    if (n++ >= count) break;
    hub.held.delete(id);
    for (const l of hub.byId.get(id) ?? []) woken.push(l);
  }
  for (const l of woken) l();
}

/** Releases every held view of `store` now (a test's `act`, or before reading the screen in one step). */
export function flushHeld(store: FormStore): void {
  const hub = hubs.get(store);
  if (hub) release(hub, Infinity);
}

/** The state component `id`'s view shows: the store's, or the state it is held at (see the top). */
export function readComponent(store: FormStore, id: string): ComponentState | undefined {
  const hub = hubs.get(store);
  if (hub && hub.held.size > 0 && hub.held.has(id)) return hub.held.get(id);
  return store.getSnapshot().components.get(id);
}

/** Subscribes `listener` to changes of component `id`'s state (a `subscribe` for useSyncExternalStore). */
export function subscribeComponent(store: FormStore, id: string, listener: () => void): () => void {
  let hub = hubs.get(store);
  if (!hub) {
    hub = {
      byId: new Map(),
      last: store.getSnapshot().components,
      unsubscribe: undefined,
      held: new Map(),
      releasing: false,
    };
    hubs.set(store, hub);
  }
  const h = hub;
  if (!h.unsubscribe) {
    h.last = store.getSnapshot().components;
    h.held.clear();
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
    h.held.delete(id);
    if (h.byId.size === 0 && h.unsubscribe) {
      h.unsubscribe();
      h.unsubscribe = undefined;
    }
  };
}
