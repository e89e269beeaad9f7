import { useCallback, useEffect, useState } from 'react';

/** What {@link useFocusTimer} gives a view. */
export interface FocusTimer {
  /** When the control was focused (ms, `Date.now()`), undefined while it is not focused. */
  readonly focusedSince: number | undefined;
  /** The time of the last render (ms): pass it with focusedSince to a rule such as core's `tooltipState`. */
  readonly now: number;
  /** Whether the control has been focused for at least `delayMs`. */
  readonly elapsed: boolean;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
}

/**
 * Tracks how long a control has been focused and re-renders once when `delayMs` has passed, for things
 * shown "after N ms while focused" (the Number tooltips, docs/engine.md#scripts). The rule itself stays in
 * the core; this only supplies the two times.
 */
export function useFocusTimer(delayMs: number): FocusTimer {
  const [focusedSince, setFocusedSince] = useState<number | undefined>(undefined);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (focusedSince === undefined) return undefined;
    const left = focusedSince + delayMs - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setTick((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [focusedSince, delayMs]);
  const onFocus = useCallback(() => setFocusedSince(Date.now()), []);
  const onBlur = useCallback(() => setFocusedSince(undefined), []);
  const now = Date.now();
  return {
    focusedSince,
    now,
    elapsed: focusedSince !== undefined && now - focusedSince >= delayMs,
    onFocus,
    onBlur,
  };
}
