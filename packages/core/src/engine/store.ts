import { getComponentDefinition } from '../components';
import type { ComponentBehaviour } from '../components/behaviour';
import { getBehaviour } from '../components/behaviours';
import type { ComponentDefinition } from '../components/definition';
import type { FormSpec } from '../specification';
import { applyAction } from './actions';
import { realClock, type Clock } from './clock';
import type { FormSnapshot } from './contract';
import { Engine } from './engine';
import {
  clearStoredState,
  loadState,
  saveStoredState,
  setProviderData,
  type HostParts,
} from './hostOperations';
import {
  INTERACTION_TYPES,
  interactionToStep,
  isInteraction,
  type ActionStep,
  type Interaction,
} from './interactions';
import { runInits } from './lists';
import { SnapshotPublisher } from './publish';
import { ScriptEvents } from './scriptEvents';
import type { ScriptRunner } from './scripting';
import type { SavedState } from './state';
import { DEFAULT_SCRIPT_DELAYS, scriptDelay, type ScriptDelays } from './timing';

/** Options of {@link createForm}. */
export interface FormOptions {
  /** Time source for script delays (default: the real clock; tests and the CLI pass a ManualClock). */
  readonly clock?: Clock;
  /** The loaded form script (engine/script's createScriptRunner), if the form has one. */
  readonly script?: ScriptRunner;
  /** Overrides of the spec's script delays; a negative delay runs the script at once. */
  readonly delays?: Partial<ScriptDelays>;
  /** Build mode (designer preview): script run errors are shown to the designer. */
  readonly buildMode?: boolean;
  /** Today as YYYY-MM-DD (Date strict mode); default from the clock. */
  readonly today?: () => string;
  /** Component definitions (default: the catalogue). */
  readonly definitions?: (type: string) => ComponentDefinition | undefined;
  /** Component behaviours (default: the explicit registry). */
  readonly behaviours?: (type: string) => ComponentBehaviour | undefined;
  /** RequestDataProviderUpdate: the host fetches the named providers (or all) and calls setProviderData. */
  readonly onProviderUpdateRequest?: (names?: readonly string[]) => void;
  /** LogAndRet and script logs. */
  readonly onLog?: (message: string, value: unknown) => void;
  /**
   * Called with every interaction and every host operation that changes the form, in order, as an
   * actions-file step (`{"set": "size", "value": 12}`, `{"providers": …}`, …), before it is applied: a
   * recorded log replays through the headless runner.
   */
  readonly onDispatch?: (step: ActionStep) => void;
}

/**
 * A running form: immutable snapshots, `update` for user interactions, one method per host operation,
 * subscriptions, and timers that run between `mount` and `unmount`.
 */
export interface FormStore {
  /** The current snapshot (a new object after every change; the same object while nothing changed). */
  getSnapshot(): FormSnapshot;
  /** Calls `listener` after each new snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies one user interaction, settles every formula, and publishes a snapshot. */
  update(interaction: Interaction): void;
  /** setProviderData: provider results, as the results list or `{results: [...]}`. */
  setProviderData(data: unknown): void;
  /** getProviderData: the last provider data applied. */
  getProviderData(): unknown;
  /** getCustomState: the state per id ({c, p, user, script}) to hand to the host. */
  saveState(): SavedState;
  /** setCustomState: replaces all stored values with a saved state and sets the report change markers. */
  loadState(state: unknown): void;
  /** clearState: empties every stored value. */
  clearState(): void;
  /** Starts the timers; the first mount runs the script's init event. Mounting twice is one mount. */
  mount(): void;
  /** Stops the timers, keeping the state and what is pending (a later mount resumes). */
  unmount(): void;
  /** Runs every pending (delayed) script event now, as if their timers had fired (while mounted). */
  flush(): void;
  readonly clock: Clock;
  /** Ends the form for good: stops timers, drops listeners and releases the script. */
  dispose(): void;
}

