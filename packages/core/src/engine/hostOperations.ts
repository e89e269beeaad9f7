import { applyProviderData } from './providers';
import type { SnapshotPublisher } from './publish';
import { changedSections } from './report';
import type { ScriptEvents } from './scriptEvents';
import { clearState, replaceState, saveState, type SavedState } from './state';

import type { ProvidersEngine } from './providers';
import type { StateEngine } from './state';

/** What hostOperations.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type HostOperationsEngine = ProvidersEngine & StateEngine;

/**
 * The host operations of a store (docs/outputs.md#hidden-inputs, docs/architecture.md#entry-points): what the host page, not the user,
 * does to a form. Each settles the formulas and runs its script event at once; the store publishes.
 */
export interface HostParts {
  readonly engine: HostOperationsEngine;
  readonly publisher: SnapshotPublisher;
  readonly events: ScriptEvents;
}

/**
 * setProviderData: applies provider results, given as the results list or as `{results: [...]}` (both
 * shapes docs/architecture.md#entry-points names). Resolves whether anything was applied (then it is what
 * getProviderData returns).
 */
export function setProviderData({ engine, publisher, events }: HostParts, data: unknown): boolean {
  const event = applyProviderData(engine, Array.isArray(data) ? { results: data } : data);
  publisher.settle();
  if (event) events.raise(event, -1);
  return event !== undefined;
}

/** setCustomState: replaces every stored value with a saved state, and marks the report sections it changed. */
export function loadState({ engine, publisher, events }: HostParts, state: unknown): void {
  const before = publisher.rendered;
  if (!replaceState(engine, state)) return;
  publisher.settle();
  publisher.changed = changedSections(before, publisher.rendered);
  events.raise({ reason: 'setState' }, -1);
}

/** clearState: empties every stored value; the form returns to its specification. */
export function clearStoredState({ engine, publisher, events }: HostParts): void {
  clearState(engine);
  publisher.settle();
  events.raise({ reason: 'clearState' }, -1);
}

/** getCustomState: the state per id ({c, p, user, script}) of the instances as last published. */
export function saveStoredState({ engine, publisher }: HostParts): SavedState {
  return saveState(engine, publisher.instances);
}
