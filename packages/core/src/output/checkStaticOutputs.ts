import type { Diagnostic } from '../diagnostics';
import { compileTemplate } from '../expr';
import type { FormSpec } from '../specification';
import { formRtfOptions } from './formRtf';
import { ids7Diagnostics, ids7FeaturesOf, lesionTrackingSite } from './ids7Version';
import { openEhrIdDiagnostics } from './openehrIds';
import { metadataRange } from './metadataPlaces';
import { parseReportMarkup } from './parseReportMarkup';
import { reportItemPlace } from './reportItemPlaces';
import { markupToRtf } from './rtf';
import { templateFieldsOf } from './templateFields';

/** An item's text with its placeholders left out: the markup the author wrote, whatever the values. */
function staticText(text: string): string {
  return compileTemplate(text)
    .template.parts.map((p) => (p.kind === 'text' ? p.text : ''))
    .join('');
}

/**
 * What `formwright validate` can tell about the outputs before the form runs:
 * - the report markup the ReportOutput items write themselves (placeholders left out), read as if every
 *   item rendered, joined by its separator, so a table may open in one item and close in a later one:
 *   nested tables, misplaced table parts, unbalanced tags and tables in a v1 report, each at its item;
 * - the report font sizes of Metadata.defaults, by the font-size rule (docs/outputs.md#plain-text-markup-and-rtf);
 * - whether any IDS7 version can run the form ('ids7-impossible');
 * - every oEhrId that is no FLAT path ('openehr-invalid-id'), or that names an occurrence the template the
 *   form records does not have ('openehr-occurrence'), at the oEhrId.
 * All are warnings: render gives the same ones at run time.
 */
export function checkStaticOutputs(spec: FormSpec): Diagnostic[] {
  const items = spec.reportOutput;
  const spans: { from: number; to: number; index: number }[] = [];
  let joined = '';
  items.forEach((item, index) => {
    if (index > 0) {
      const last = spans[spans.length - 1];
      joined += items[index - 1]?.separator ?? '\n';
      if (last) last.to = joined.length;
    }
    const from = joined.length;
    joined += typeof item.text === 'string' ? staticText(item.text) : '';
    spans.push({ from, to: joined.length, index });
  });
  const parsed = parseReportMarkup(joined, {
    reportVersion: spec.metadata.reportVersion,
    locate: (from) => {
      const span = spans.find((s) => from >= s.from && from < s.to) ?? spans[spans.length - 1];
      const item = span && items[span.index];
      return span && item ? reportItemPlace(item, span.index) : undefined;
    },
  });
  const fontSizes = markupToRtf('', formRtfOptions(spec)).diagnostics;
  const ids7 = ids7Diagnostics(
    ids7FeaturesOf(spec, templateFieldsOf(spec.all, spec.byId)),
    lesionTrackingSite(spec.all, (key) => metadataRange(spec, key)),
  );
  return [
    ...parsed.diagnostics,
    ...fontSizes,
    ...ids7,
    ...openEhrIdDiagnostics(spec.all, spec.metadata.openEhrTemplate),
  ];
}
