import { useCallback, useSyncExternalStore } from 'react';
import type { ComponentState } from '@formwright/core/runtime';
import { readComponent, subscribeComponent } from './componentHub';
import { useFormStore } from './FormContext';

/**
 * The state of one component instance; the view re-renders exactly when that state object changes (the
 * engine makes a new state object only when what it shows changed). Undefined once the instance is gone.
 * Subscribed by id (componentHub.ts): a new snapshot wakes only the views whose state changed; a view of
 * one of many suggestions accepted at once shows its previous state until the report's frame is painted.
 */
export function useComponent(id: string): ComponentState | undefined {
  const store = useFormStore();
  const subscribe = useCallback((l: () => void) => subscribeComponent(store, id, l), [store, id]);
  const read = useCallback(() => readComponent(store, id), [store, id]);
  return useSyncExternalStore(subscribe, read, read);
}
