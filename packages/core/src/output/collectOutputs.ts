import { getComponentDefinition } from '../components';
import { behaviourOfType } from '../components/behaviours';
import type { Diagnostic } from '../diagnostics';
import type { ComponentState, FormSnapshot, MandatoryEntry } from '../engine';
import { reportChangeMarkers, type ReportChangeMarker } from './changeMarkers';
import { formCodes } from './codes';
import { freeFields, worklistAttributes, type FreeFieldOutput } from './fieldOutputs';
import { declaredSections, sectionMarkups } from './formRtf';
import {
  ids7Diagnostics,
  ids7FeaturesOf,
  lesionTrackingSite,
  requiredIds7Version,
  type Ids7Requirement,
} from './ids7Version';
import { metadataRange } from './metadataPlaces';
import { buildFlatComposition, type FlatComposition } from './openehr';
import { openEhrIdDiagnostics } from './openehrIds';
import { toOutputComponent } from './outputComponent';
import { nodesToMarkup } from './nodesToMarkup';
import { parseReportMarkup } from './parseReportMarkup';
import { nodesToPlainText } from './plainText';
import { reportOutputLocator } from './reportItemPlaces';
import { templateFieldsOf, type TemplateField } from './templateFields';

/** Every output of a form at one moment: the JSON of `formwright render --format json` (docs/cli.md#the-formwright-command). */
export interface FormOutputs {
  readonly report: string;
  readonly reportMarkup: string;
  readonly sections: Readonly<Record<string, string>>;
  readonly codes: string;
  readonly values: Readonly<Record<string, unknown>>;
  readonly mandatory: readonly MandatoryEntry[];
  readonly worklist: Readonly<Record<string, string>>;
  readonly freeFields: Readonly<Record<string, FreeFieldOutput>>;
  readonly templateFields: readonly TemplateField[];
  readonly openEhr: FlatComposition;
  /** The IDS7 version range the form needs (docs/outputs.md#the-required-ids7-version). */
  readonly ids7Version: Ids7Requirement;
  /** Report change markers left by the last custom state set (docs/outputs.md#report-change-markers); empty before any. */
  readonly changeMarkers: readonly ReportChangeMarker[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Whether a component holds a value: it has one now, or its type has one (its behaviour's holdsValue). */
function holdsValue(c: ComponentState): boolean {
  if (c.value !== undefined) return true;
  const own = behaviourOfType(c.node.type)?.holdsValue;
  if (own) return own(c.props);
  return getComponentDefinition(c.node.type)?.valueKind !== 'none';
}

/**
 * The `values` output (docs/cli.md#the-formwright-command): every component that holds a value, in document order, list
 * items' components under their prefixed ids; an empty one is null (JSON has no undefined). Components
 * without a value (Section, Header, Button, a Row without checkbox …) and the parser's hidden ones are
 * left out.
 */
function formValues(snapshot: FormSnapshot): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const c of snapshot.components.values()) {
    if (!c.node.generated && holdsValue(c)) values[c.id] = c.value ?? null;
  }
  return values;
}

/** Collects every output of a snapshot (docs/cli.md#the-formwright-command). Pure: reads the snapshot, changes nothing. */
export function collectOutputs(snapshot: FormSnapshot): FormOutputs {
  const { spec } = snapshot;
  const reportVersion = spec.metadata.reportVersion;
  const diagnostics: Diagnostic[] = [...snapshot.diagnostics];
  // Markup warnings point at the ReportOutput item that wrote the markup, not into the rendered text.
  const parsed = parseReportMarkup(snapshot.report.markup, {
    reportVersion,
    locate: reportOutputLocator(snapshot),
  });
  diagnostics.push(...parsed.diagnostics);
  const sections: Record<string, string> = {};
  for (const s of sectionMarkups(snapshot)) {
    sections[s.id] = nodesToPlainText(parseReportMarkup(s.markup, { reportVersion }).nodes);
  }
  const components = [...snapshot.components.values()].map(toOutputComponent);
  const values = formValues(snapshot);
  const openEhr = buildFlatComposition(components, {
    lang: spec.metadata.lang,
    ...(spec.metadata.openEhrTemplate?.dateTimes
      ? { dateTimes: spec.metadata.openEhrTemplate.dateTimes }
      : {}),
  });
  // Unusable oEhrIds are reported where they are written, once each (not per list item instance).
  diagnostics.push(
    ...openEhr.diagnostics.filter((d) => d.code !== 'openehr-invalid-id'),
    ...openEhrIdDiagnostics(spec.all, spec.metadata.openEhrTemplate),
  );
  const templateFields = templateFieldsOf(spec.all, spec.byId);
  const sectionOrder = declaredSections(spec);
  const ids7Features = ids7FeaturesOf(spec, templateFields);
  diagnostics.push(
    ...ids7Diagnostics(
      ids7Features,
      lesionTrackingSite(spec.all, (key) => metadataRange(spec, key)),
    ),
  );
  return {
    report: nodesToPlainText(parsed.nodes),
    reportMarkup: nodesToMarkup(parsed.nodes),
    sections,
    codes: formCodes(snapshot),
    values,
    mandatory: snapshot.mandatory,
    worklist: worklistAttributes(components),
    freeFields: freeFields(components),
    templateFields,
    openEhr: openEhr.composition,
    ids7Version: requiredIds7Version(ids7Features),
    changeMarkers: reportChangeMarkers(snapshot.report.changedSections, sectionOrder),
    diagnostics,
  };
}
