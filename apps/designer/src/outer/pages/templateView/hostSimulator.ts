/**
 * What /TemplateView does as the IDS7 host, apart from the screen: read a loaded file into specification
 * and script, read the hidden inputs a mounted form keeps in its element (as the host reads them), and
 * sum up the report, codes, worklist attributes and free fields they carry. The same reading as the
 * standalone simulator (apps/runtime/simulator/simulator.js), which is a plain script without a build.
 */

/** The provider data the simulator starts with: the results list the host hands the form. */
export const SAMPLE_PROVIDER_DATA = JSON.stringify(
  {
    results: [
      { providerName: 'Patient', providerData: [{ name: 'Doe, Jane' }] },
      { providerName: 'Exam', providerData: [{ indication: 'Follow-up of a lung nodule' }] },
    ],
  },
  null,
  2,
);

/** A specification and, when the file carries one, its script. */
export interface LoadedSources {
  readonly spec: string;
  readonly script?: string;
}

/**
 * Reads a loaded file: an exported form (.ssrt, or JSON with `Template.Yaml`) gives its specification
 * and script; anything else (YAML or a JSON specification) is the specification itself.
 */
export function sourcesFromFile(text: string): LoadedSources {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const doc = JSON.parse(text) as { Template?: { Yaml?: unknown; JsCode?: unknown } } | null;
      const template = doc?.Template;
      if (template && typeof template.Yaml === 'string')
        return { spec: template.Yaml, script: typeof template.JsCode === 'string' ? template.JsCode : '' };
    } catch {
      // Not JSON after all: the text is the specification.
    }
  }
  return { spec: text };
}

/** One hidden input of the mounted form, as the host sees it. */
export interface HiddenInputRow {
  readonly name: string;
  readonly value: string;
  /** Every attribute but type, name and value. */
  readonly attributes: Readonly<Record<string, string>>;
}

/** The hidden inputs inside the element the form is mounted in, in document order. */
export function hiddenInputRows(element: Element): HiddenInputRow[] {
  return [...element.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => {
    const attributes: Record<string, string> = {};
    for (const a of input.attributes)
      if (!['type', 'name', 'value'].includes(a.name)) attributes[a.name] = a.value;
    return { name: input.name, value: input.value, attributes };
  });
}

/** A term and its value for the host's summary list. */
export interface HostField {
  readonly term: string;
  readonly value: string;
}

/** The report text of the hidden inputs ('' without a #Report input). */
export function reportOf(rows: readonly HiddenInputRow[]): string {
  return rows.find((r) => r.name === '#Report')?.value ?? '';
}

/** Diagnostic codes, worklist attributes, free fields (and how they treat an empty value), report changed. */
export function hostFields(rows: readonly HiddenInputRow[]): HostField[] {
  const codes = rows.find((r) => r.name === '#DiagnosticCodes');
  const out: HostField[] = [{ term: 'Diagnostic codes', value: codes ? codes.value : '(none)' }];
  for (const r of rows) {
    const a = r.attributes;
    if (a['data-worklist-attribute'])
      out.push({ term: `Worklist ${a['data-worklist-attribute']}`, value: r.value });
    if (a['data-free-field']) {
      const mode = 'data-free-field-clear' in a ? 'clear when empty' : 'ignore when empty';
      out.push({ term: `Free field ${a['data-free-field']} (${mode})`, value: r.value });
    }
    if (a['data-report-changed']) out.push({ term: 'Report changed', value: a['data-report-changed'] });
  }
  return out;
}

/** A hook's answer as the page prints it: text as it is, anything else as JSON, undefined said so. */
export function printAnswer(answer: unknown): string {
  if (answer === undefined) return 'undefined';
  if (typeof answer === 'string') return answer;
  return JSON.stringify(answer, null, 2);
}
