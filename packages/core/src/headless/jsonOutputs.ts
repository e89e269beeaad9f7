import type { Diagnostic } from '../diagnostics';
import type { ReportProvenance } from '../engine/provenance';
import type { FormOutputs } from '../output';

/**
 * A diagnostic as the JSON outputs list it: severity, code, message, line, column, path, origin ('spec'
 * when the diagnostic does not say), componentId and property when known, and the 1-based actions-file
 * `step` that raised it (from `steps`).
 */
export function jsonDiagnostic(
  d: Diagnostic,
  steps?: ReadonlyMap<Diagnostic, number>,
): Record<string, unknown> {
  const step = steps?.get(d);
  const { severity, code, message, line, column, path, componentId, property } = d;
  return {
    severity,
    code,
    message,
    line,
    column,
    path,
    origin: d.origin ?? 'spec',
    ...(componentId === undefined ? {} : { componentId }),
    ...(property === undefined ? {} : { property }),
    ...(step === undefined ? {} : { step }),
  };
}

/**
 * The JSON output of docs/cli.md#the-formwright-command: report (plain text), reportMarkup, sections (plain text by id),
 * codes, values (every instance, list items under their prefixed ids), mandatory, worklist, freeFields,
 * templateFields, openEhr, and beyond D6 ids7Version and changeMarkers; then the diagnostics.
 */
export function renderJson(
  outputs: FormOutputs,
  diagnostics: readonly Diagnostic[],
  steps?: ReadonlyMap<Diagnostic, number>,
): unknown {
  return {
    report: outputs.report,
    reportMarkup: outputs.reportMarkup,
    sections: outputs.sections,
    codes: outputs.codes,
    values: outputs.values,
    mandatory: outputs.mandatory.map(({ id, level, label }) => ({ id, level, label })),
    worklist: outputs.worklist,
    freeFields: outputs.freeFields,
    templateFields: outputs.templateFields,
    openEhr: outputs.openEhr,
    ids7Version: outputs.ids7Version,
    changeMarkers: outputs.changeMarkers,
    diagnostics: diagnostics.map((d) => jsonDiagnostic(d, steps)),
  };
}

/**
 * Sentence provenance in the JSON output (`provenance`, docs/cli.md#provenance): one entry per report piece
 * with where it is written (`piece`, its spec `line`), the text it added (markup, empty when removed), why it
 * was removed, the component values it read with their spec lines, and the formula sites that computed it.
 */
export function jsonProvenance(p: ReportProvenance): unknown[] {
  return p.pieces.map((x) => ({
    piece: x.site,
    kind: x.kind,
    ...(x.owner === undefined ? {} : { owner: x.owner }),
    line: x.line,
    ...(x.sectionId === undefined ? {} : { sectionId: x.sectionId }),
    text: x.text,
    ...(x.removed === undefined ? {} : { removed: x.removed }),
    ids: x.reads.map((r) => r.id),
    reads: x.reads.map(({ id, prop, line, formula }) => ({ id, prop, line, formula })),
    formulas: x.formulas,
    ...(x.dynamic ? { dynamic: true } : {}),
  }));
}
