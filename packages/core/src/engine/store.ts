import { getComponentDefinition } from '../components';
import type { ComponentBehaviour } from '../components/behaviour';
import type { ComponentDefinition } from '../components/definition';
import type { Diagnostic } from '../diagnostics';
import type { FormSpec } from '../spec';
import { applyAction, type FormAction } from './actions';
import { getBehaviour } from '../components/behaviours';
import { realClock, type Clock, type TimerId } from './clock';
import type { ComponentState, FormSnapshot, MandatoryEntry, ReportParts } from './contract';
import { Engine } from './engine';
import { FrozenMap } from './frozenMap';
import { runInits } from './lists';
import { computeMandatory, refreshMandatory } from './mandatory';
import type { Instance } from './model';
import { applyProviderData } from './providers';
import { changedSections, joinParts, type RenderedReport } from './report';
import type { ScriptEvent, ScriptRunner } from './scripting';
import { componentState } from './componentState';
import { makeSnapshot } from './snapshot';
import { clearState, replaceState, saveState, type SavedState } from './state';
import { DEFAULT_SCRIPT_DELAYS, scriptDelay, type ScriptDelays } from './timing';
import { updateVisibility } from './visibility';
import { write } from './layers';

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
}

/** A running form: immutable snapshots, one `update`, subscriptions, timers and saved state. */
export interface FormStore {
  /** The current snapshot (a new object after every change; the same object while nothing changed). */
  getSnapshot(): FormSnapshot;
  /** Calls `listener` after each new snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies one action, settles every formula, and publishes a snapshot. */
  update(action: FormAction): void;
  /** Runs every pending (delayed) script event now, as if their timers had fired. */
  flush(): void;
  /** Saves the state per id ({c, p, user, script}): what getCustomState hands to the host. */
  getState(): SavedState;
  /** Sets a saved state (setCustomState): replaces all stored values and sets the report change markers. */
  setState(state: unknown): void;
  /** The last provider data applied (getProviderData). */
  getProviderData(): unknown;
  readonly clock: Clock;
  /** Stops timers and releases the script. */
  dispose(): void;
}

