/**
 * openEHR import in the designer (docs/openehr.md): an operational template (`.opt`, OPT 1.4 XML) or a
 * web template (`.json`) becomes a new form in the selected folder. The core's importer does the work;
 * a template it cannot import makes no form, and the reason is shown.
 */
import type { SaveTemplateBody } from '../api/types';

/** The file types the openEHR import accepts (OPT files are often named `.opt.xml`). */
export const OPENEHR_ACCEPT = '.opt,.xml,.json';

/** The heading of a refused import's message. */
export const IMPORT_REFUSED = 'The openEHR template could not be imported';

/**
 * Whose rules an OPT's ids follow where EHRbase's and Better's web templates differ (docs/openehr.md#opt-ids-the-same-paths-as-the-web-template):
 * EHRbase's by default. A web template carries its own ids.
 */
export type IdRules = 'ehrbase' | 'better';

/** A made form to save, or why not. */
export type TemplateImport =
  | { readonly ok: true; readonly body: SaveTemplateBody; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly reasons: readonly string[] };

/**
 * Imports one template file's text into a save body for the folder (null: the site's root), an OPT's ids by
 * `rules`. The core is
 * loaded on first use, so the form list does not carry the importer.
 */
export async function importTemplateFile(
  fileName: string,
  text: string,
  folderId: number | null,
  rules: IdRules = 'ehrbase',
): Promise<TemplateImport> {
  const { importOpenEhrTemplate } = await import('../layout/coreImporters');
  const result = importOpenEhrTemplate(text, { fileName, rules });
  const line = (d: { message: string; path?: string }) => (d.path ? `${d.message} (${d.path})` : d.message);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.yaml === undefined || errors.length > 0)
    return { ok: false, reasons: errors.length > 0 ? errors.map(line) : ['no form was produced'] };
  const title = /^\s+title:\s*['"]?(.+?)['"]?\s*$/m.exec(result.yaml)?.[1];
  return {
    ok: true,
    body: {
      FolderId: folderId,
      Name: title ?? result.templateId ?? fileName.replace(/\.(opt\.xml|opt|xml|json)$/i, ''),
      Description: `Imported from the openEHR template ${result.templateId ?? fileName}`,
      Template: { Yaml: result.yaml, JsCode: '', JsonSpec: '' },
    },
    warnings: result.diagnostics.filter((d) => d.severity === 'warning').map(line),
  };
}
