import type { BehaviourContext, ComponentBehaviour } from '../components/behaviour';
import type { ComponentDefinition } from '../components/definition';
import { createDiagnostic, type Diagnostic, type DiagnosticCode, type DiagnosticInit } from '../diagnostics';
import { defaultTexts, type DefaultTexts, type HelperHost } from '../expr';
import type { ComponentNode, FormSpec } from '../spec';
import { compileNode, compileReportItems, reportDeps, type CompileSink, type NodeFormulas } from './cells';
import type { Clock } from './clock';
import { deepFreeze, sameValue } from './equal';
import { rankTemplates } from './graph';
import { CellHeap } from './heap';
import { createHelperHost } from './host';
import { listDerived, listSummaryRun, resizeList, type ListRuntime } from './lists';
import { depKey, type Cell, type CellTemplate, type Instance, type ItemContext } from './model';
import { renderReportItem, type CompiledReportItem, type ReportPart } from './report';
import { EngineScope, type ScopeHost } from './scope';
import type { ScriptEvent, ScriptRunner } from './scripting';
import { ownShown, rowDerived, tabsDerived } from './visibility';

/** Calculation limits of runtime.md §4 and §9. */
export const LOOP_LIMITS = { warn: 10, error: 20, max: 30 } as const;

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

type Layer = 'user' | 'script' | 'formula';

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});
const MAX_LOG = 200;

/**
 * The mutable heart behind a FormStore: instances with their layers, the formula cells and the
 * dependency edges between them, and the calculation loop. The store wraps it with actions, timers,
 * and immutable snapshots.
 */
export class Engine implements ScopeHost, ListRuntime {
  readonly texts: DefaultTexts;
  readonly reportVersion: 'v1' | 'v2';
  readonly instances = new Map<string, Instance>();
  /** Top-level instance ids in document order. */
  readonly roots: string[] = [];
  readonly listChildIds = new Map<string, Set<string>>();
  readonly formulas = new Map<string, NodeFormulas>();
  readonly helperHost: HelperHost;
  readonly callScript?: (name: string, args: readonly unknown[]) => unknown;
  /** Readers of each key (`id\u0001prop`): static edges plus reads recorded at run time. */
  private readonly readers = new Map<string, Set<Cell>>();
  private readonly rootScope: EngineScope;
  private readonly itemScopes = new Map<string, EngineScope>();
  /** The pseudo instance owning the ReportOutput cells. */
  readonly reportOwner: Instance;
  readonly reportItems: CompiledReportItem[];
  reportParts: (ReportPart | undefined)[];
  readonly listSummaries = new Map<string, CompiledReportItem[]>();

  // ── Calculation state ──
  private heap = new CellHeap();
  private nextPass: Cell[] = [];
  private pass = 1;
  private settling = false;
  private currentRank = -1;
  private iteration = 0;
  private suspicious: string[] = [];
  private current: Cell | undefined;
  private readonly pendingResize = new Set<Instance>();
  private readonly dynamicCells = new Set<Cell>();

  // ── What changed since the last snapshot ──
  readonly changed = new Set<Instance>();
  readonly visDirty = new Set<Instance>();
  structureChanged = true;
  mandatoryDirty = true;
  reportDirty = true;

  // ── Diagnostics ──
  private readonly cellErrors = new Map<Cell, Diagnostic>();
  private readonly log: Diagnostic[] = [];
  diagnosticsVersion = 0;
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
    const sink: CompileSink = { diagnostics: this.compileDiagnostics };

    // Compile every formula site once (list children share theirs across items).
    const walk = (nodes: readonly ComponentNode[], listId: string | undefined) => {
      for (const node of nodes) {
        this.formulas.set(node.id, compileNode(node, config.definition(node.type), sink));
        if (listId) this.listChildIds.get(listId)?.add(node.id);
        let inner = listId;
        if (node.type === 'List' && !listId) {
          inner = node.id;
          this.listChildIds.set(node.id, new Set());
          const items = compileReportItems(node.props.reportSummary, node, 'reportSummary', sink);
          if (items.length > 0) this.listSummaries.set(node.id, items);
        }
        walk(node.children, inner);
        for (const tab of node.tabs ?? []) walk(tab.components, inner);
      }
    };
    walk(spec.components, undefined);
    this.reportItems = compileReportItems(
      spec.reportOutput.map((r) => ({ ...r })),
      undefined,
      'ReportOutput',
      sink,
    );
    this.reportParts = this.reportItems.map(() => undefined);
    this.reportOwner = this.newInstance(REPORT_NODE, undefined, undefined, undefined, 0);
    this.rankAll();

