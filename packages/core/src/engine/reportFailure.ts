import type { EvalScope } from '../expr';
import {
  isTruthy,
  joinParts,
  renderReportItem,
  type CompiledReportItem,
  type RenderedReport,
  type ReportPart,
} from './report';

/**
 * A report item whose `if` or text failed while rendering: which part, and the item's number within a
 * list of items (a Summary's reportTemplate, a List's reportSummary), so the failure can name and point
 * at it (`ReportOutput[2].if`, `S.reportTemplate[1].text`).
 */
export class ReportItemFailure extends Error {
  constructor(
    readonly part: 'text' | 'if',
    readonly index: number | undefined,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ReportItemFailure';
  }
}

/** A report item with the same item minus its condition, made once so rendering allocates nothing. */
export interface LocatedReportItem {
  readonly item: CompiledReportItem;
  readonly textOnly: CompiledReportItem;
}

/** Prepares report items for {@link renderLocatedItem}. */
export function locateItems(items: readonly CompiledReportItem[]): LocatedReportItem[] {
  return items.map((item) => ({ item, textOnly: { ...item, if: undefined } }));
}

/**
 * Renders one item as renderReportItem does, but a failure of its condition or its text is thrown as a
 * {@link ReportItemFailure} saying which.
 */
export function renderLocatedItem(
  located: LocatedReportItem,
  scope: EvalScope,
  style?: string,
  index?: number,
): ReportPart | undefined {
  const cond = located.item.if;
  if (cond) {
    let ok: boolean;
    try {
      ok = isTruthy(cond.evaluate(scope));
    } catch (err) {
      throw new ReportItemFailure('if', index, err);
    }
    if (!ok) return undefined;
  }
  try {
    return renderReportItem(located.textOnly, scope, style);
  } catch (err) {
    throw new ReportItemFailure('text', index, err);
  }
}

/** Renders a list of items as renderReportItems does, failures numbered by item. */
export function renderLocatedItems(
  items: readonly LocatedReportItem[],
  scope: EvalScope,
  style?: string,
): RenderedReport {
  return joinParts(items.map((it, i) => renderLocatedItem(it, scope, style, i)));
}
