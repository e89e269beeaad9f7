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
  return useComponentState(id, false);
}

/**
 * {@link useComponent} for a view that shows nothing while its component is invisible: undefined while
 * the instance is gone or invisible, so a state change of an invisible component (a hidden computed
 * value, 250 of them when every suggestion of the bench form is accepted) re-renders nothing. The view
 * re-renders when the component shows, hides, or changes while shown.
 */
export function useShownComponent(id: string): ComponentState | undefined {
  return useComponentState(id, true);
}

/** One subscription by id for both hooks; `shownOnly` reads an invisible component as undefined. */
function useComponentState(id: string, shownOnly: boolean): ComponentState | undefined {
  const store = useFormStore();
  const subscribe = useCallback((l: () => void) => subscribeComponent(store, id, l), [store, id]);
  const read = useCallback(() => {
    const state = readComponent(store, id);
    return shownOnly && !state?.visible ? undefined : state;
  }, [store, id, shownOnly]);
  return useSyncExternalStore(subscribe, read, read);
}
