/**
 * The editor's 'Export as…' formats (decisions D13), the designer's side of `formwright export --format`: each
 * writes the form in the editor as another format's file. Loaded only when the user exports (the parser and
 * the exporters stay out of the editor page's first load).
 */
import { exportMrrt, exportQuestionnaire, parseSpec } from '@formwright/core/authoring';

/** One export format: its menu label, the file's suffix and type, and the writer. */
export interface ExportFormat {
  readonly label: string;
  readonly suffix: string;
  readonly type: string;
  /** The file's text, or the reason there is none (the form has errors). */
  readonly write: (yaml: string) => { readonly text: string } | { readonly error: string };
}

/** Parses the form; a form with errors cannot be exported, and the first error says why. */
function withSpec<T>(
  yaml: string,
  then: (spec: NonNullable<ReturnType<typeof parseSpec>['spec']>) => T,
): T | { error: string } {
  const parsed = parseSpec(yaml);
  if (parsed.spec) return then(parsed.spec);
  const first = parsed.diagnostics.find((d) => d.severity === 'error');
  return {
    error: `The form has errors and cannot be exported (line ${first?.line ?? 0}: ${first?.message ?? 'unknown error'}).`,
  };
}

/** The formats, in menu order. */
export const EXPORT_FORMATS: readonly ExportFormat[] = [
  {
    label: 'Export as FHIR Questionnaire',
    suffix: '.questionnaire.json',
    type: 'application/fhir+json',
    write: (yaml) =>
      withSpec(yaml, (spec) => ({
        text: `${JSON.stringify(exportQuestionnaire(spec).questionnaire, null, 2)}\n`,
      })),
  },
  {
    label: 'Export as IHE MRRT template',
    suffix: '.mrrt.html',
    type: 'text/html',
    write: (yaml) => withSpec(yaml, (spec) => ({ text: exportMrrt(spec).html })),
  },
];
