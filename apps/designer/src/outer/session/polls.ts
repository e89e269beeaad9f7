/** The polls of docs/designer.md#the-designer/§9: server upgrading every 30 s, the form's active users every 60 s. */
import { useEffect, useRef, useState } from 'react';

/** Server-upgrading poll interval (ms). */
export const UPGRADING_POLL_MS = 30_000;
/** Active-users poll interval (ms). */
export const ACTIVE_USERS_POLL_MS = 60_000;

/** Calls `tick` now and every `ms` while `enabled`; the latest answer is returned (undefined before). */
export function usePoll<T>(tick: () => Promise<T>, ms: number, enabled: boolean, key = ''): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  // The newest `tick` is called; a new one (a new closure each render) does not restart the poll, `key` does.
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const run = () =>
      latest.current().then(
        (v) => live && setValue(v),
        () => undefined,
      );
    void run();
    const timer = setInterval(run, ms);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, ms, key]);
  return value;
}
