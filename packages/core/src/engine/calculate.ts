import { createDiagnostic, type Diagnostic, type DiagnosticInit } from '../diagnostics';
import type { EngineParts } from './engineParts';
import { sameValue } from './equal';
import { CellHeap } from './heap';
import { write, writeInternal } from './layers';
import { resizeList } from './lists';
import { depKey, type Cell, type CellTemplate, type Instance } from './model';
import type { ReportPart } from './report';
import { CodeEntryFailure } from './codeCells';
import { ReportItemFailure } from './reportFailure';
import type { EngineScope } from './scope';

import type { ListsEngine } from './lists';

/** What calculate.ts calls of the engine (docs/architecture.md, "Inside the engine"). */
export type CalculateEngine = ListsEngine & Pick<EngineParts, 'reportParts'>;

/** Calculation limits of docs/engine.md#how-a-form-runs, docs/engine.md#the-calculation. */
export const LOOP_LIMITS = { warn: 10, error: 20, max: 30 } as const;

/**
 * The calculation loop (docs/engine.md#how-a-form-runs): queued formula cells run in rank order within a pass, cycles in
 * further passes, with the loop limits; results go to the layers they write, and failing formulas
 * become diagnostics that clear when they succeed again.
 */
export class Calculation {
  private heap = new CellHeap();
  private nextPass: Cell[] = [];
  private pass = 1;
  private settling = false;
  private currentRank = -1;
  private iteration = 0;
  private suspicious: string[] = [];
  /** A formula that ran again in a later pass (part of a cycle): where loop diagnostics point. */
  private cycleCell: Cell | undefined;
  private cycleIteration = 0;
  /** Lists whose item count may no longer match numItems (resized before the next cell runs). */
  readonly pendingResize = new Set<Instance>();
  private readonly cellErrors = new Map<Cell, Diagnostic>();

