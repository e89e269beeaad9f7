import type { Diagnostic } from '../diagnostics';
import { compileReportItems, renderReportItem, type FormSnapshot } from '../engine';
import type { ReportItem } from '../specification';
import { cleanReportText } from './cleanText';
import type { MarkupPlace } from './parseReportMarkup';

/** One ReportOutput item's stretch of the cleaned report markup (its separator included). */
interface ItemSpan {
  readonly from: number;
  readonly to: number;
  readonly item: ReportItem;
  readonly index: number;
}

/** How a message names a ReportOutput item, and where it points. */
export function reportItemPlace(item: ReportItem, index: number): MarkupPlace {
  return { path: item.path, range: item.range, name: `ReportOutput[${index}]` };
}

/**
 * The stretches of a snapshot's report markup that each ReportOutput item wrote, found by rendering the
 * items again against the snapshot, exactly as the engine joins them. Undefined when that does not give
 * the start of the report (a placeholder calls the script, which a snapshot cannot run): then no offset
 * is tied to an item. Report components in the form write after the ReportOutput items and get none.
 */
function itemSpans(snapshot: FormSnapshot, markup: string): ItemSpan[] | undefined {
  const items = snapshot.spec.reportOutput;
  const sink: { diagnostics: Diagnostic[] } = { diagnostics: [] };
  const compiled = compileReportItems(
    items.map((r) => ({ ...r })),
    undefined,
    'ReportOutput',
    sink,
  );
  if (compiled.length !== items.length) return undefined;
  const scope = snapshot.scope();
  const spans: { from: number; to: number; item: ReportItem; index: number }[] = [];
  let joined = '';
  let separator: string | undefined;
  compiled.forEach((c, index) => {
    const part = renderReportItem(c, scope);
    const item = items[index];
    if (!part || !item) return;
    if (separator !== undefined) {
      joined += cleanReportText(separator).text;
      // The separator belongs to the item before it: the span runs to the next item's text.
      const last = spans[spans.length - 1];
      if (last) last.to = joined.length;
    }
    const from = joined.length;
    joined += cleanReportText(part.text).text;
    spans.push({ from, to: joined.length, item, index });
    separator = part.separator;
  });
  return markup.startsWith(joined) ? spans : undefined;
}

/**
 * A locator for parseReportMarkup over a snapshot's whole report: an offset of the cleaned markup gives
 * the ReportOutput item that wrote it. The items are rendered again only when the first warning asks.
 */
export function reportOutputLocator(
  snapshot: FormSnapshot,
): (from: number, to: number) => MarkupPlace | undefined {
  let spans: ItemSpan[] | undefined | null = null;
  return (from) => {
    if (spans === null) spans = itemSpans(snapshot, cleanReportText(snapshot.report.markup).text);
    const span = spans?.find((s) => from >= s.from && from < s.to);
    return span ? reportItemPlace(span.item, span.index) : undefined;
  };
}
