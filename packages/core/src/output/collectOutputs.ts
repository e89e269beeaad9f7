import { getComponentDefinition } from '../components';
import type { Diagnostic, SpecPath } from '../diagnostics';
import type { ComponentState, FormSnapshot, MandatoryEntry } from '../engine';
import { compileFormula, compileTemplate, parsePropertyValue } from '../expr';
import { reportChangeMarkers, type ReportChangeMarker } from './changeMarkers';
import { buildDiagnosticCodes, type DiagnosticCodesInput } from './codes';
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

/**
 * Evaluates a formula of the DiagnosticCodes section against the snapshot: `=expr` (or a bare expression
 * for `if`) as a formula; a static code string with `{…}` placeholders as a template.
 */
function codeEvaluator(snapshot: FormSnapshot, prefix?: string) {
  return (formula: unknown, _path: SpecPath): unknown => {
    if (typeof formula !== 'string') return formula;
    const parsed = parsePropertyValue(formula, 'always');
    const source = parsed.kind === 'literal' ? String(parsed.value) : parsed.formula.source;
    const compiled = compileFormula(source);
    if ('error' in compiled) return undefined;
    try {
      return compiled.formula.evaluate(snapshot.scope(prefix));
    } catch {
      return undefined;
    }
  };
}

/** Renders `{…}` placeholders of a static codeGroups string (the components' schema marks it a template). */
function renderCodeTemplate(raw: unknown, snapshot: FormSnapshot, prefix?: string): unknown {
  if (typeof raw !== 'string' || !raw.includes('{')) return raw;
  return compileTemplate(raw).template.render(snapshot.scope(prefix));
}

/**
 * The diagnostic-codes output: the DiagnosticCodes section, then each DiagnosticCodes component of the
 * form in document order (a list item's one evaluated in its item). Each gives its static and calculated
 * sections joined by its own spacer; the non-empty outputs are joined by the section's spacer (default
 * a newline), so one code source gives exactly the string it would give alone.
 */
export function formCodes(snapshot: FormSnapshot): { codes: string; diagnostics: Diagnostic[] } {
  const { spec } = snapshot;
  const diagnostics: Diagnostic[] = [];
  const outputs: string[] = [];
  const add = (input: DiagnosticCodesInput, prefix?: string): void => {
    const codesSpec = { ...input, codeGroups: renderCodeTemplate(input.codeGroups, snapshot, prefix) };
    const r = buildDiagnosticCodes(codesSpec, codeEvaluator(snapshot, prefix));
    diagnostics.push(...r.diagnostics);
    if (r.codes !== '') outputs.push(r.codes);
  };
  if (spec.diagnosticCodes) add(spec.diagnosticCodes);
  for (const c of snapshot.components.values()) {
    if (c.node.type !== 'DiagnosticCodes' || c.node.generated) continue;
    const p = c.node.props;
    add(
      {
        codeGroups: p.codeGroups,
        calculatedCodeGroups: p.calculatedCodeGroups,
        ...(typeof p.spacer === 'string' ? { spacer: p.spacer } : {}),
        path: c.node.path,
      },
      c.listItem?.prefix,
    );
  }
  return { codes: outputs.join(spec.diagnosticCodes?.spacer ?? '\n'), diagnostics };
}

/** Types whose output is not a value: a Report's text is in `report`, a DiagnosticCodes' codes in `codes`. */
const OUTPUT_TYPES: ReadonlySet<string> = new Set(['Report', 'DiagnosticCodes']);

/** Whether a component holds a value: its type has one (a Row only with its checkbox), or it has one now. */
function holdsValue(c: ComponentState): boolean {
  if (c.value !== undefined) return true;
  if (OUTPUT_TYPES.has(c.node.type)) return false;
  if (c.node.type === 'Row') return c.props.checkbox === true || c.node.props.checkbox === true;
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
  const codes = formCodes(snapshot);
  diagnostics.push(...codes.diagnostics);
  const components = [...snapshot.components.values()].map(toOutputComponent);
  const values = formValues(snapshot);
  const openEhr = buildFlatComposition(components, { lang: spec.metadata.lang });
  // Unusable oEhrIds are reported where they are written, once each (not per list item instance).
  diagnostics.push(
    ...openEhr.diagnostics.filter((d) => d.code !== 'openehr-invalid-id'),
    ...openEhrIdDiagnostics(spec.all),
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
    codes: codes.codes,
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
