import type { Dependency, EvalScope, SmartFilterSegment } from '../expr';
import type { ComponentNode, ReportItem } from '../specification';
import { compileReportItems } from './cells';
import type { ComponentState, FormSnapshot } from './contract';
import { isTruthy, type CompiledReportItem } from './report';
import { reportTextScope } from './reportScope';

/**
 * Sentence provenance (docs/authoring.md#sentence-provenance): for each piece of the report, which
 * component values it read and which formulas computed them, and whether the piece was removed (its `if`
 * false, or the smart filter dropped all its text). Computed on demand from a snapshot, never while a form
 * runs: the dependency lists are the ones the engine's graph is built from (each template's and condition's
 * static reads); reads only known at run time (Get, GetDynamicAll, script functions) are marked `dynamic`.
 * It carries no formula or script text, only where the formulas are written.
 */

/** The kinds of report pieces. */
export type ProvenanceKind = 'reportOutput' | 'reportItem' | 'listSummary' | 'summary';

/** One component a piece read. */
export interface ProvenanceRead {
  /** The instance id (list children with their item prefix). */
  readonly id: string;
  /** The property read (`value` for the value). */
  readonly prop: string;
  /** Spec line of the component. */
  readonly line: number;
  /** True when what was read is computed by a formula (`=…`) of that component. */
  readonly formula: boolean;
}

/** One piece of the report. */
export interface ProvenancePiece {
  readonly kind: ProvenanceKind;
  /** Where it is written: `ReportOutput[3]`, `criticalFinding.items[0]`, `nodules_2.reportSummary[0]`, `impression.reportTemplate[1]`. */
  readonly site: string;
  /** The component whose report it is (Report, List, Summary), or undefined for ReportOutput. */
  readonly owner?: string;
  /** Spec line and column of the entry. */
  readonly line: number;
  readonly column: number;
  readonly sectionId?: string;
  /** The text it adds (report markup), empty when removed. */
  readonly text: string;
  /** Why nothing was added: its `if` was false, or the smart filter removed the text; undefined when shown. */
  readonly removed?: 'if' | 'smartFilter' | 'empty' | 'failed';
  /**
   * Set when the smart filter removed some or all of the text: the text as written, values filled in, in
   * segments kept and removed (with the reason and the empty placeholders); the kept ones join to `text`.
   */
  readonly segments?: readonly SmartFilterSegment[];
  /** For a piece removed by its `if`: the text it would have added (absent when that text fails too). */
  readonly withheld?: string;
  /** For a failed piece: the error's message. */
  readonly error?: string;
  /** What follows the piece's text when another part follows (its `separator`; default a newline). */
  readonly separator?: string;
  /** The component values and properties it read, in the order first read. */
  readonly reads: readonly ProvenanceRead[];
  /** The formula sites that computed it: its own condition and text, and the formulas of what it read. */
  readonly formulas: readonly string[];
  /** True when it also reads what only run time knows (Get, GetDynamicAll, script functions). */
  readonly dynamic: boolean;
}

/** Provenance of a whole report. */
export interface ReportProvenance {
  readonly pieces: readonly ProvenancePiece[];
  /** For each component instance id, the indexes into `pieces` of the pieces that read it. */
  readonly feeds: ReadonlyMap<string, readonly number[]>;
}

const NO_SINK = { diagnostics: [] };

function isFormulaText(v: unknown): boolean {
  return typeof v === 'string' && /^\s*:?=/.test(v);
}

function itemDeps(item: CompiledReportItem): { deps: Dependency[]; dynamic: boolean } {
  return {
    deps: [...(item.if?.deps ?? []), ...item.text.deps],
    dynamic: item.text.dynamic || (item.if?.dynamic ?? false),
  };
}

interface Ctx {
  readonly snapshot: FormSnapshot;
  readonly pieces: ProvenancePiece[];
}

function resolveId(snapshot: FormSnapshot, id: string, prefix: string | undefined): string {
  if (prefix && snapshot.components.has(prefix + id)) return prefix + id;
  return id;
}

type Rendered = Pick<ProvenancePiece, 'text' | 'removed' | 'segments' | 'withheld' | 'error'>;

/** The smart filter's result with what it removed, when the template can say (else undefined). */
function filtered(item: CompiledReportItem, scope: EvalScope, style: string | undefined): Rendered {
  const detailed = item.text.renderFilteredDetailed?.(scope, style);
  const text = detailed?.text ?? item.text.renderFiltered(scope, style);
  const segments = detailed?.segments.some((x) => x.removed !== undefined) ? detailed.segments : undefined;
  return { text, ...(segments ? { segments } : {}) };
}