    for (const node of spec.components)
      this.roots.push(this.createInstance(node, undefined, undefined, undefined, 0).id);
    for (const tpl of this.reportTemplates) this.addCell(tpl, this.reportOwner, this.rootScope);
  }

  private reportTemplates: CellTemplate[] = [];
  private listSummaryTemplates = new Map<string, CellTemplate>();

  /** Ranks every formula site of the spec in dependency order (see graph.ts). */
  private rankAll(): void {
    const all: CellTemplate[] = [];
    const byNode = new Map<string, CellTemplate[]>();
    for (const [nodeId, f] of this.formulas) {
      byNode.set(nodeId, [...f.cells]);
      all.push(...f.cells);
    }
    for (const [listId, items] of this.listSummaries) {
      const { deps } = reportDeps(items);
      const tpl: CellTemplate = {
        nodeId: listId,
        prop: 'report',
        kind: 'listSummary',
        deps: [...deps, { id: listId, prop: 'count' }],
        dynamic: true,
        source: 'reportSummary',
        run: (_scope, cell) => listSummaryRun(this, cell.inst, items),
        rank: 0,
      };
      this.listSummaryTemplates.set(listId, tpl);
      byNode.get(listId)?.push(tpl);
      all.push(tpl);
    }
    this.reportTemplates = this.reportItems.map((item, i) => {
      const { deps, dynamic } = reportDeps([item]);
      return {
        nodeId: '#Report',
        prop: `item${i}`,
        kind: 'report' as const,
        deps,
        dynamic,
        source: item.text.source,
        run: (scope) => renderReportItem(item, scope),
        rank: 0,
      };
    });
    all.push(...this.reportTemplates);
    const producers = (t: CellTemplate): CellTemplate[] => {
      const out: CellTemplate[] = [];
      for (const d of t.deps) {
        const cells = byNode.get(d.id);
        if (!cells) continue;
        const prop = d.prop ?? 'value';
        const exact = prop === 'value' ? undefined : cells.find((c) => c.prop === prop);
        if (exact) out.push(exact);
        else for (const c of cells) if (c !== t) out.push(c);
      }
      return out;
    };
    rankTemplates(all, producers);
  }

  // ── Instances ──────────────────────────────────────────────────────────────────────────────────

  private newInstance(
    node: ComponentNode,
    parent: string | undefined,
    tabIndex: number | undefined,
    item: ItemContext | undefined,
    depth: number,
  ): Instance {
    const f = this.formulas.get(node.id);
    const def = this.config.definition(node.type);
    return {
      id: item ? item.prefix + node.id : node.id,
      node,
      def,
      behaviour: this.config.behaviour(node.type),
      parent,
      tabIndex,
      item,
      depth,
      children: [],
      base: { ...(f?.base ?? {}) },
      user: {},
      script: {},
      formula: {},
      internal: {},
      props: EMPTY,
      shown: true,
      visible: true,
      cells: [],
      state: undefined,
      dead: false,
    };
  }

  /** Creates an instance (and its children), its cells (queued), and its first props. */
  createInstance(
    node: ComponentNode,
    parent: string | undefined,
    tabIndex: number | undefined,
    item: ItemContext | undefined,
    depth: number,
  ): Instance {
    const inst = this.newInstance(node, parent, tabIndex, item, depth);
    this.instances.set(inst.id, inst);
    if (node.type !== 'List') {
      for (const c of node.children)
        inst.children.push(this.createInstance(c, inst.id, undefined, item, depth + 1).id);
      node.tabs?.forEach((tab, i) => {
        for (const c of tab.components)
          inst.children.push(this.createInstance(c, inst.id, i, item, depth + 1).id);
      });
    }
    const scope = item ? this.scopeFor(item) : this.rootScope;
    const f = this.formulas.get(node.id);
    const userInit = new Set(f?.inits.map((i) => i.prop));
    for (const tpl of f?.cells ?? []) {
      // A `:=` formula with an `||init=` starts from the initial value and runs when what it reads changes.
      this.addCell(tpl, inst, scope, undefined, !(tpl.kind === 'user' && userInit.has(tpl.prop)));
    }
    const summary = this.listSummaryTemplates.get(node.id);
    if (summary) this.addCell(summary, inst, scope);
    this.structureChanged = true;
    this.visDirty.add(inst);
    this.recompute(inst);
    if (node.type === 'List') this.pendingResize.add(inst);
    return inst;
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

  /** Removes an instance and its descendants (their values are deleted). */
  destroyInstance(inst: Instance): void {
    for (const c of inst.children) {
      const child = this.instances.get(c);
      if (child) this.destroyInstance(child);
    }
    inst.dead = true;
    for (const c of inst.cells) {
      c.dead = true;
      this.cellErrors.delete(c);
      this.dynamicCells.delete(c);
    }
    this.instances.delete(inst.id);
    this.changed.delete(inst);
    this.visDirty.delete(inst);
    this.structureChanged = true;
    this.mandatoryDirty = true;
  }

  /** Number of items of a list. */
  itemCount(listId: string): number {
    const n = this.instances.get(listId)?.internal.count;
    return typeof n === 'number' ? n : 0;
  }

  // ── Cells ──────────────────────────────────────────────────────────────────────────────────────

  /** Binds a formula site to an instance, registers its static reads, and queues its first run. */
  addCell(tpl: CellTemplate, inst: Instance, scope: EngineScope, itemIndex?: number, run = true): Cell {
    const cell: Cell = {
      tpl,
      inst,
      scope,
      queuedIn: 0,
      dead: false,
      seen: new Set(),
      ...(itemIndex ? { itemIndex } : {}),
    };
    inst.cells.push(cell);
    for (const d of tpl.deps) {
      const key =
        d.id === 'ListItem'
          ? scope.item
            ? depKey(scope.item.listId, 'count')
            : undefined
          : depKey(scope.resolve(d.id), d.prop ?? 'value');
      if (key !== undefined) this.addReader(key, cell);
    }
    if (tpl.dynamic) this.dynamicCells.add(cell);
    if (run) this.schedule(cell);
    return cell;
  }

  private addReader(key: string, cell: Cell): void {
    if (cell.seen.has(key)) return;
    cell.seen.add(key);
    let set = this.readers.get(key);
    if (!set) {
      set = new Set();
      this.readers.set(key, set);
    }
    set.add(cell);
  }

  /** Reads a property of an instance for a formula, recording the read as an edge of the running cell. */
  read(id: string, prop: string): unknown {
    // components.md §3.6 calls a List's rendered summary `reportSummary`; the engine keeps it as `report`
    // (the spec's `reportSummary` property holds the item templates), so formulas read it under both names.
    if (prop === 'reportSummary' && this.instances.get(id)?.node.type === 'List') prop = 'report';
    const cell = this.current;
    if (cell) {
      const key = depKey(id, prop);
      if (!cell.seen.has(key)) this.addReader(key, cell);
    }
    return this.instances.get(id)?.props[prop];
  }

  /** Queues a cell: in the current pass when its rank is still ahead, else in the next pass. */
  schedule(cell: Cell): void {
    if (cell.dead) return;
    if (this.settling && cell.tpl.rank <= this.currentRank) {
      if (cell.queuedIn === this.pass + 1) return;
      cell.queuedIn = this.pass + 1;
      this.nextPass.push(cell);
      return;
    }
    if (cell.queuedIn === this.pass) return;
    cell.queuedIn = this.pass;
    this.heap.push(cell);
  }

  /** Queues every cell whose result may depend on things only known at run time (after structure changes). */
  scheduleDynamic(): void {
    for (const c of this.dynamicCells) this.schedule(c);
  }

  /** Queues every cell of the form (after a state replace). `:=` cells keep their stored results. */
  scheduleAll(includeUser: boolean): void {
    const visit = (inst: Instance) => {
      for (const c of inst.cells) if (includeUser || c.tpl.kind !== 'user') this.schedule(c);
    };
    for (const inst of this.instances.values()) visit(inst);
    visit(this.reportOwner);
  }

  private propagate(id: string, prop: string): void {
    const set = this.readers.get(depKey(id, prop));
    if (!set) return;
    for (const c of set) {
      if (c.dead) set.delete(c);
      else this.schedule(c);
    }
  }

  /**
   * Runs queued formulas until nothing changes (runtime.md §4): in rank order within a pass, cycles in
   * further passes; above 10 passes a warning, above 20 an error with the suspicious changes, and at 30
   * the run-away error, leaving the rest unsettled.
   */
  settle(): void {
    if (this.settling) return;
    this.settling = true;
    this.iteration = 1;
    this.suspicious = [];
    try {
      for (;;) {
        this.applyResizes();
        const cell = this.heap.pop();
        if (cell) {
          if (cell.dead || cell.queuedIn !== this.pass) continue;
          cell.queuedIn = 0;
          this.currentRank = cell.tpl.rank;
          this.runCell(cell);
          continue;
        }
        if (this.nextPass.length === 0 && this.pendingResize.size === 0) break;
        if (this.nextPass.length === 0) continue;
        if (this.iteration >= LOOP_LIMITS.max) {
          this.report('loop-error', { params: { count: this.iteration, changes: this.suspiciousText() } });
          this.report('runaway', {});
          for (const c of this.nextPass) c.queuedIn = 0;
          this.nextPass = [];
          break;
        }
        this.iteration++;
        this.pass += 2;
        this.currentRank = -1;
        const next = this.nextPass;
        this.nextPass = [];
        for (const c of next) {
          c.queuedIn = 0;
          this.schedule(c);
        }
      }
      if (this.iteration > LOOP_LIMITS.error && this.iteration < LOOP_LIMITS.max) {
        this.report('loop-error', { params: { count: this.iteration, changes: this.suspiciousText() } });
      } else if (this.iteration > LOOP_LIMITS.warn && this.iteration <= LOOP_LIMITS.error) {
        this.report('loop-warning', { params: { count: this.iteration } });
      }
    } finally {
      this.settling = false;
      this.currentRank = -1;
      this.pass += 2;
    }
  }

  private suspiciousText(): string {
    const uniq = [...new Set(this.suspicious)];
    return uniq.length > 20 ? `${uniq.slice(0, 20).join(', ')}, …` : uniq.join(', ');
  }

  private applyResizes(): void {
    while (this.pendingResize.size > 0) {
      const list = this.pendingResize.values().next().value as Instance;
      this.pendingResize.delete(list);
      if (!list.dead) resizeList(this, list);
    }
  }

  private runCell(cell: Cell): void {
    const prev = this.current;
    this.current = cell;
    let value: unknown;
    try {
      value = cell.tpl.run(cell.scope, cell);
    } catch (err) {
      this.current = prev;
      this.cellFailed(cell, err);
      return;
    }
    this.current = prev;
    if (this.cellErrors.delete(cell)) this.diagnosticsVersion++;
    this.applyCell(cell, value);
  }

  private cellFailed(cell: Cell, err: unknown): void {
    const inst = cell.inst;
    const node = inst.node;
    const prefix = inst.item ? ` (item ${inst.item.prefix})` : '';
    const detail = err instanceof Error ? err.message : String(err);
    const d = createDiagnostic('expression-failed', {
      params: { id: node.id, name: cell.tpl.prop, prefix, detail },
      range: node.propRanges[cell.tpl.prop] ?? node.range,
      path: [...node.path, cell.tpl.prop],
      componentId: inst.id,
      property: cell.tpl.prop,
    });
    const old = this.cellErrors.get(cell);
    if (old?.message !== d.message) {
      this.cellErrors.set(cell, d);
      this.diagnosticsVersion++;
    }
  }

  private applyCell(cell: Cell, value: unknown): void {
    const inst = cell.inst;
    const prop = cell.tpl.prop;
    switch (cell.tpl.kind) {
      case 'user':
        this.write(inst, 'user', prop, value);
        return;
      case 'override':
      case 'template':
      case 'summary':
      case 'listSummary':
        this.write(inst, 'formula', prop, value);
        return;
      case 'tab':
        this.writeInternal(inst, prop, value);
        return;
      case 'collapse':
        this.writeInternal(inst, `collapse${cell.itemIndex ?? 0}`, value);
        return;
      case 'report': {
        const i = Number(prop.slice(4));
        if (!sameValue(this.reportParts[i], value)) {
          this.reportParts[i] = value as ReportPart | undefined;
          this.reportDirty = true;
          this.noteChange('#Report', prop, value);
        }
        return;
      }
    }
  }

  private noteChange(id: string, prop: string, value: unknown): void {
    if (this.settling && this.iteration > LOOP_LIMITS.error) {
      this.suspicious.push(`${value === undefined ? 'delete' : 'set'} ${id}.${prop}`);
    }
  }

  // ── Layers ─────────────────────────────────────────────────────────────────────────────────────

  /** Writes one property of one layer (undefined clears it) and recomputes the instance if it changed. */
  write(inst: Instance, layer: Layer, prop: string, value: unknown): boolean {
    if (inst.dead) return false;
    const store = inst[layer];
    if (sameValue(store[prop], value) && (value !== undefined || !(prop in store))) return false;
    const next = { ...store };
    if (value === undefined) delete next[prop];
    else next[prop] = deepFreeze(value);
    inst[layer] = next;
    this.noteChange(inst.id, prop, value);
    this.recompute(inst);
    return true;
  }

  /** Replaces a whole layer (state restore, list item shift). */
  replaceLayer(inst: Instance, layer: Layer, values: Readonly<Record<string, unknown>>): void {
    if (inst.dead || sameValue(inst[layer], values)) return;
    const next: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(values)) if (v !== undefined) next[k] = deepFreeze(v);
    inst[layer] = next;
    this.recompute(inst);
  }

  writeInternal(inst: Instance, key: string, value: unknown): void {
    if (inst.dead || sameValue(inst.internal[key], value)) return;
    inst.internal = { ...inst.internal, [key]: value };
    this.noteChange(inst.id, key, value);
    this.recompute(inst);
  }

  /** The context handed to an instance's behaviour. */
  behaviourContext(inst: Instance, props: Readonly<Record<string, unknown>>): BehaviourContext {
    const instances = this.instances;
    const f = this.formulas.get(inst.node.id);
    const ctx: BehaviourContext = {
      id: inst.id,
      props,
      texts: this.texts,
      today: this.config.today,
      isFormula: (prop) =>
        f?.cells.some((c) => c.prop === prop && (c.kind === 'override' || c.kind === 'user')) ?? false,
      get children() {
        return inst.children.flatMap((c) => {
          const ch = instances.get(c);
          return ch ? [{ id: ch.id, visible: ch.shown }] : [];
        });
      },
      ...(inst.node.type === 'Summary' ? { renderReport: () => String(props.calculatedReport ?? '') } : {}),
      ...(inst.item && inst.node.props.uniqueInRepeatedElements
        ? { siblingsValues: this.siblingsValues(inst) }
        : {}),
    };
    return ctx;
  }

  private siblingsValues(inst: Instance): { before: unknown[]; after: unknown[] } {
    const item = inst.item as ItemContext;
    const n = this.itemCount(item.listId);
    const before: unknown[] = [];
    const after: unknown[] = [];
    for (let k = 1; k <= n; k++) {
      if (k === item.index) continue;
      const other = this.instances.get(`${item.listId}_${k}_${inst.node.id}`);
      if (!other) continue;
      const v = other.user.value ?? other.script.value ?? other.formula.value ?? other.base.value;
      (k < item.index ? before : after).push(v);
    }
    return { before, after };
  }

  /**
   * Merges the layers (spec base < user < script < formula), applies the type's behaviour (normalize,
   * derive) and the engine's cross-component values, and propagates every property that changed.
   */
  recompute(inst: Instance): void {
    if (inst.dead || inst === this.reportOwner) return;
    const merged: Record<string, unknown> = {};
    for (const layer of [inst.base, inst.user, inst.script, inst.formula]) {
      for (const k in layer) {
        const v = layer[k];
        if (v !== undefined) merged[k] = v;
      }
    }
    const type = inst.node.type;
    if (type === 'List') listDerived(this, inst, merged);
    else if (type === 'Tabs') tabsDerived(inst, merged);
    else if (type === 'Row') rowDerived(this, inst, merged);
    const beh = inst.behaviour;
    if (beh && (beh.normalize || beh.derive)) {
      const ctx = this.behaviourContext(inst, merged);
      try {
        if (beh.normalize) merged.value = beh.normalize(merged.value, ctx);
        if (beh.derive) Object.assign(merged, beh.derive(ctx));
      } catch (err) {
        this.report('runtime-error', {
          params: { detail: `${inst.id}: ${err instanceof Error ? err.message : String(err)}` },
          componentId: inst.id,
        });
      }
    }
    const old = inst.props;
    const changedKeys: string[] = [];
    for (const k in merged) if (!sameValue(old[k], merged[k])) changedKeys.push(k);
    for (const k in old) if (!(k in merged)) changedKeys.push(k);
    if (changedKeys.length === 0) return;
    inst.props = Object.freeze(merged);
    inst.state = undefined;
    this.changed.add(inst);
    const shown = ownShown(inst, merged);
    const shownChanged = shown !== inst.shown;
    inst.shown = shown;
    if (shownChanged || type === 'Row' || type === 'Tabs') this.visDirty.add(inst);
    this.mandatoryDirty = true;
    for (const k of changedKeys) this.propagate(inst.id, k);
    if (type === 'List' && this.itemCount(inst.id) !== desiredItems(merged.numItems, merged))
      this.pendingResize.add(inst);
    if (shownChanged && inst.parent) {
      const parent = this.instances.get(inst.parent);
      if (parent?.node.type === 'Row') this.recompute(parent);
    }
    if (inst.item && changedKeys.includes('value')) {
      const list = this.instances.get(inst.item.listId);
      if (list) this.recompute(list);
      if (inst.node.props.uniqueInRepeatedElements) this.recomputeSiblings(inst);
    }
  }

  private recomputeSiblings(inst: Instance): void {
    const item = inst.item as ItemContext;
    const n = this.itemCount(item.listId);
    for (let k = 1; k <= n; k++) {
      if (k === item.index) continue;
      const other = this.instances.get(`${item.listId}_${k}_${inst.node.id}`);
      if (other && !other.dead) this.recompute(other);
    }
  }

  /** The item count a list should have from its numItems (NaN counts as 0). */
  desiredCount(list: Instance): number {
    return desiredItems(list.props.numItems, list.props);
  }

  // ── Diagnostics ────────────────────────────────────────────────────────────────────────────────

  /** Logs an engine diagnostic (loop limits, provider logs, script errors). */
  report(code: DiagnosticCode, init: DiagnosticInit): void {
    const d = createDiagnostic(code, init);
    const last = this.log[this.log.length - 1];
    if (last && last.code === d.code && last.message === d.message && last.componentId === d.componentId)
      return;
    this.log.push(d);
    if (this.log.length > MAX_LOG) this.log.splice(0, this.log.length - MAX_LOG);
    this.diagnosticsVersion++;
  }

  /** Every current diagnostic: compile errors, failing formulas, and the log. */
  diagnostics(): Diagnostic[] {
    const script = this.config.script?.diagnostics ?? [];
    return [...this.compileDiagnostics, ...this.cellErrors.values(), ...script, ...this.log];
  }

  /** Marks the running formula as reading the form's structure (GetDynamicAll): it re-runs when items come and go. */
  markDynamic(): void {
    if (this.current) this.dynamicCells.add(this.current);
  }

  /** Runs `fn` as the running cell would, so its reads are recorded (onClick formulas, events). */
  withoutCell<T>(fn: () => T): T {
    const prev = this.current;
    this.current = undefined;
    try {
      return fn();
    } finally {
      this.current = prev;
    }
  }
}

/** The number of items numItems asks for: NaN and negatives count as 0, default minCount or 0, at most maxCount. */
export function desiredItems(numItems: unknown, base: Readonly<Record<string, unknown>>): number {
  const min = toCount(base.minCount) ?? 0;
  const max = toCount(base.maxCount) ?? MAX_ITEMS;
  const n = numItems === undefined || numItems === null || numItems === '' ? min : (toCount(numItems) ?? 0);
  return Math.min(n, max, MAX_ITEMS);
}

/** A hard cap on items so a runaway numItems formula cannot exhaust memory. */
export const MAX_ITEMS = 500;

function toCount(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) return undefined;
  return Math.max(0, Math.floor(n));
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
