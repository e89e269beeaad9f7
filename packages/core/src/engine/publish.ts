import type { Diagnostic } from '../diagnostics';
import type { FormSpec } from '../specification';
import type { ComponentState, FormSnapshot, MandatoryEntry, ReportParts } from './contract';
import { componentState } from './componentState';
import type { EngineParts } from './engineParts';
import { FrozenMap } from './frozenMap';
import { write } from './layers';
import { computeMandatory, refreshMandatory } from './mandatory';
import type { Instance } from './model';
import { joinParts, type RenderedReport } from './report';
import type { ScriptRunner } from './scripting';
import { makeSnapshot } from './snapshot';
import { updateVisibility } from './visibility';

import type { ComponentStateEngine } from './componentState';
import type { LayersEngine } from './layers';
import type { MandatoryEngine } from './mandatory';

/** What publish.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type PublishEngine = ComponentStateEngine &
  LayersEngine &
  MandatoryEngine &
  Pick<EngineParts, 'diagnostics' | 'roots' | 'takeReportParts'>;

const EMPTY_REPORT: RenderedReport = { markup: '', sections: [] };

/**
 * The publish step of a store: settles the engine (formulas, then the report), and turns what changed
 * into the next immutable snapshot, sharing every unchanged component state with the previous one.
 */
export class SnapshotPublisher {
  /** The report as last rendered (compared before and after a loaded state for the change markers). */
  rendered: RenderedReport = EMPTY_REPORT;
  /** Report change markers since the last loaded state. */
  changed: ReportParts['changedSections'] = [];
  readonly listeners = new Set<() => void>();
  private order: Instance[] = [];
  private components = new FrozenMap<string, ComponentState>();
  private mandatory: readonly MandatoryEntry[] = [];
  private report: ReportParts = { ...EMPTY_REPORT, changedSections: [] };
  private publishedReport: RenderedReport | undefined;
  private diagnostics: readonly Diagnostic[];
  private scriptDiagCount = 0;
  private revision = 0;
  private current: FormSnapshot | undefined;
  private readonly roots: readonly string[];

  constructor(
    private readonly engine: PublishEngine,
    private readonly spec: FormSpec,
    private readonly script: ScriptRunner | undefined,
  ) {
    this.roots = Object.freeze([...engine.roots]);
    this.diagnostics = engine.diagnostics();
  }

  /** The current snapshot (after the first {@link publish}). */
  get snapshot(): FormSnapshot {
    return this.current as FormSnapshot;
  }

  /** Instances in document order (as of the last publish). */
  get instances(): readonly Instance[] {
    return this.order;
  }

  /** Settles formulas, then the cross-component passes, until nothing is left to do. */
  settle(): void {
    const engine = this.engine;
    for (let round = 0; round < 5; round++) {
      engine.calc.settle();
      const parts = engine.takeReportParts();
      if (!parts) break;
      this.rendered = joinParts(parts);
      const reportInst = engine.instances.get('#Report');
      if (reportInst) write(engine, reportInst, 'formula', 'value', this.rendered.markup);
    }
  }

  /** Makes the next snapshot from what changed, and notifies the listeners when there is a new one. */
  publish(): void {
    const engine = this.engine;
    const structure = engine.changes.structureChanged;
    if (structure) this.rebuildOrder();
    updateVisibility(engine, structure);
    const changes = engine.changes.take();
    const before = this.components;
    if (structure) {
      this.components = new FrozenMap(
        this.order.map((inst): [string, ComponentState] => [inst.id, this.stateOf(inst)]),
      );
    } else if (changes.states.size > 0) {
      // Only the changed entries are new; the rest is shared with the previous snapshot (frozenMap.ts).
      const updates: [string, ComponentState][] = [];
      for (const inst of changes.states)
        if (!inst.dead && inst !== engine.reportOwner) updates.push([inst.id, this.stateOf(inst)]);
      this.components = this.components.with(updates);
    }
    const componentsChanged = this.components !== before;
    // Entries change only with an instance's props or visibility: the list is rebuilt when one did.
    if (changes.mandatory && (structure || refreshMandatory(engine, changes.states))) {
      const m = computeMandatory(engine, this.order, structure);
      const old = this.mandatory;
      if (
        m.length !== old.length ||
        m.some((e, i) => e.id !== old[i]?.id || e.level !== old[i]?.level || e.label !== old[i]?.label)
      ) {
        this.mandatory = Object.freeze(m);
      }
    }
    const rendered = this.rendered;
    if (this.publishedReport !== rendered || this.report.changedSections !== this.changed)
      this.report = Object.freeze({
        markup: rendered.markup,
        sections: Object.freeze(rendered.sections.map((s) => Object.freeze({ ...s }))),
        changedSections: this.changed,
      });
    this.publishedReport = rendered;
    const scriptDiagCount = this.script?.diagnostics.length ?? 0;
    if (changes.diagnostics || scriptDiagCount !== this.scriptDiagCount) {
      this.scriptDiagCount = scriptDiagCount;
      this.diagnostics = Object.freeze(engine.diagnostics());
    }
    const prev = this.current;
    if (
      prev &&
      !componentsChanged &&
      prev.mandatory === this.mandatory &&
      prev.report === this.report &&
      prev.diagnostics === this.diagnostics
    )
      return;
    this.current = makeSnapshot({
      spec: this.spec,
      revision: this.revision++,
      components: this.components,
      mandatory: this.mandatory,
      report: this.report,
      diagnostics: this.diagnostics,
      roots: this.roots,
      listChildIds: engine.listChildIds,
      texts: engine.texts,
    });
    if (prev) for (const l of [...this.listeners]) l();
  }

  private stateOf(inst: Instance): ComponentState {
    if (!inst.state) inst.state = componentState(this.engine, inst, this.components.get(inst.id));
    return inst.state;
  }

  private rebuildOrder(): void {
    const engine = this.engine;
    const order: Instance[] = [];
    const walk = (id: string) => {
      const inst = engine.instances.get(id);
      if (!inst) return;
      order.push(inst);
      for (const c of inst.children) walk(c);
    };
    for (const id of engine.roots) walk(id);
    this.order = order;
  }
}