function render(item: CompiledReportItem, scope: EvalScope, style: string | undefined): Rendered {
  try {
    const textScope = reportTextScope(scope);
    if (item.if && !isTruthy(item.if.evaluate(scope))) {
      let withheld: string | undefined;
      try {
        withheld = item.smartFilter ? filtered(item, textScope, style).text : item.text.render(textScope);
      } catch {
        withheld = undefined;
      }
      return { text: '', removed: 'if', ...(withheld ? { withheld } : {}) };
    }
    const shown = item.smartFilter ? filtered(item, textScope, style) : { text: item.text.render(textScope) };
    if (shown.text !== '') return shown;
    const raw = item.smartFilter ? item.text.render(textScope) : '';
    return { ...shown, text: '', removed: raw !== '' ? 'smartFilter' : 'empty' };
  } catch (e) {
    return { text: '', removed: 'failed', error: e instanceof Error ? e.message : String(e) };
  }
}

function addPieces(
  ctx: Ctx,
  raw: readonly unknown[],
  node: ComponentNode | undefined,
  kind: ProvenanceKind,
  siteOf: (i: number) => string,
  owner: string | undefined,
  prefix: string | undefined,
  style?: string,
): void {
  const items = compileReportItems(raw, node, 'items', NO_SINK);
  const scope = ctx.snapshot.scope(prefix);
  // compileReportItems skips entries that are no objects: keep the spec's numbering.
  const entries = raw.flatMap((e, i) => (typeof e === 'object' && e !== null ? [i] : []));
  items.forEach((item, k) => {
    const i = entries[k] ?? k;
    const written = raw[i] as Partial<ReportItem> & { range?: ReportItem['range'] };
    const range = written.range ?? node?.propRanges[kind === 'reportItem' ? 'items' : 'reportTemplate'];
    const { deps, dynamic } = itemDeps(item);
    const reads: ProvenanceRead[] = [];
    const seen = new Set<string>();
    const formulas: string[] = [];
    if (item.if) formulas.push(`${siteOf(i)}.if`);
    if (item.text.deps.length > 0 || item.text.dynamic) formulas.push(`${siteOf(i)}.text`);
    for (const d of deps) {
      if (d.id === 'ListItem') continue;
      const id = resolveId(ctx.snapshot, d.id, prefix);
      const prop = d.prop ?? 'value';
      const key = `${id}.${prop}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const state: ComponentState | undefined = ctx.snapshot.components.get(id);
      if (!state) continue;
      const formula = isFormulaText(state.node.props[prop]);
      if (formula) formulas.push(`${id}.${prop}`);
      reads.push({ id, prop, line: state.node.range.line, formula });
    }
    ctx.pieces.push({
      kind,
      site: siteOf(i),
      ...(owner === undefined ? {} : { owner }),
      line: range?.line ?? node?.range.line ?? 1,
      column: range?.column ?? node?.range.column ?? 1,
      ...(item.sectionId === undefined ? {} : { sectionId: item.sectionId }),
      ...(item.separator === undefined ? {} : { separator: item.separator }),
      ...render(item, scope, style),
      reads,
      formulas,
      dynamic,
    });
  });
}

function stringProp(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** The provenance of every report piece of a snapshot (see {@link ReportProvenance}). */
export function reportProvenance(snapshot: FormSnapshot): ReportProvenance {
  const ctx: Ctx = { snapshot, pieces: [] };
  addPieces(
    ctx,
    snapshot.spec.reportOutput,
    undefined,
    'reportOutput',
    (i) => `ReportOutput[${i}]`,
    undefined,
    undefined,
  );
  for (const [id, state] of snapshot.components) {
    const node = state.node;
    if (node.generated || !state.visible) continue;
    const prefix = state.listItem?.prefix;
    if (node.type === 'Report' && Array.isArray(node.props.items))
      addPieces(ctx, node.props.items, node, 'reportItem', (i) => `${id}.items[${i}]`, id, prefix);
    else if (node.type === 'Summary' && Array.isArray(node.props.reportTemplate))
      addPieces(
        ctx,
        node.props.reportTemplate,
        node,
        'summary',
        (i) => `${id}.reportTemplate[${i}]`,
        id,
        prefix,
        stringProp(node.props.smartFilterStyle),
      );
    else if (node.type === 'List' && Array.isArray(node.props.reportSummary)) {
      const items = (state as { items?: readonly { readonly prefix: string }[] }).items ?? [];
      for (const it of items)
        addPieces(
          ctx,
          node.props.reportSummary,
          node,
          'listSummary',
          (i) => `${it.prefix.slice(0, -1)}.reportSummary[${i}]`,
          id,
          it.prefix,
          stringProp(node.props.reportSummarySmartFilterStyle),
        );
    }
  }
  const feeds = new Map<string, number[]>();
  ctx.pieces.forEach((p, i) => {
    for (const r of p.reads) {
      const list = feeds.get(r.id) ?? [];
      if (list[list.length - 1] !== i) list.push(i);
      feeds.set(r.id, list);
    }
  });
  return { pieces: ctx.pieces, feeds };
}
