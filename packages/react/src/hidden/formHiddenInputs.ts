import {
  declaredSections,
  formCodes,
  hiddenInputs,
  nodesToMarkup,
  nodesToPlainText,
  parseReportMarkup,
  reportChangeMarkers,
  toOutputComponent,
  type ComponentState,
  type FormSnapshot,
  type HiddenInput,
} from '@formwright/core/runtime';

/** The name of the component the parser adds for the diagnostic codes. */
const CODES_ID = '#DiagnosticCodes';

/**
 * A component's own hidden inputs by its state object. A snapshot reuses the state of every component
 * that did not change, so a keystroke recomputes one component's inputs, not all 500 of a large form.
 */
const byState = new WeakMap<ComponentState, readonly HiddenInput[]>();

function componentInputs(c: ComponentState): readonly HiddenInput[] {
  let inputs = byState.get(c);
  if (!inputs) {
    inputs = hiddenInputs({ components: [toOutputComponent(c)] });
    byState.set(c, inputs);
  }
  return inputs;
}

/** The last report markup and its two texts: most changes leave the report as it was. */
let lastReport: { markup: string; version: unknown; text: string; normalised: string } | undefined;

function reportTexts(snapshot: FormSnapshot): { text: string; normalised: string } {
  const { markup } = snapshot.report;
  const version = snapshot.spec.metadata.reportVersion;
  if (lastReport && lastReport.markup === markup && lastReport.version === version) return lastReport;
  const parsed = parseReportMarkup(markup, { reportVersion: version });
  lastReport = {
    markup,
    version,
    text: nodesToPlainText(parsed.nodes),
    normalised: nodesToMarkup(parsed.nodes),
  };
  return lastReport;
}

/**
 * Every hidden input of a snapshot (docs/architecture.md#entry-points): core's `hiddenInputs()` (fields in document order,
 * `#DiagnosticCodes`, report change markers, images), then the report as `#Report` (the plain text,
 * `data-report="text"`) and `#ReportMarkup` (the normalised markup, `data-report="markup"`), the same
 * texts `formwright render` writes as `report` and `reportMarkup`.
 */
export function formHiddenInputs(
  snapshot: FormSnapshot,
  images?: Readonly<Record<string, string>>,
): HiddenInput[] {
  const { spec } = snapshot;
  const inputs: HiddenInput[] = [];
  for (const c of snapshot.components.values()) inputs.push(...componentInputs(c));
  inputs.push(
    ...hiddenInputs({
      components: [],
      codes: snapshot.components.has(CODES_ID) ? formCodes(snapshot) : undefined,
      changeMarkers: reportChangeMarkers(snapshot.report.changedSections, declaredSections(spec)),
      images,
    }),
  );
  const report = reportTexts(snapshot);
  inputs.push(
    { name: '#Report', value: report.text, attributes: { 'data-report': 'text' } },
    { name: '#ReportMarkup', value: report.normalised, attributes: { 'data-report': 'markup' } },
  );
  return inputs;
}
