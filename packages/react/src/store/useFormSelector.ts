import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { FormSnapshot } from '@formwright/core/runtime';
import { useFormStore } from './FormContext';

/**
 * Reads a slice of the snapshot and re-renders only when `equal` says the slice changed (Object.is by
 * default). The snapshot's structural sharing makes Object.is enough for a component's state.
 */
export function useFormSelector<T>(
  select: (snapshot: FormSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useFormStore();
  const last = useRef<{ value: T } | null>(null);
  const getSlice = useCallback(() => {
    const next = select(store.getSnapshot());
    if (last.current && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  }, [store, select, equal]);
  return useSyncExternalStore(store.subscribe, getSlice, getSlice);
}
