import { createDiagnostic } from '../diagnostics';
import { isMapping, type CheckContext } from './checkContext';
import type { ComponentNode } from './model';

/** One report item as written, with where it is. */
interface WrittenItem {
  readonly item: Record<string, unknown>;
  readonly list: readonly unknown[];
  readonly index: number;
  readonly path: (string | number)[];
  readonly componentId?: string;
}

const hasSection = (item: Record<string, unknown>) => item.sectionId !== undefined && item.sectionId !== null;

/**
 * docs/specification.md#report-output: 'If sectioned output is used, all text parts must have a section id'. The form's report
 * is the ReportOutput items and the items of the Report components placed in the form (one report,
 * docs/outputs.md), so once any of them has a sectionId, every one of them needs one.
 */
export function checkSectionedOutput(
  reportOutput: readonly unknown[] | undefined,
  nodes: readonly ComponentNode[],
  ctx: CheckContext,
): void {
  const items: WrittenItem[] = [];
  const collect = (list: unknown, path: (string | number)[], componentId?: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((item, index) => {
      if (isMapping(item))
        items.push({ item, list, index, path: [...path, index], ...(componentId ? { componentId } : {}) });
    });
  };
  collect(reportOutput, ['ReportOutput']);
  const walk = (list: readonly ComponentNode[]) => {
    for (const node of list) {
      if (node.type === 'Report' && !node.generated)
        collect(node.props.items, [...node.path, 'items'], node.id);
      walk(node.children);
      for (const tab of node.tabs ?? []) walk(tab.components);
    }
  };
  walk(nodes);
  if (!items.some((w) => hasSection(w.item))) return;
  for (const w of items) {
    if (hasSection(w.item)) continue;
    ctx.diagnostics.push(
      createDiagnostic('sectioned-output', {
        range: ctx.sourceMap.entryRange(w.list, w.index),
        path: w.path,
        ...(w.componentId ? { componentId: w.componentId, property: 'items' } : {}),
      }),
    );
  }
}
