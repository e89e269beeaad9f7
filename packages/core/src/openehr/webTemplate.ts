import { importError, type ImportDiagnostic } from './importDiagnostics';

/**
 * The web template (the JSON that EHRbase and Better produce for an operational template): the shape the
 * importer reads, whether it came as JSON or from our own OPT reader. Only the fields the import uses.
 */
export interface WebTemplateInputValue {
  readonly value: string;
  readonly label?: string;
  readonly localizedLabels?: Readonly<Record<string, string>>;
  /** DV_ORDINAL: the ordinal number of the option. */
  readonly ordinal?: number;
}

/** One input of a node (a suffix of its FLAT path, such as `code` or `magnitude`). */
export interface WebTemplateInput {
  readonly suffix?: string;
  readonly type?: string;
  readonly list?: readonly WebTemplateInputValue[];
  readonly terminology?: string;
  /** A coded list that also takes free text (`|other`). */
  readonly listOpen?: boolean;
  readonly defaultValue?: unknown;
  readonly validation?: {
    readonly range?: { readonly min?: number; readonly max?: number };
    readonly precision?: { readonly min?: number; readonly max?: number };
    /** A date or date-time pattern (`yyyy-??-XX`: `?` optional, `X` not allowed). */
    readonly pattern?: string;
  };
}

/** One node of the tree. `max` -1 means unbounded. */
export interface WebTemplateNode {
  readonly id: string;
  readonly name?: string;
  readonly localizedName?: string;
  readonly localizedNames?: Readonly<Record<string, string>>;
  readonly localizedDescriptions?: Readonly<Record<string, string>>;
  readonly annotations?: { readonly comment?: string };
  readonly rmType: string;
  readonly nodeId?: string;
  readonly min?: number;
  readonly max?: number;
  readonly aqlPath?: string;
  /** Our OPT reader's mark of a node whose name the template fixes (a web template shows it in `aqlPath`). */
  readonly nameFixed?: boolean;
  readonly inContext?: boolean;
  /** DV_PROPORTION: the kinds allowed (`unitary`, `percent` …, or their numbers). */
  readonly proportionTypes?: readonly (string | number)[];
  readonly inputs?: readonly WebTemplateInput[];
  readonly children?: readonly WebTemplateNode[];
}

/** A whole web template. */
export interface WebTemplate {
  readonly templateId: string;
  readonly version?: string;
  readonly defaultLanguage?: string;
  readonly languages?: readonly string[];
  readonly tree: WebTemplateNode;
}

/**
 * The data types (DV_*) the importer maps; docs/openehr.md has the table. Any other gets a text input and the
 * info `openehr-unknown-data-type` naming its path: one element never refuses the whole template.
 */
export const DATA_TYPES = [
  'DV_TEXT',
  'DV_CODED_TEXT',
  'DV_QUANTITY',
  'DV_COUNT',
  'DV_BOOLEAN',
  'DV_DATE',
  'DV_DATE_TIME',
  'DV_TIME',
  'DV_DURATION',
  'DV_ORDINAL',
  'DV_PROPORTION',
  'DV_IDENTIFIER',
  'DV_MULTIMEDIA',
  'DV_PARSABLE',
  'DV_URI',
  'DV_EHR_URI',
  'DV_SCALE',
  'DV_STATE',
  'DV_INTERVAL<DV_QUANTITY>',
  'DV_INTERVAL<DV_COUNT>',
  'DV_INTERVAL<DV_DATE>',
  'DV_INTERVAL<DV_DATE_TIME>',
] as const;

/** The web template versions this reader knows (Better and EHRbase write 2.3). */
export const WEB_TEMPLATE_VERSIONS: readonly string[] = ['2.1', '2.2', '2.3'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a web template JSON text. Better's files begin with `//` licence lines; those are skipped. Returns
 * the template, or errors naming what is wrong (and nothing else).
 */
export function readWebTemplate(text: string): { template?: WebTemplate; diagnostics: ImportDiagnostic[] } {
  const body = text
    .split('\n')
    .map((l) => (l.trimStart().startsWith('//') ? '' : l))
    .join('\n');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    return {
      diagnostics: [
        importError('openehr-json-invalid', `The web template is no valid JSON: ${(e as Error).message}`),
      ],
    };
  }
  if (!isObject(json) || !isObject(json['tree']) || typeof json['templateId'] !== 'string') {
    return {
      diagnostics: [
        importError(
          'openehr-not-a-template',
          'The JSON is no openEHR web template (it needs templateId and tree).',
        ),
      ],
    };
  }
  const version = typeof json['version'] === 'string' ? json['version'] : undefined;
  if (version !== undefined && !WEB_TEMPLATE_VERSIONS.includes(version)) {
    return {
      diagnostics: [
        importError(
          'openehr-unknown-version',
          `Web template version ${version} is not supported (known: ${WEB_TEMPLATE_VERSIONS.join(', ')}).`,
        ),
      ],
    };
  }
  const problems: ImportDiagnostic[] = [];
  const check = (node: unknown, path: string, depth: number): void => {
    if (!isObject(node) || typeof node['id'] !== 'string' || typeof node['rmType'] !== 'string') {
      problems.push(importError('openehr-not-a-template', `A node at ${path || '/'} has no id or rmType.`));
      return;
    }
    if (depth > 100) {
      problems.push(importError('openehr-too-deep', `The tree is nested deeper than 100 at ${path}.`));
      return;
    }
    const here = `${path}/${node['id']}`;
    const children = node['children'];
    if (Array.isArray(children)) for (const c of children) check(c, here, depth + 1);
  };
  check(json['tree'], '', 0);
  if (problems.length > 0) return { diagnostics: problems };
  return { template: json as unknown as WebTemplate, diagnostics: [] };
}
