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

/** Components per group of {@link hiddenInputGroups}. */
export const HIDDEN_GROUP = 32;

/** The hidden inputs of a snapshot in groups, and the component states each group was made of. */
export interface HiddenInputGroups {
  /** The components' inputs {@link HIDDEN_GROUP} components at a time, then the form's own as the last group. */
  readonly groups: readonly (readonly HiddenInput[])[];
  /** The component states of each group but the last (what `previous` is compared by). */
  readonly states: readonly (readonly ComponentState[])[];
}

/**
 * {@link formHiddenInputs} in groups: a group whose components' states are the same objects as in
 * `previous` is the same array, so a view re-renders only the groups a change touched (a keystroke in a
 * 500-field form: one or two groups of 32, not 750 inputs).
 */
export function hiddenInputGroups(
  snapshot: FormSnapshot,
  images?: Readonly<Record<string, string>>,
  previous?: HiddenInputGroups,
): HiddenInputGroups {
  const groups: (readonly HiddenInput[])[] = [];
  const states: (readonly ComponentState[])[] = [];
  let batch: ComponentState[] = [];
  const close = () => {
    const k = states.length;
    const before = previous?.states[k];
    const same =
      before !== undefined && before.length === batch.length && before.every((c, i) => c === batch[i]);
    states.push(same ? before : batch);
    if (same) groups.push(previous?.groups[k] as readonly HiddenInput[]);
    else {
      const inputs: HiddenInput[] = [];
      for (const c of batch) for (const input of componentInputs(c)) inputs.push(input);
      groups.push(inputs);
    }
    batch = [];
  };
  for (const c of snapshot.components.values()) {
    batch.push(c);
    if (batch.length === HIDDEN_GROUP) close();
  }
  if (batch.length > 0) close();
  groups.push(formInputs(snapshot, images));
  return { groups, states };
}

/** The form's own inputs after the components': codes, change markers, images, the report. */
function formInputs(snapshot: FormSnapshot, images?: Readonly<Record<string, string>>): HiddenInput[] {
  const inputs = [
    ...hiddenInputs({
      components: [],
      codes: snapshot.components.has(CODES_ID) ? formCodes(snapshot) : undefined,
      changeMarkers: reportChangeMarkers(snapshot.report.changedSections, declaredSections(snapshot.spec)),
      images,
    }),
  ];
  const report = reportTexts(snapshot);
  inputs.push(
    { name: '#Report', value: report.text, attributes: { 'data-report': 'text' } },
    { name: '#ReportMarkup', value: report.normalised, attributes: { 'data-report': 'markup' } },
  );
  return inputs;
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
  return hiddenInputGroups(snapshot, images).groups.flat();
}
