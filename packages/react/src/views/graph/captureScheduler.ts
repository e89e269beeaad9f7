import type { Clock, TimerId } from '@formwright/core/runtime';

/** How a capture goes: a PNG, or undefined while the source is not ready yet. */
export type CaptureAttempt = () => Promise<string | undefined>;

/** Settings of {@link createCaptureScheduler}. */
export interface CaptureSchedulerOptions {
  readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** Wait after the last change before the first attempt (Graph 100 ms, Painter 200 ms). */
  readonly delayMs: number;
  /** Wait before the next attempt when one failed or was not ready (Graph 500 ms); none: no retry. */
  readonly retryMs?: number;
  readonly capture: CaptureAttempt;
  readonly onImage: (png: string) => void;
  /** A failed attempt (logged; the scheduler retries after retryMs). */
  readonly onError?: (error: unknown) => void;
}

/** The scheduler: `schedule()` after each change, `cancel()` on unmount. */
export interface CaptureScheduler {
  schedule(): void;
  cancel(): void;
}

/**
 * Debounced image capture (docs/components.md#painter, docs/components.md#graph, docs/engine.md#scripts): each change restarts the delay; an attempt
 * that fails or finds the source not ready is retried every retryMs until one gives a PNG. A result that
 * arrives after a newer change was scheduled is dropped, so the stored image is never older than the data.
 */
export function createCaptureScheduler(o: CaptureSchedulerOptions): CaptureScheduler {
  let timer: TimerId | undefined;
  let generation = 0;

  const stop = (): void => {
    if (timer !== undefined) o.clock.clearTimeout(timer);
    timer = undefined;
  };
  const attempt = (gen: number): void => {
    timer = undefined;
    const retry = (): void => {
      if (gen !== generation || o.retryMs === undefined) return;
      timer = o.clock.setTimeout(() => attempt(gen), o.retryMs);
    };
    o.capture().then(
      (png) => {
        if (gen !== generation) return;
        if (png === undefined) retry();
        else o.onImage(png);
      },
      (error: unknown) => {
        if (gen !== generation) return;
        o.onError?.(error);
        retry();
      },
    );
  };
  return {
    schedule() {
      stop();
      const gen = ++generation;
      timer = o.clock.setTimeout(() => attempt(gen), o.delayMs);
    },
    cancel() {
      stop();
      generation++;
    },
  };
}
