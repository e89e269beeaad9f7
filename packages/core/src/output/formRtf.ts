import type { FormSnapshot } from '../engine';
import { defaultTexts } from '../expr';
import type { FormSpec } from '../specification';
import { metadataDefaultPlace } from './metadataPlaces';
import { isMarkupCode } from './parseReportMarkup';
import { reportOutputLocator } from './reportItemPlaces';
import {
  getReportRtf,
  getReportSectionsRtf,
  rtfOptionsFromTexts,
  type RtfOptions,
  type RtfResult,
} from './rtf';

/**
 * The RTF options of a form: its language's default texts with Metadata.defaults laid over them. A size
 * the RTF cannot use is warned about at its Metadata.defaults entry (a language's own texts are valid).
 */
export function formRtfOptions(spec: FormSpec): RtfOptions {
  return {
    ...rtfOptionsFromTexts(
      defaultTexts(spec.metadata.lang, spec.metadata.defaults),
      spec.metadata.reportVersion,
    ),
    locateSize: (name) => metadataDefaultPlace(spec, name),
  };
}

/** getReportRtf of a snapshot: the whole report as one RTF document, in the form's fonts and sizes. */
export function snapshotReportRtf(snapshot: FormSnapshot): RtfResult {
  return getReportRtf(snapshot.report, {
    ...formRtfOptions(snapshot.spec),
    locate: reportOutputLocator(snapshot),
  });
}

/**
 * The section ids a form's report declares (ReportOutput sectionIds, in order of first use). A declared
 * section whose items all render empty has no rendered part but is still a section of the report.
 */
export function declaredSections(spec: FormSpec): string[] {
  const ids: string[] = [];
  for (const item of spec.reportOutput) {
    if (typeof item.sectionId === 'string' && item.sectionId !== '' && !ids.includes(item.sectionId))
      ids.push(item.sectionId);
  }
  return ids;
}

/** Every declared section's markup ('' for a section that renders empty), in declaration order. */
export function sectionMarkups(snapshot: FormSnapshot): { readonly id: string; readonly markup: string }[] {
  const rendered = new Map(snapshot.report.sections.map((s) => [s.id, s.markup]));
  const ids = [...new Set([...declaredSections(snapshot.spec), ...rendered.keys()])];
  return ids.map((id) => ({ id, markup: rendered.get(id) ?? '' }));
}

/**
 * One section of a snapshot's report as RTF (getReportSectionsRtf, v2 only). Returns the reason instead
 * when there is none: a v1 report has no sections, and an id must be one of the report's section ids.
 */
export function snapshotSectionRtf(
  snapshot: FormSnapshot,
  sectionId: string,
): RtfResult | { readonly error: string } {
  const options = formRtfOptions(snapshot.spec);
  const sections = sectionMarkups(snapshot);
  const result = getReportSectionsRtf({ markup: snapshot.report.markup, sections }, options);
  if (!result.sections) {
    return { error: 'report sections in RTF need metadata reportVersion v2 (getReportSectionsRtf)' };
  }
  const section = result.sections.find((s) => s.id === sectionId);
  if (!section)
    return {
      error: unknownSection(
        sectionId,
        result.sections.map((s) => s.id),
      ),
    };
  // The section's markup is part of the whole report, whose markup warnings collectOutputs reports
  // at their items; here only what is the RTF's own (font sizes) is added.
  return { rtf: section.rtf, diagnostics: result.diagnostics.filter((d) => !isMarkupCode(d.code)) };
}

/** The message for a section id the report does not have, listing the ones it has. */
export function unknownSection(sectionId: string, known: readonly string[]): string {
  return known.length === 0
    ? `unknown section ${sectionId}: the report has no sections (no ReportOutput item has a sectionId)`
    : `unknown section ${sectionId} (the report's sections: ${known.join(', ')})`;
}