  constructor(private readonly engine: CalculateEngine) {}

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
    const tracker = this.engine.tracker;
    for (const d of tpl.deps) {
      const key =
        d.id === 'ListItem'
          ? scope.item
            ? depKey(scope.item.listId, 'count')
            : undefined
          : depKey(scope.resolve(d.id), d.prop ?? 'value');
      if (key !== undefined) tracker.addReader(key, cell);
    }
    if (tpl.dynamic) tracker.dynamicCells.add(cell);
    if (run) this.schedule(cell);
    return cell;
  }

  /** Forgets a cell of a destroyed instance (its failure and its dynamic flag). */
  dropCell(cell: Cell): void {
    cell.dead = true;
    // The failure leaves the next snapshot's diagnostics with its item.
    if (this.cellErrors.delete(cell)) this.engine.changes.markDiagnostics();
    this.engine.tracker.dynamicCells.delete(cell);
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
    for (const c of this.engine.tracker.dynamicCells) this.schedule(c);
  }

  /** Queues every cell of the form (after a state replace). `:=` cells keep their stored results. */
  scheduleAll(includeUser: boolean): void {
    const visit = (inst: Instance) => {
      for (const c of inst.cells) if (includeUser || c.tpl.kind !== 'user') this.schedule(c);
    };
    for (const inst of this.engine.instances.values()) visit(inst);
    visit(this.engine.reportOwner);
  }

  /** Queues the readers of the properties of `id` that changed (one recompute's changes). */
  propagateAll(id: string, props: readonly string[]): void {
    this.engine.tracker.forEachReader(id, props, (c) => this.schedule(c));
  }

  /**
   * Runs queued formulas until nothing changes (docs/engine.md#how-a-form-runs): in rank order within a pass, cycles in
   * further passes; above 10 passes a warning, above 20 an error with the suspicious changes, and at 30
   * the run-away error, leaving the rest unsettled.
   */
  settle(): void {
    if (this.settling) return;
    this.settling = true;
    this.iteration = 1;
    this.suspicious = [];
    this.cycleCell = undefined;
    this.cycleIteration = 0;
    const engine = this.engine;
    try {
      for (;;) {
        this.applyResizes();
        const cell = this.heap.pop();
        if (cell) {
          if (cell.dead || cell.queuedIn !== this.pass) continue;
          cell.queuedIn = 0;
          this.currentRank = cell.tpl.rank;
          if (this.iteration > 1 && this.cycleIteration !== this.iteration && located(cell)) {
            this.cycleCell = cell;
            this.cycleIteration = this.iteration;
          }
          this.runCell(cell);
          continue;
        }
        if (this.nextPass.length === 0 && this.pendingResize.size === 0) break;
        if (this.nextPass.length === 0) continue;
        if (this.iteration >= LOOP_LIMITS.max) {
          const at = this.cycleSite();
          engine.report('loop-error', {
            params: { count: this.iteration, changes: this.suspiciousText() },
            ...at,
          });
          engine.report('runaway', at);
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
        engine.report('loop-error', {
          params: { count: this.iteration, changes: this.suspiciousText() },
          ...this.cycleSite(),
        });
      } else if (this.iteration > LOOP_LIMITS.warn && this.iteration <= LOOP_LIMITS.error) {
        engine.report('loop-warning', { params: { count: this.iteration }, ...this.cycleSite() });
      }
    } finally {
      this.settling = false;
      this.currentRank = -1;
      this.pass += 2;
    }
  }

  /** Notes a change for the loop-error message while a long-running settle is suspicious. */
  noteChange(id: string, prop: string, value: unknown): void {
    if (this.settling && this.iteration > LOOP_LIMITS.error) {
      this.suspicious.push(`${value === undefined ? 'delete' : 'set'} ${id}.${prop}`);
    }
  }

  /** The current failures of formulas (expression-failed), one per failing cell. */
  failures(): IterableIterator<Diagnostic> {
    return this.cellErrors.values();
  }

  /** Where loop diagnostics point: a formula of the cycle, or nowhere when none has a place. */
  private cycleSite(): DiagnosticInit {
    const cell = this.cycleCell;
    if (!cell) return { origin: 'none' };
    const node = cell.inst.node;
    const site = cell.tpl.site;
    const prop = cell.tpl.prop;
    return {
      range: site?.range ?? node.propRanges[prop] ?? node.range,
      path: site?.path ?? [...node.path, prop],
      ...(node.generated ? {} : { componentId: cell.inst.id }),
      property: prop,
      origin: 'spec',
    };
  }

  private suspiciousText(): string {
    const uniq = [...new Set(this.suspicious)];
    return uniq.length > 20 ? `${uniq.slice(0, 20).join(', ')}, …` : uniq.join(', ');
  }

  private applyResizes(): void {
    while (this.pendingResize.size > 0) {
      const list = this.pendingResize.values().next().value as Instance;
      this.pendingResize.delete(list);
      if (!list.dead) resizeList(this.engine, list);
    }
  }

  private runCell(cell: Cell): void {
    const tracker = this.engine.tracker;
    const prev = tracker.current;
    tracker.current = cell;
    let value: unknown;
    try {
      value = cell.tpl.run(cell.scope, cell);
    } catch (err) {
      tracker.current = prev;
      this.cellFailed(cell, err);
      // A code entry whose placeholder failed still gives its literal part (codeCells.ts).
      if (err instanceof CodeEntryFailure && err.partial) this.applyCell(cell, err.partial);
      return;
    }
    tracker.current = prev;
    if (this.cellErrors.delete(cell)) this.engine.changes.markDiagnostics();
    this.applyCell(cell, value);
  }

  private cellFailed(cell: Cell, err: unknown): void {
    const inst = cell.inst;
    const node = inst.node;
    const prefix = inst.item ? ` (item ${inst.item.prefix})` : '';
    const detail = err instanceof Error ? err.message : String(err);
    const site = cell.tpl.site;
    const prop = cell.tpl.prop;
    let d: Diagnostic;
    if (site && err instanceof ReportItemFailure) {
      // A report item: name the item and the part that failed, at the item's place in the spec.
      const numbered = err.index === undefined ? [] : [err.index];
      d = createDiagnostic('expression-failed', {
        params: {
          id: `${site.name}${numbered.map((i) => `[${i}]`).join('')}`,
          name: err.part,
          prefix,
          detail,
        },
        range: site.range,
        path: [...site.path, ...numbered, err.part],
        ...(node.generated ? {} : { componentId: inst.id }),
        property: err.part,
        origin: 'spec',
      });
    } else if (err instanceof CodeEntryFailure) {
      // A DiagnosticCodes entry: name the entry's part that failed, at its place in the spec.
      d = createDiagnostic('expression-failed', {
        params: { id: err.site.owner, name: err.site.name, prefix, detail },
        range: err.site.range,
        path: err.site.path,
        ...(node.generated ? {} : { componentId: inst.id }),
        property: err.site.name,
        origin: 'spec',
      });
    } else {
      d = createDiagnostic('expression-failed', {
        params: { id: node.id, name: prop, prefix, detail },
        range: node.propRanges[prop] ?? node.range,
        path: [...node.path, prop],
        componentId: inst.id,
        property: prop,
        // Components the parser adds have no text of their own to point into.
        origin: node.generated && !node.propRanges[prop] ? 'none' : 'spec',
      });
    }
    const old = this.cellErrors.get(cell);
    if (old?.message !== d.message) {
      this.cellErrors.set(cell, d);
      this.engine.changes.markDiagnostics();
    }
  }

  private applyCell(cell: Cell, value: unknown): void {
    const engine = this.engine;
    const inst = cell.inst;
    const prop = cell.tpl.prop;
    switch (cell.tpl.kind) {
      case 'user':
        write(engine, inst, 'user', prop, value);
        return;
      case 'override':
      case 'template':
      case 'summary':
      case 'listSummary':
        write(engine, inst, 'formula', prop, value);
        return;
      case 'tab':
      case 'codeGroup':
        writeInternal(engine, inst, prop, value);
        return;
      case 'collapse':
      case 'itemName':
        writeInternal(engine, inst, `${cell.tpl.kind}${cell.itemIndex ?? 0}`, value);
        return;
      case 'reportItem':
        if (!sameValue(inst.internal[prop], value)) {
          inst.internal = { ...inst.internal, [prop]: value };
          engine.changes.markReport();
          this.noteChange(inst.id, prop, value);
        }
        return;
      case 'report': {
        const i = Number(prop.slice(4));
        if (!sameValue(engine.reportParts[i], value)) {
          engine.reportParts[i] = value as ReportPart | undefined;
          engine.changes.markReport();
          this.noteChange('#Report', prop, value);
        }
        return;
      }
    }
  }
}

/** Whether a cell's formula has a place in the spec (a component's, or a report item's). */
function located(cell: Cell): boolean {
  return cell.tpl.site !== undefined || !cell.inst.node.generated;
}
