import type { Clock, TimerId } from './clock';
import type { EngineParts } from './engineParts';
import type { ScriptEvent, ScriptRunner } from './scripting';

/** What scriptEvents.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type ScriptEventsEngine = Pick<EngineParts, 'event' | 'helperHost' | 'report' | 'tracker'>;

interface Pending {
  readonly event: ScriptEvent;
  /** When it is due, on the store's clock. */
  readonly due: number;
  /** Its timer, while the form is mounted. */
  timer?: TimerId;
}

/**
 * The script event scheduling of a store (docs/engine.md#how-a-form-runs): `onStateChange` runs after user input with the
 * spec's delays, debounced per source. Nothing runs before the form is mounted: the init event runs at the
 * first mount, events raised before it wait and run right after it, and `unmount` stops the timers
 * without dropping what is pending (mounting again starts them for the rest of their delay). So React
 * StrictMode's mount, unmount, mount behaves as one mount.
 */
export class ScriptEvents {
  private readonly pending = new Map<string, Pending>();
  private mounted = false;
  private started = false;
  private disposed = false;

  constructor(
    private readonly engine: ScriptEventsEngine,
    private readonly script: ScriptRunner | undefined,
    private readonly clock: Clock,
    private readonly buildMode: boolean,
    /** Settles the formulas after a script event. */
    private readonly settle: () => void,
    /** Publishes a snapshot after a timer fired. */
    private readonly publish: () => void,
  ) {}

  /** True between mount and unmount. */
  get isMounted(): boolean {
    return this.mounted;
  }

  /** Starts the timers: the init event at the first mount, then whatever is pending. */
  mount(): void {
    if (this.mounted || this.disposed) return;
    this.mounted = true;
    if (!this.started) {
      this.started = true;
      this.run({ reason: 'init' });
    }
    const now = this.clock.now();
    const waiting = [...this.pending].sort((x, y) => x[1].due - y[1].due);
    for (const [key, p] of waiting) {
      if (p.due <= now) {
        this.pending.delete(key);
        this.run(p.event);
      } else this.schedule(key, p);
    }
  }

  /** Stops the timers; pending events stay and start again at the next mount. */
  unmount(): void {
    this.mounted = false;
    for (const p of this.pending.values()) {
      if (p.timer !== undefined) this.clock.clearTimeout(p.timer);
      delete p.timer;
    }
  }

  /** Raises an event `delay` ms from now (a negative delay: at once), replacing one pending from the same source. */
  raise(event: ScriptEvent, delay: number): void {
    if (!this.script || this.disposed) return;
    const key = event.source ?? `#${event.reason}`;
    const old = this.pending.get(key);
    if (old?.timer !== undefined) this.clock.clearTimeout(old.timer);
    this.pending.delete(key);
    if (delay < 0 && this.mounted) {
      this.run(event);
      return;
    }
    const p: Pending = { event, due: this.clock.now() + Math.max(0, delay) };
    this.pending.set(key, p);
    if (this.mounted) this.schedule(key, p);
  }

  /** Runs every pending event now, in the order they are due, as if their timers had fired (mounted only). */
  flush(): void {
    if (!this.mounted) return;
    const due = [...this.pending.values()].sort((x, y) => x.due - y.due);
    this.pending.clear();
    for (const p of due) {
      if (p.timer !== undefined) this.clock.clearTimeout(p.timer);
      this.run(p.event);
    }
  }

  /** Drops every pending event for good. */
  dispose(): void {
    this.unmount();
    this.pending.clear();
    this.disposed = true;
  }

  private schedule(key: string, p: Pending): void {
    p.timer = this.clock.setTimeout(
      () => {
        this.pending.delete(key);
        this.run(p.event);
        this.publish();
      },
      Math.max(0, p.due - this.clock.now()),
    );
  }

  /** Runs the script's onStateChange for one event now, then settles. */
  private run(event: ScriptEvent): void {
    const { engine, script } = this;
    if (!script || this.disposed) return;
    const prev = engine.event;
    engine.event = event;
    try {
      engine.tracker.withoutCell(() => script.runEvent(event, engine.helperHost));
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      engine.report(this.buildMode ? 'script-run-build' : 'script-run', { params: { detail } });
    } finally {
      engine.event = prev;
    }
    this.settle();
  }
}
