/**
 * Time for the engine: script delays run through a Clock so tests and the CLI can flush timers
 * deterministically while browsers use the real timers.
 */

/** A handle returned by {@link Clock.setTimeout}. */
export type TimerId = number;

/** The engine's view of time: the current moment and one-shot timers. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

interface ManualTimer {
  readonly id: TimerId;
  readonly at: number;
  readonly fn: () => void;
}

/**
 * A clock that only moves when told to: `advance(ms)` runs the timers due by then in time order, and
 * `runAll()` runs every pending timer (also those created while running), so results never depend on
 * the machine's speed. Used by tests and by `formwright render`.
 */
export class ManualClock implements Clock {
  private time: number;
  private nextId = 1;
  private timers: ManualTimer[] = [];

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerId {
    const id = this.nextId++;
    this.timers.push({ id, at: this.time + Math.max(0, ms), fn });
    return id;
  }

  clearTimeout(id: TimerId): void {
    this.timers = this.timers.filter((t) => t.id !== id);
  }

  /** Number of timers waiting. */
  get pending(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, running due timers in order (ties in creation order). */
  advance(ms: number): void {
    const until = this.time + Math.max(0, ms);
    for (;;) {
      const next = this.earliest();
      if (!next || next.at > until) break;
      this.run(next);
    }
    this.time = until;
  }

  /**
   * Runs every pending timer in time order, jumping the clock forward. Stops after `limit` timers so a
   * timer that keeps re-arming itself cannot hang the caller; returns how many ran.
   */
  runAll(limit = 10_000): number {
    let ran = 0;
    for (; ran < limit; ran++) {
      const next = this.earliest();
      if (!next) break;
      this.run(next);
    }
    return ran;
  }

  private earliest(): ManualTimer | undefined {
    let best: ManualTimer | undefined;
    for (const t of this.timers)
      if (!best || t.at < best.at || (t.at === best.at && t.id < best.id)) best = t;
    return best;
  }

  private run(timer: ManualTimer): void {
    this.timers = this.timers.filter((t) => t !== timer);
    if (timer.at > this.time) this.time = timer.at;
    timer.fn();
  }
}

/** The timer functions every JavaScript host has (core is compiled without DOM or Node types). */
interface TimerGlobals {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const timers = globalThis as unknown as TimerGlobals;
const handles = new Map<TimerId, unknown>();
let nextHandle = 1;

/** The real clock of the environment (browser or Node), through the global timer functions. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const id = nextHandle++;
    handles.set(
      id,
      timers.setTimeout(() => {
        handles.delete(id);
        fn();
      }, ms),
    );
    return id;
  },
  clearTimeout: (id) => {
    const h = handles.get(id);
    if (h === undefined) return;
    handles.delete(id);
    timers.clearTimeout(h);
  },
};
