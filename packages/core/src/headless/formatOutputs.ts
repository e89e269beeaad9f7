import type { Diagnostic } from '../diagnostics';
import { sectionMarkups, snapshotReportRtf, snapshotSectionRtf, unknownSection } from '../output';
import { jsonProvenance, renderJson } from './jsonOutputs';
import type { HeadlessRun } from './runHeadless';

/** The output formats of a headless run (`formwright render --format`). */
export type OutputFormat = 'text' | 'json' | 'rtf';

/** What one format prints: the text and the diagnostics, or why it cannot (an unknown or v1 section). */
export type FormattedOutput =
  { readonly text: string; readonly diagnostics: readonly Diagnostic[] } | { readonly error: string };

/**
 * Formats a run's outputs (docs/cli.md#the-formwright-command): text (the plain report, or one section's text), rtf
 * (getReportRtf, or one section through getReportSectionsRtf, v2 only) or json (everything, with the
 * diagnostics and the step that raised each). Each text ends with a line break.
 */
export function formatOutputs(run: HeadlessRun, format: OutputFormat, section?: string): FormattedOutput {
  const { outputs, diagnostics, snapshot } = run;
  if (format === 'json') {
    const { diagnostics: listed, ...rest } = renderJson(outputs, diagnostics, run.steps) as Record<
      string,
      unknown
    >;
    const json = { ...rest, provenance: jsonProvenance(snapshot.provenance()), diagnostics: listed };
    return { text: `${JSON.stringify(json, null, 2)}\n`, diagnostics };
  }
  if (format === 'text') {
    if (section === undefined) return { text: `${outputs.report}\n`, diagnostics };
    if (section in outputs.sections) return { text: `${outputs.sections[section] ?? ''}\n`, diagnostics };
    return {
      error: unknownSection(
        section,
        sectionMarkups(snapshot).map((s) => s.id),
      ),
    };
  }
  const rtf = section === undefined ? snapshotReportRtf(snapshot) : snapshotSectionRtf(snapshot, section);
  if ('error' in rtf) return rtf;
  return { text: `${rtf.rtf}\n`, diagnostics: [...diagnostics, ...dedupe(rtf.diagnostics, diagnostics)] };
}

/** Diagnostics that repeat one already listed (the RTF writer parses the same report markup as the outputs). */
function dedupe(more: readonly Diagnostic[], known: readonly Diagnostic[]): Diagnostic[] {
  const key = (d: Diagnostic) => `${d.code}|${d.origin ?? 'spec'}|${d.line}|${d.column}|${d.message}`;
  const seen = new Set(known.map(key));
  return more.filter((d) => {
    if (seen.has(key(d))) return false;
    seen.add(key(d));
    return true;
  });
}
