/**
 * Number spinner timing (docs/components.md#number, docs/engine.md#scripts): holding a spinner button repeats the step, and
 * range tooltips wait until the field has been focused a moment.
 */

/** Delay from pressing a spinner button to its first repeat, in ms. */
export const SPINNER_FIRST_REPEAT_MS = 250;
/** Interval between repeats while the spinner button is held, in ms. */
export const SPINNER_REPEAT_MS = 50;
/** How long the field must be focused before a range or reference tooltip shows, in ms. */
export const TOOLTIP_DELAY_MS = 200;

/**
 * The timers the spinner needs — the engine's Clock satisfies it structurally (components may not import
 * the engine), so tests drive it with ManualClock and browsers with the real clock.
 */
export interface SpinnerClock {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** A held spinner button: `press()` steps and starts repeating, `release()` stops. */
export interface SpinnerRepeat {
  press(): void;
  release(): void;
  /** Whether the button is held. */
  readonly held: boolean;
}

/**
 * A spinner button's hold behaviour: press steps once at once, then after 250 ms repeats every 50 ms until
 * release (so at 250 ms the second step, at 300 ms the third). Pressing again while held restarts the
 * hold with one step; release when not held does nothing.
 */
export function createSpinnerRepeat(clock: SpinnerClock, onStep: () => void): SpinnerRepeat {
  let timer: number | undefined;
  const stop = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (ms: number): void => {
    timer = clock.setTimeout(() => {
      onStep();
      // onStep may release the button (a bound reached); only re-arm while still held.
      if (timer !== undefined) schedule(SPINNER_REPEAT_MS);
    }, ms);
  };
  return {
    press() {
      stop();
      onStep();
      schedule(SPINNER_FIRST_REPEAT_MS);
    },
    release: stop,
    get held() {
      return timer !== undefined;
    },
  };
}

/**
 * Whether a Number range or reference tooltip shows (§5.3): only while the field is focused
 * (`focusedSinceMs` defined), only when there is a warning, and only from 200 ms after focus.
 */
export function tooltipState(focusedSinceMs: number | undefined, nowMs: number, warning: boolean): boolean {
  return warning && focusedSinceMs !== undefined && nowMs - focusedSinceMs >= TOOLTIP_DELAY_MS;
}
