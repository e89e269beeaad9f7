import type { ComponentBehaviour } from '../components/behaviour';
import type { ComponentDefinition } from '../components/definition';
import { createDiagnostic, type Diagnostic, type DiagnosticCode, type DiagnosticInit } from '../diagnostics';
import { defaultTexts, type DefaultTexts, type HelperHost } from '../expr';
import type { ComponentNode, FormSpec } from '../specification';
import { Calculation } from './calculate';
import { ChangeSet } from './changeSet';
import type { CompileSink, NodeFormulas } from './cells';
import type { Clock } from './clock';
import { compileForm } from './compileForm';
import { createHelperHost } from './host';
import { createInstance, newInstance } from './instances';
import { listSummaryRun } from './lists';
import type { CellTemplate, Instance, ItemContext } from './model';
import { formReportParts, type CompiledReportItem, type ReportPart } from './report';
import { ReportComponents } from './reportComponents';
import type { EngineParts } from './engineParts';
import { EngineScope, type ScopeHost } from './scope';
import type { ScriptEvent, ScriptRunner } from './scripting';
import { ReadTracker } from './tracking';

/** What the engine needs from its environment (resolved by createForm). */
export interface EngineConfig {
  readonly clock: Clock;
  readonly today: () => string;
  readonly definition: (type: string) => ComponentDefinition | undefined;
  readonly behaviour: (type: string) => ComponentBehaviour | undefined;
  readonly script: ScriptRunner | undefined;
  readonly buildMode: boolean;
  /** Hooks for effects that leave the form (RequestDataProviderUpdate, LogAndRet). */
  readonly requestProviderUpdate?: (names?: readonly string[]) => void;
  readonly log?: (message: string, value: unknown) => void;
}

const MAX_LOG = 200;

/**
 * The mutable heart behind a FormStore: instances with their layers (instances.ts, layers.ts), the
 * formula cells and the dependency edges between them (tracking.ts), and the calculation loop
 * (calculate.ts). The store wraps it with actions, timers, and immutable snapshots.
 */
/** The settle loop as the source of its own findings (loop limits, the run-away error). */
const SETTLE = Object.freeze({ settle: true });
const SETTLE_CODES: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>([
  'loop-error',
  'loop-warning',
  'runaway',
]);

export class Engine implements ScopeHost, EngineParts {
  readonly texts: DefaultTexts;
  readonly reportVersion: 'v1' | 'v2';
  readonly instances = new Map<string, Instance>();
  /** Top-level instance ids in document order. */
  readonly roots: string[] = [];
  readonly listChildIds: Map<string, Set<string>>;
  readonly formulas: Map<string, NodeFormulas>;
  readonly helperHost: HelperHost;
  readonly callScript?: (name: string, args: readonly unknown[]) => unknown;
  readonly tracker = new ReadTracker();
  readonly calc: Calculation = new Calculation(this);
  private readonly rootScope: EngineScope;
  private readonly itemScopes = new Map<string, EngineScope>();
  /** The pseudo instance owning the ReportOutput cells. */
  readonly reportOwner: Instance;
  readonly reportItems: CompiledReportItem[];
  reportParts: (ReportPart | undefined)[];
  readonly listSummaries: Map<string, CompiledReportItem[]>;
  readonly listSummaryTemplates: Map<string, CellTemplate>;
  /** The ReportOutput's section ids in order of first use (the order of a sectioned whole report). */
  readonly sectionOrder: readonly string[];
  /** The Report components placed in the form (undefined when it has none). */
  readonly reportComponents: ReportComponents | undefined;

  /** What changed since the last snapshot (changeSet.ts owns every dirty flag). */
  readonly changes = new ChangeSet();

  // ── Diagnostics ──
  private readonly log: Diagnostic[] = [];
  /**
   * Compile errors met while compiling the spec's formulas. Kept apart and not published: createForm
   * takes a spec from parseSpec, whose formula check compiles the same texts and reports each error
   * once, with its exact line and column (specification/formulas.ts).
   */
  readonly compileDiagnostics: Diagnostic[] = [];
  event: ScriptEvent | undefined;

  constructor(
    readonly spec: FormSpec,
    readonly config: EngineConfig,
  ) {
    this.texts = defaultTexts(spec.metadata.lang, spec.metadata.defaults);
    this.reportVersion = spec.metadata.reportVersion;
    this.helperHost = createHelperHost(this);
    const script = config.script;
    if (script) this.callScript = (name, args) => script.call(name, args, this.helperHost);
    this.rootScope = new EngineScope(this, undefined);
    const published: Diagnostic[] = [];
    const sink: CompileSink = { diagnostics: this.compileDiagnostics, published };

    const compiled = compileForm(spec, config.definition, sink, (list, items) =>
      listSummaryRun(this, list, items),
    );
    this.formulas = compiled.formulas;
    this.listChildIds = compiled.listChildIds;
    this.listSummaries = compiled.listSummaries;
    this.listSummaryTemplates = compiled.listSummaryTemplates;
    this.reportItems = compiled.reportItems;
    this.log.push(...published);
    this.reportParts = this.reportItems.map(() => undefined);
    this.sectionOrder = [...new Set(this.reportItems.flatMap((it) => (it.sectionId ? [it.sectionId] : [])))];
    this.reportOwner = newInstance(this, REPORT_NODE, undefined, undefined, undefined, 0);
    if (spec.all.some((n) => n.type === 'Report' && !n.generated))
      this.reportComponents = new ReportComponents(this);

    for (const node of spec.components)
      this.roots.push(createInstance(this, node, undefined, undefined, undefined, 0).id);
    for (const tpl of compiled.reportTemplates) this.calc.addCell(tpl, this.reportOwner, this.rootScope);
  }