/** A short JSON picture of a value for a message. */
function describeValue(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Creates a form store over a validated spec (docs/engine.md#how-a-form-runs): compiles every formula once, creates the
 * instances, settles the formulas, runs `||init=` values, and publishes the first snapshot. The script's
 * init event and the timers start at {@link FormStore.mount}.
 */
export function createForm(spec: FormSpec, options: FormOptions = {}): FormStore {
  return createFormWith(spec, options, { definition: getComponentDefinition, behaviour: getBehaviour });
}

/** The lookups {@link createForm} falls back on when its options give none. */
export interface FormLookups {
  readonly definition: (type: string) => ComponentDefinition | undefined;
  readonly behaviour: (type: string) => ComponentBehaviour | undefined;
}

/**
 * {@link createForm} with the fallback lookups passed in rather than imported, so a bundle of the
 * runtime entry (which takes its definitions from a compiled form) holds no definitions with their help.
 *
 * @internal
 */
export function createFormWith(spec: FormSpec, options: FormOptions, fallback: FormLookups): FormStore {
  const clock = options.clock ?? realClock;
  const delays: ScriptDelays = { ...DEFAULT_SCRIPT_DELAYS, ...options.delays };
  const engine = new Engine(spec, {
    clock,
    today: options.today ?? (() => isoDate(clock.now())),
    definition: options.definitions ?? fallback.definition,
    behaviour: options.behaviours ?? fallback.behaviour,
    script: options.script,
    buildMode: options.buildMode ?? false,
    ...(options.onProviderUpdateRequest ? { requestProviderUpdate: options.onProviderUpdateRequest } : {}),
    ...(options.onLog ? { log: options.onLog } : {}),
  });
  const publisher = new SnapshotPublisher(engine, spec, options.script);
  const events = new ScriptEvents(
    engine,
    options.script,
    clock,
    options.buildMode ?? false,
    () => publisher.settle(),
    () => publisher.publish(),
  );
  const host: HostParts = { engine, publisher, events };
  let providerData: unknown;
  let disposed = false;

  /** Tells onDispatch, runs `apply` and publishes; nothing at all once disposed. */
  const dispatch = (step: ActionStep, apply: () => void) => {
    if (disposed) return;
    options.onDispatch?.(step);
    apply();
    publisher.publish();
  };

  // Creation: settle, initial values, the first snapshot.
  publisher.settle();
  runInits(engine, [...engine.instances.values()]);
  publisher.settle();
  publisher.publish();

  return {
    clock,
    getSnapshot: () => publisher.snapshot,
    subscribe(listener) {
      publisher.listeners.add(listener);
      return () => publisher.listeners.delete(listener);
    },
    update(interaction) {
      if (disposed) return;
      if (!isInteraction(interaction)) {
        engine.report('interaction-unknown', {
          params: { detail: describeValue(interaction), types: INTERACTION_TYPES.join(', ') },
          origin: 'none',
        });
        publisher.publish();
        return;
      }
      // The engine applies the interaction in its file shape, so a live form and a replayed log run the same code.
      const step = interactionToStep(interaction);
      dispatch(step, () => {
        const outcome = applyAction(engine, step);
        publisher.settle();
        if (outcome.event)
          events.raise(outcome.event, scriptDelay(outcome.type ?? '', outcome.kind ?? 'other', delays));
      });
    },
    setProviderData(data) {
      dispatch({ providers: data }, () => {
        if (setProviderData(host, data)) providerData = data;
      });
    },
    getProviderData: () => providerData,
    saveState: () => saveStoredState(host),
    loadState(state) {
      dispatch({ setState: state }, () => loadState(host, state));
    },
    clearState() {
      dispatch({ clearState: true }, () => clearStoredState(host));
    },
    mount() {
      if (disposed) return;
      events.mount();
      publisher.publish();
    },
    unmount() {
      events.unmount();
    },
    flush() {
      events.flush();
      publisher.publish();
    },
    dispose() {
      disposed = true;
      events.dispose();
      publisher.listeners.clear();
      options.script?.dispose();
    },
  };
}
