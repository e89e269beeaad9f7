import type { ComponentDefinition } from '../components/definition';
import type { ComponentNode, FormSpec } from '../specification';
import { compileNode, compileReportItems, reportDeps, type CompileSink, type NodeFormulas } from './cells';
import { compileCodeCells } from './codeCells';
import { itemNameOf } from './itemNames';
import { rankTemplates } from './graph';
import type { CellTemplate, Instance } from './model';
import type { CompiledReportItem } from './report';
import { locateItems, renderLocatedItem, type LocatedReportItem } from './reportFailure';

/** Every formula site of a spec, compiled once and ranked (see {@link compileForm}). */
export interface CompiledForm {
  /** The compiled properties of each node (list children share theirs across items). */
  readonly formulas: Map<string, NodeFormulas>;
  /** Template ids of the components inside each top-level list (any depth). */
  readonly listChildIds: Map<string, Set<string>>;
  /** The reportSummary items of each list that has some. */
  readonly listSummaries: Map<string, CompiledReportItem[]>;
  /** The cell rendering each list's reportSummary. */
  readonly listSummaryTemplates: Map<string, CellTemplate>;
  /** The ReportOutput items and the cells rendering them, one per item (`#Report.item<i>`). */
  readonly reportItems: CompiledReportItem[];
  readonly reportTemplates: CellTemplate[];
}

/**
 * Compiles every formula site of a spec once (nodes, list report summaries, ReportOutput items) and ranks
 * them in dependency order (graph.ts). `runListSummary` renders a list's summary for its cell.
 */
export function compileForm(
  spec: FormSpec,
  definition: (type: string) => ComponentDefinition | undefined,
  sink: CompileSink,
  runListSummary: (list: Instance, items: readonly LocatedReportItem[]) => string,
): CompiledForm {
  const formulas = new Map<string, NodeFormulas>();
  const listChildIds = new Map<string, Set<string>>();
  const listSummaries = new Map<string, CompiledReportItem[]>();
  const walk = (nodes: readonly ComponentNode[], listId: string | undefined) => {
    for (const node of nodes) {
      const f = compileNode(node, definition(node.type), sink);
      const codes = node.type === 'DiagnosticCodes' ? compileCodeCells(node, sink) : [];
      const itemName = node.type === 'List' ? itemNameOf(node, sink) : undefined;
      formulas.set(node.id, {
        ...f,
        ...(codes.length > 0 ? { cells: [...f.cells, ...codes] } : {}),
        ...(itemName ? { itemName } : {}),
      });
      if (listId) listChildIds.get(listId)?.add(node.id);
      let inner = listId;
      if (node.type === 'List' && !listId) {
        inner = node.id;
        listChildIds.set(node.id, new Set());
        const items = compileReportItems(node.props.reportSummary, node, 'reportSummary', sink);
        if (items.length > 0) listSummaries.set(node.id, items);
      }
      walk(node.children, inner);
      for (const tab of node.tabs ?? []) walk(tab.components, inner);
    }
  };
  walk(spec.components, undefined);
  const reportItems = compileReportItems(
    spec.reportOutput.map((r) => ({ ...r })),
    undefined,
    'ReportOutput',
    sink,
  );

  const all: CellTemplate[] = [];
  const byNode = new Map<string, CellTemplate[]>();
  for (const [nodeId, f] of formulas) {
    byNode.set(nodeId, [...f.cells]);
    all.push(...f.cells);
  }
  const listSummaryTemplates = new Map<string, CellTemplate>();
  for (const [listId, items] of listSummaries) {
    const { deps } = reportDeps(items);
    const located = locateItems(items);
    const node = spec.byId.get(listId);
    const tpl: CellTemplate = {
      nodeId: listId,
      prop: 'report',
      kind: 'listSummary',
      deps: [...deps, { id: listId, prop: 'count' }],
      dynamic: true,
      source: 'reportSummary',
      run: (_scope, cell) => runListSummary(cell.inst, located),
      rank: 0,
      ...(node
        ? {
            site: {
              name: `${listId}.reportSummary`,
              range: node.propRanges.reportSummary ?? node.range,
              path: [...node.path, 'reportSummary'],
            },
          }
        : {}),
    };
    listSummaryTemplates.set(listId, tpl);
    byNode.get(listId)?.push(tpl);
    all.push(tpl);
  }
  const reportTemplates = reportItems.map((item, i): CellTemplate => {
    const { deps, dynamic } = reportDeps([item]);
    const [located] = locateItems([item]) as [ReturnType<typeof locateItems>[number]];
    const written = spec.reportOutput[i];
    return {
      nodeId: '#Report',
      prop: `item${i}`,
      kind: 'report',
      deps,
      dynamic,
      source: item.text.source,
      run: (scope) => renderLocatedItem(located, scope),
      rank: 0,
      ...(written ? { site: { name: `ReportOutput[${i}]`, range: written.range, path: written.path } } : {}),
    };
  });
  all.push(...reportTemplates);
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
  return { formulas, listChildIds, listSummaries, listSummaryTemplates, reportItems, reportTemplates };
}