  /** A scope per list item (shared by the item's cells). */
  scopeFor(item: ItemContext): EngineScope {
    let s = this.itemScopes.get(item.prefix);
    if (!s) {
      s = new EngineScope(this, item);
      this.itemScopes.set(item.prefix, s);
    }
    return s;
  }

  /** The scope of an instance's context. */
  scopeOf(inst: Instance): EngineScope {
    return inst.item ? this.scopeFor(inst.item) : this.rootScope;
  }

  /** Number of items of a list. */
  itemCount(listId: string): number {
    const n = this.instances.get(listId)?.internal.count;
    return typeof n === 'number' ? n : 0;
  }

  /** Reads a property of an instance for a formula, recording the read as an edge of the running cell. */
  read(id: string, prop: string): unknown {
    // docs/components.md#list calls a List's rendered summary `reportSummary`; the engine keeps it as `report`
    // (the spec's `reportSummary` property holds the item templates), so formulas read it under both names.
    if (prop === 'reportSummary' && this.instances.get(id)?.node.type === 'List') prop = 'report';
    this.tracker.record(id, prop);
    // Own data properties only: never an inherited member (constructor, __proto__) or a function.
    const props = this.instances.get(id)?.props;
    if (!props || !Object.hasOwn(props, prop)) return undefined;
    const v = props[prop];
    return typeof v === 'function' ? undefined : v;
  }

  /**
   * The parts of the form's report when they may have changed since the last call (a part changed, or
   * a Report component showed, hid, came or went), else undefined.
   */
  takeReportParts(): readonly (ReportPart | undefined)[] | undefined {
    const components = this.reportComponents;
    const moved = components?.refresh() ?? false;
    if (!this.changes.takeReport() && !moved) return undefined;
    return formReportParts(this.reportParts, components?.parts() ?? [], this.sectionOrder);
  }

  // ── Diagnostics ────────────────────────────────────────────────────────────────────────────────

  /** What raised the last logged finding: the formula's cell, the settle loop, or nothing to collapse by. */
  #lastSource: object | undefined;

  /** Logs an engine diagnostic (loop limits, provider logs, script errors). */
  report(code: DiagnosticCode, init: DiagnosticInit): void {
    // A finding given no place says so rather than pointing at line 1 of the spec.
    const d = createDiagnostic(code, init.range || init.origin ? init : { ...init, origin: 'none' });
    // A repeat of the finding just before is dropped only when the same formula raised it again (it fails
    // on every settle) or the settle loop did (its loop findings); a script's or a provider's finding, and a
    // refused action, is logged each time it happens.
    const source = this.tracker.current ?? (SETTLE_CODES.has(code) ? SETTLE : undefined);
    const last = this.log[this.log.length - 1];
    const repeat =
      source !== undefined &&
      source === this.#lastSource &&
      last !== undefined &&
      last.code === d.code &&
      last.message === d.message &&
      last.componentId === d.componentId;
    this.#lastSource = source;
    if (repeat) return;
    this.log.push(d);
    if (this.log.length > MAX_LOG) this.log.splice(0, this.log.length - MAX_LOG);
    this.changes.markDiagnostics();
  }

  /**
   * Where the engine is running now, for a helper's warning (Set, MirrorComponentValues): the script's
   * line while a script call runs, else the running formula's place in the spec, else nowhere.
   */
  callSite(): Pick<DiagnosticInit, 'range' | 'origin' | 'path'> {
    const inScript = this.config.script?.location?.();
    if (inScript) return { range: inScript, origin: 'script' };
    const cell = this.tracker.current;
    const node = cell?.inst.node;
    if (cell && node && !node.generated) {
      const range = cell.tpl.site?.range ?? node.propRanges[cell.tpl.prop] ?? node.range;
      return { range, origin: 'spec', path: cell.tpl.site?.path ?? [...node.path, cell.tpl.prop] };
    }
    return { origin: 'none' };
  }

  /** Every current run-time diagnostic: failing formulas, the script's, and the log (not compile errors). */
  diagnostics(): Diagnostic[] {
    const script = this.config.script?.diagnostics ?? [];
    return [...this.calc.failures(), ...script, ...this.log, ...this.summaryWarnings()];
  }

  /**
   * The inconsistency warnings of the Summaries that show one now (docs/components.md#summary). They
   * are read off the Summaries' state, so a warning goes away when its Summary is consistent again.
   */
  private summaryWarnings(): Diagnostic[] {
    const out: Diagnostic[] = [];
    for (const inst of this.instances.values()) {
      if (inst.dead || !inst.behaviour?.publishesWarning) continue;
      const text = inst.props.warning;
      if (typeof text !== 'string' || text === '') continue;
      const node = inst.node;
      out.push(
        createDiagnostic('summary-inconsistent', {
          params: { text },
          componentId: inst.id,
          ...(node.generated ? { origin: 'none' as const } : { range: node.range, path: node.path }),
        }),
      );
    }
    return out;
  }
}

const REPORT_NODE: ComponentNode = {
  type: 'Report',
  id: '#ReportOutput',
  explicitId: false,
  props: {},
  children: [],
  parentId: '#Root',
  generated: true,
  path: ['ReportOutput'],
  range: { line: 1, column: 1, endLine: 1, endColumn: 1, from: 0, to: 0 },
  propRanges: {},
};
