import {
  declaredSections,
  formCodes,
  hiddenInputs,
  nodesToMarkup,
  nodesToPlainText,
  parseReportMarkup,
  reportChangeMarkers,
  toOutputComponent,
  type FormSnapshot,
  type HiddenInput,
} from '@formwright/core/runtime';

/** The name of the component the parser adds for the diagnostic codes. */
const CODES_ID = '#DiagnosticCodes';

/**
 * Every hidden input of a snapshot (decisions.md D10): core's `hiddenInputs()` (fields, `#DiagnosticCodes`,
 * report change markers, images), then the report as `#Report` (the plain text, `data-report="text"`) and
 * `#ReportMarkup` (the normalised markup, `data-report="markup"`), the same texts `formwright render`
 * writes as `report` and `reportMarkup`.
 */
export function formHiddenInputs(
  snapshot: FormSnapshot,
  images?: Readonly<Record<string, string>>,
): HiddenInput[] {
  const { spec } = snapshot;
  const parsed = parseReportMarkup(snapshot.report.markup, { reportVersion: spec.metadata.reportVersion });
  const inputs = hiddenInputs({
    components: [...snapshot.components.values()].map(toOutputComponent),
    codes: snapshot.components.has(CODES_ID) ? formCodes(snapshot) : undefined,
    changeMarkers: reportChangeMarkers(snapshot.report.changedSections, declaredSections(spec)),
    images,
  });
  inputs.push(
    { name: '#Report', value: nodesToPlainText(parsed.nodes), attributes: { 'data-report': 'text' } },
    { name: '#ReportMarkup', value: nodesToMarkup(parsed.nodes), attributes: { 'data-report': 'markup' } },
  );
  return inputs;
}