const EMPTY_REPORT: RenderedReport = { markup: '', sections: [] };

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Creates a form store over a validated spec (docs/engine.md#how-a-form-runs): compiles every formula once, creates the
 * instances, settles the formulas, runs `||init=` values and the script's init event, and publishes the
 * first snapshot.
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
  const roots: readonly string[] = Object.freeze([...engine.roots]);
  const listeners = new Set<() => void>();
  const pending = new Map<string, { timer: TimerId; event: ScriptEvent; due: number }>();
  let order: Instance[] = [];
  let components = new FrozenMap<string, ComponentState>();
  let mandatory: readonly MandatoryEntry[] = [];
  let rendered: RenderedReport = EMPTY_REPORT;
  let changed: ReportParts['changedSections'] = [];
  let report: ReportParts = { ...EMPTY_REPORT, changedSections: changed };
  let diagnostics: readonly Diagnostic[] = engine.diagnostics();
  let diagVersion = -1;
  let revision = 0;
  let providerData: unknown;
  let disposed = false;
  let snapshot: FormSnapshot;

  const stateOf = (inst: Instance): ComponentState => {
    if (!inst.state) inst.state = componentState(engine, inst, components.get(inst.id));
    return inst.state;
  };

  const rebuildOrder = () => {
    order = [];
    const walk = (id: string) => {
      const inst = engine.instances.get(id);
      if (!inst) return;
      order.push(inst);
      for (const c of inst.children) walk(c);
    };
    for (const id of engine.roots) walk(id);
  };

  /** Settles formulas, then the cross-component passes, until nothing is left to do. */
  const settle = () => {
    for (let round = 0; round < 5; round++) {
      engine.calc.settle();
      const parts = engine.takeReportParts();
      if (!parts) break;
      rendered = joinParts(parts);
      const reportInst = engine.instances.get('#Report');
      if (reportInst) write(engine, reportInst, 'formula', 'value', rendered.markup);
    }
  };

  const publish = () => {
    const structure = engine.structureChanged;
    if (structure) rebuildOrder();
    updateVisibility(engine, structure);
    const before = components;
    if (structure) {
      components = new FrozenMap(order.map((inst): [string, ComponentState] => [inst.id, stateOf(inst)]));
    } else if (engine.changed.size > 0) {
      // Only the changed entries are new; the rest is shared with the previous snapshot (frozenMap.ts).
      const updates: [string, ComponentState][] = [];
      for (const inst of engine.changed)
        if (!inst.dead && inst !== engine.reportOwner) updates.push([inst.id, stateOf(inst)]);
      components = components.with(updates);
    }
    const componentsChanged = components !== before;
    // Entries change only with an instance's props or visibility: the list is rebuilt when one did.
    if (engine.mandatoryDirty && (structure || refreshMandatory(engine, engine.changed))) {
      const m = computeMandatory(engine, order, structure);
      if (
        m.length !== mandatory.length ||
        m.some(
          (e, i) =>
            e.id !== mandatory[i]?.id || e.level !== mandatory[i]?.level || e.label !== mandatory[i]?.label,
        )
      ) {
        mandatory = Object.freeze(m);
      }
    }
    engine.mandatoryDirty = false;
    engine.changed.clear();
    engine.structureChanged = false;
    const reportChanged = publishedReport !== rendered || report.changedSections !== changed;
    publishedReport = rendered;
    if (reportChanged)
      report = Object.freeze({
        markup: rendered.markup,
        sections: Object.freeze(rendered.sections.map((s) => Object.freeze({ ...s }))),
        changedSections: changed,
      });
    if (
      engine.diagnosticsVersion !== diagVersion ||
      (options.script?.diagnostics.length ?? 0) !== scriptDiagCount
    ) {
      diagVersion = engine.diagnosticsVersion;
      scriptDiagCount = options.script?.diagnostics.length ?? 0;
      diagnostics = Object.freeze(engine.diagnostics());
    }
    const prev = snapshot as FormSnapshot | undefined;
    if (
      prev &&
      !componentsChanged &&
      prev.mandatory === mandatory &&
      prev.report === report &&
      prev.diagnostics === diagnostics
    )
      return;
    snapshot = makeSnapshot({
      spec,
      revision: revision++,
      components,
      mandatory,
      report,
      diagnostics,
      roots,
      listChildIds: engine.listChildIds,
      texts: engine.texts,
    });
    if (prev) for (const l of [...listeners]) l();
  };
  let scriptDiagCount = 0;
  let publishedReport: RenderedReport | undefined;

  const runEvent = (event: ScriptEvent) => {
    const script = options.script;
    if (!script || disposed) return;
    const prev = engine.event;
    engine.event = event;
    try {
      engine.tracker.withoutCell(() => script.runEvent(event, engine.helperHost));
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      engine.report(options.buildMode ? 'script-run-build' : 'script-run', { params: { detail } });
    } finally {
      engine.event = prev;
    }
    settle();
  };

  const raise = (event: ScriptEvent, delay: number) => {
    if (!options.script) return;
    const key = event.source ?? `#${event.reason}`;
    const old = pending.get(key);
    if (old) clock.clearTimeout(old.timer);
    if (delay < 0) {
      pending.delete(key);
      runEvent(event);
      return;
    }
    const timer = clock.setTimeout(() => {
      pending.delete(key);
      runEvent(event);
      publish();
    }, delay);
    pending.set(key, { timer, event, due: clock.now() + delay });
  };

  // Mount: settle, initial values, then the init event.
  settle();
  runInits(engine, [...engine.instances.values()]);
  settle();
  publish();
  runEvent({ reason: 'init' });
  publish();

  const store: FormStore = {
    clock,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(action) {
      if (disposed) return;
      const a = action as Record<string, unknown>;
      if (typeof action !== 'object' || action === null) return;
      if ('providers' in a) {
        const event = applyProviderData(engine, a.providers);
        if (event) providerData = a.providers;
        settle();
        if (event) runEvent(event);
      } else if ('setState' in a) {
        const before = rendered;
        if (replaceState(engine, a.setState)) {
          settle();
          changed = changedSections(before, rendered);
          runEvent({ reason: 'setState' });
        }
      } else if ('clearState' in a) {
        clearState(engine);
        settle();
        runEvent({ reason: 'clearState' });
      } else {
        const outcome = applyAction(engine, action);
        settle();
        if (outcome.event) {
          const type = outcome.type ?? '';
          raise(outcome.event, scriptDelay(type, outcome.kind ?? 'other', delays));
        }
      }
      publish();
    },
    flush() {
      const due = [...pending.values()].sort((x, y) => x.due - y.due);
      pending.clear();
      for (const p of due) {
        clock.clearTimeout(p.timer);
        runEvent(p.event);
      }
      publish();
    },
    getState: () => saveState(engine, order),
    setState: (state) => store.update({ setState: state }),
    getProviderData: () => providerData,
    dispose() {
      disposed = true;
      for (const p of pending.values()) clock.clearTimeout(p.timer);
      pending.clear();
      listeners.clear();
      options.script?.dispose();
    },
  };
  return store;
}
