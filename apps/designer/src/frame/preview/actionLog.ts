/**
 * The action log: every interaction and host operation the preview's store dispatches, recorded through
 * its `onDispatch` as actions-file steps (docs/cli.md#the-formwright-command). The form tests' recorder reads it; a log
 * replays through the headless runner.
 */
import type { ActionStep } from '@formwright/core/headless';

/** A growing list of steps with subscribers. */
export class ActionLog {
  private entries: ActionStep[] = [];
  private readonly listeners = new Set<() => void>();

  /** Appends one step (the store's onDispatch). */
  readonly record = (step: ActionStep): void => {
    this.entries = [...this.entries, step];
    for (const l of this.listeners) l();
  };

  /** The steps so far, oldest first (a new array after each change). */
  steps(): readonly ActionStep[] {
    return this.entries;
  }

  /** Forgets every step (a new form, Clear state). */
  clear(): void {
    this.entries = [];
    for (const l of this.listeners) l();
  }

  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
