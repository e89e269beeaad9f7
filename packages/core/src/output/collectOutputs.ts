import type { Diagnostic, SpecPath } from '../diagnostics';
import type { FormSnapshot, MandatoryEntry } from '../engine';
import { compileFormula, compileTemplate, parsePropertyValue } from '../expr';
import { buildDiagnosticCodes } from './codes';
import { freeFields, worklistAttributes, type FreeFieldOutput } from './fieldOutputs';
import { buildFlatComposition, type FlatComposition } from './openehr';
import { toOutputComponent } from './outputComponent';
import { nodesToMarkup, nodesToPlainText, parseReportMarkup } from './richText';
import { templateFieldsOf, type TemplateField } from './templateFields';

/** Every output of a form at one moment: the JSON of `formwright render --format json` (decisions.md D6). */
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
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Evaluates a formula of the DiagnosticCodes section against the snapshot: `=expr` (or a bare expression
 * for `if`) as a formula; a static code string with `{…}` placeholders as a template.
 */
function codeEvaluator(snapshot: FormSnapshot) {
  return (formula: unknown, _path: SpecPath): unknown => {
    if (typeof formula !== 'string') return formula;
    const parsed = parsePropertyValue(formula, 'always');
    const source = parsed.kind === 'literal' ? String(parsed.value) : parsed.formula.source;
    const compiled = compileFormula(source);
    if ('error' in compiled) return undefined;
    try {
      return compiled.formula.evaluate(snapshot.scope());
    } catch {
      return undefined;
    }
  };
}

/** Renders `{…}` placeholders of a static codeGroups string (the components' schema marks it a template). */
function renderCodeTemplate(raw: unknown, snapshot: FormSnapshot): unknown {
  if (typeof raw !== 'string' || !raw.includes('{')) return raw;
  return compileTemplate(raw).template.render(snapshot.scope());
}

/** Collects every output of a snapshot (decisions.md D6). Pure: reads the snapshot, changes nothing. */
export function collectOutputs(snapshot: FormSnapshot): FormOutputs {
  const { spec } = snapshot;
  const reportVersion = spec.metadata.reportVersion;
  const diagnostics: Diagnostic[] = [...snapshot.diagnostics];
  const parsed = parseReportMarkup(snapshot.report.markup, { reportVersion });
  diagnostics.push(...parsed.diagnostics);
  const sections: Record<string, string> = {};
  for (const s of snapshot.report.sections) {
    sections[s.id] = nodesToPlainText(parseReportMarkup(s.markup, { reportVersion }).nodes);
  }
  const codesSpec = spec.diagnosticCodes
    ? { ...spec.diagnosticCodes, codeGroups: renderCodeTemplate(spec.diagnosticCodes.codeGroups, snapshot) }
    : undefined;
  const codes = buildDiagnosticCodes(codesSpec, codeEvaluator(snapshot));
  diagnostics.push(...codes.diagnostics);
  const components = [...snapshot.components.values()].map(toOutputComponent);
  const values: Record<string, unknown> = {};
  for (const c of snapshot.components.values()) {
    if (!c.node.generated && c.value !== undefined) values[c.id] = c.value;
  }
  const openEhr = buildFlatComposition(components, { lang: spec.metadata.lang });
  diagnostics.push(...openEhr.diagnostics);
  return {
    report: nodesToPlainText(parsed.nodes),
    reportMarkup: nodesToMarkup(parsed.nodes),
    sections,
    codes: codes.codes,
    values,
    mandatory: snapshot.mandatory,
    worklist: worklistAttributes(components),
    freeFields: freeFields(components),
    templateFields: templateFieldsOf(spec.all, spec.byId),
    openEhr: openEhr.composition,
    diagnostics,
  };
}
