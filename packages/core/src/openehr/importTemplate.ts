import { importError, MAX_TEMPLATE_CHARS, type ImportDiagnostic } from './importDiagnostics';
import { readOperationalTemplate } from './optReader';
import type { ImportedElement } from './dataTypes';
import { IMPORT_DEFAULTS, templateToForm } from './toForm';
import { readWebTemplate, type WebTemplate } from './webTemplate';
import { formYaml } from './yamlText';

/** Options of {@link importOpenEhrTemplate}. */
export interface ImportOpenEhrOptions {
  /** The file's name: `.opt`/`.xml` is read as an operational template, `.json` as a web template. */
  readonly fileName?: string;
  /** The wanted label language (default sv, docs/openehr.md#how-a-template-becomes-a-form). */
  readonly language?: string;
  /**
   * For an OPT: whose web template ids to derive where EHRbase's and Better's differ (default `ehrbase`;
   * docs/openehr.md#opt-ids-the-same-paths-as-the-web-template). A web template carries its own ids.
   */
  readonly rules?: 'ehrbase' | 'better';
}

/** The result: the form's YAML text (only when no error), and what the import noted. */
export interface ImportOpenEhrResult {
  readonly yaml?: string;
  readonly diagnostics: readonly ImportDiagnostic[];
  /** The template's id, when it was read. */
  readonly templateId?: string;
  /** How many inputs the form has. */
  readonly inputCount?: number;
  /** Each element's input component ids by FLAT path, and the Lists by path (docs/openehr.md#round-trip). */
  readonly elements?: ReadonlyMap<string, ImportedElement>;
  readonly lists?: ReadonlyMap<string, string>;
}

/** The start of an ADL 2 text (an OPT 2 in its native syntax). */
const ADL = /^\s*(operational_template|archetype|template)\s*\(|adl_version\s*=\s*2/;

/** Whether a text is XML (an OPT) rather than JSON, by its name or else its first character. */
function looksLikeXml(text: string, fileName: string | undefined): boolean {
  if (fileName && /\.(opt|xml)$/i.test(fileName)) return true;
  if (fileName && /\.json$/i.test(fileName)) return false;
  const body = text.replace(/^\uFEFF/, '').replace(/^(\s*\/\/[^\n]*\n)*/, '');
  return body.trimStart().startsWith('<');
}

/**
 * Imports an openEHR template into a Formwright specification (docs/openehr.md): a web template JSON or an
 * operational template (OPT 1.4 XML, read into the web-template tree by our own reader), with the import
 * defaults (docs/openehr.md#how-a-template-becomes-a-form). Pure: text in, YAML text and diagnostics out. On any error there is no YAML at all, never
 * a half-written form; size and nesting are bounded and the XML reader refuses entity declarations.
 */
export function importOpenEhrTemplate(text: string, options: ImportOpenEhrOptions = {}): ImportOpenEhrResult {
  const what = options.fileName ?? 'the template';
  if (text.length > MAX_TEMPLATE_CHARS) {
    const mb = (text.length / (1024 * 1024)).toFixed(1);
    return {
      diagnostics: [
        importError(
          'openehr-too-large',
          `${what} is ${mb} MB; templates up to ${MAX_TEMPLATE_CHARS / (1024 * 1024)} MB can be imported.`,
        ),
      ],
    };
  }
  if (ADL.test(text.slice(0, 2000))) {
    return {
      diagnostics: [
        importError(
          'openehr-unknown-version',
          `Cannot import ${what}: it is an ADL 2 (OPT 2) template; only OPT 1.4 XML and web template JSON can be imported.`,
        ),
      ],
    };
  }
  let template: WebTemplate | undefined;
  let diagnostics: ImportDiagnostic[];
  if (looksLikeXml(text, options.fileName))
    ({ template, diagnostics } = readOperationalTemplate(text, options.rules));
  else ({ template, diagnostics } = readWebTemplate(text));
  if (!template || diagnostics.some((d) => d.severity === 'error')) {
    return {
      diagnostics: diagnostics.map((d) => ({ ...d, message: `Cannot import ${what}: ${d.message}` })),
    };
  }
  const language = options.language ?? IMPORT_DEFAULTS.language;
  let form = templateToForm(template, language);
  if (form.inputCount === 0) {
    return {
      templateId: template.templateId,
      diagnostics: [
        ...diagnostics,
        importError(
          'openehr-no-inputs',
          `Cannot import ${what}: the template has no element a person can fill in.`,
        ),
      ],
    };
  }
  const yamlOf = (f: typeof form) =>
    formYaml(
      [
        `Imported from the openEHR template '${template.templateId}'${options.fileName ? ` (${options.fileName})` : ''}.`,
        'Each input writes its FLAT path (oEhrId); hidden components write the fixed context values.',
      ],
      {
        lang: f.language,
        title: f.title,
        description: `Form made from the openEHR template ${template.templateId}.`,
        openEhrTemplate: {
          id: template.templateId,
          repeating: f.repeating,
          ...(f.dateTimes.length > 0 ? { dateTimes: f.dateTimes } : {}),
        },
      },
      f.components,
      [{ text: f.title }],
    );
  let yaml = yamlOf(form);
  // Nested copies multiply: a form past `nestedCopiesFormChars` is made again with the few copies everywhere.
  if (yaml.length > IMPORT_DEFAULTS.nestedCopiesFormChars) {
    form = templateToForm(template, language, true);
    yaml = yamlOf(form);
  }
  return {
    yaml,
    templateId: template.templateId,
    inputCount: form.inputCount,
    elements: form.elements,
    lists: form.lists,
    diagnostics: [...diagnostics, ...form.diagnostics],
  };
}
