/**
 * What the designer's file imports (FHIR Questionnaire, IHE MRRT) make of an importer's result: a save body
 * for the folder with the import's notes, or the reasons no form was made (FileImport shows either).
 */
import type { FileImportResult } from './FileImport';

/** An importer's answer, as core's importQuestionnaire and importMrrtTemplate give it. */
export interface ImporterResult {
  readonly yaml?: string;
  readonly script?: string;
  readonly diagnostics: readonly {
    readonly severity: string;
    readonly message: string;
    readonly line?: number;
    readonly column?: number;
  }[];
}

/** How one import names its file and its findings. */
export interface ImportKind {
  /** What the form was imported from, for its description: 'the FHIR Questionnaire'. */
  readonly from: string;
  /** The file name's extension, dropped when the form has no title of its own. */
  readonly extension: RegExp;
  /** Findings placed as `line L:C:` (else `line L:`). */
  readonly withColumn?: boolean;
}

/** The save body of an imported form, or why not; `parseSpec` is core's (loaded on first use). */
export function importedForm(
  result: ImporterResult,
  parseSpec: (yaml: string) => { spec?: { metadata: { title?: string } } },
  file: { readonly fileName: string; readonly folderId: number | null },
  kind: ImportKind,
): FileImportResult {
  const line = (d: ImporterResult['diagnostics'][number]) =>
    d.line ? `line ${d.line}${kind.withColumn ? `:${d.column ?? 0}` : ''}: ${d.message}` : d.message;
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.yaml === undefined || errors.length > 0)
    return { ok: false, reasons: errors.length > 0 ? errors.map(line) : ['no form was produced'] };
  const spec = parseSpec(result.yaml).spec;
  if (!spec) return { ok: false, reasons: ['the form made from it does not validate'] };
  const notes = result.diagnostics.filter((d) => d.severity !== 'error').map(line);
  return {
    ok: true,
    body: {
      FolderId: file.folderId,
      Name: spec.metadata.title || file.fileName.replace(kind.extension, ''),
      Description: `Imported from ${kind.from} ${file.fileName}${notes.length > 0 ? ` (${notes.length} notes)` : ''}`,
      Template: { Yaml: result.yaml, JsCode: result.script ?? '', JsonSpec: '' },
    },
    notes,
  };
}
