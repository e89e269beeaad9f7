import type { Diagnostic, DiagnosticCode, DiagnosticInit } from '../diagnostics';
import type { DefaultTexts, HelperHost } from '../expr';
import type { FormSpec } from '../specification';
import type { Calculation } from './calculate';
import type { NodeFormulas } from './cells';
import type { ChangeSet } from './changeSet';
import type { EngineConfig } from './engine';
import type { CellTemplate, Instance, ItemContext } from './model';
import type { CompiledReportItem, ReportPart } from './report';
import type { ReportComponents } from './reportComponents';
import type { EngineScope } from './scope';
import type { ScriptEvent } from './scripting';
import type { ReadTracker } from './tracking';

/**
 * The engine's members as the files that work on it see them (docs/architecture.md, "Inside the engine").
 * No file but engine.ts and store.ts names the concrete `Engine` class: each types its engine with what it
 * calls, `Pick<EngineParts, …>` under a name of its own (`LayersEngine`, `VisibilityEngine`, …), so what a
 * file may touch is written at its top, a test can hand it a small fake, and the Engine is free to change
 * what no file calls. `Engine` implements this interface.
 */
export interface EngineParts {
  readonly spec: FormSpec;
  readonly config: EngineConfig;
  readonly texts: DefaultTexts;
  readonly reportVersion: 'v1' | 'v2';
  /** Every instance by id. */
  readonly instances: Map<string, Instance>;
  /** Top-level instance ids in document order. */
  readonly roots: string[];
  readonly listChildIds: Map<string, Set<string>>;
  readonly formulas: Map<string, NodeFormulas>;
  readonly helperHost: HelperHost;
  readonly callScript?: (name: string, args: readonly unknown[]) => unknown;
  readonly tracker: ReadTracker;
  readonly calc: Calculation;
  /** The pseudo instance owning the ReportOutput cells. */
  readonly reportOwner: Instance;
  readonly reportItems: CompiledReportItem[];
  reportParts: (ReportPart | undefined)[];
  readonly listSummaries: Map<string, CompiledReportItem[]>;
  readonly listSummaryTemplates: Map<string, CellTemplate>;
  readonly sectionOrder: readonly string[];
  readonly reportComponents: ReportComponents | undefined;
  /** What changed since the last snapshot (changeSet.ts owns every dirty flag). */
  readonly changes: ChangeSet;
  readonly compileDiagnostics: Diagnostic[];
  event: ScriptEvent | undefined;
  /** A scope per list item (shared by the item's cells). */
  scopeFor(item: ItemContext): EngineScope;
  /** The scope of an instance's context. */
  scopeOf(inst: Instance): EngineScope;
  /** Number of items of a list. */
  itemCount(listId: string): number;
  /** Reads a property of an instance for a formula, recording the read. */
  read(id: string, prop: string): unknown;
  takeReportParts(): readonly (ReportPart | undefined)[] | undefined;
  /** Records a run-time finding. */
  report(code: DiagnosticCode, init: DiagnosticInit): void;
  callSite(): Pick<DiagnosticInit, 'range' | 'origin' | 'path'>;
  diagnostics(): Diagnostic[];
}
