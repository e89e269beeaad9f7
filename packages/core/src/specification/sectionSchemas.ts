import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import {
  codingSchema,
  componentSchema,
  getComponentDefinition,
  LANG_PATTERN,
  type SchemaFragment,
} from '../components';

/** The top-level keys of a specification (docs/specification.md#top-level), in the order the reference lists them. */
export const TOP_LEVEL_KEYS = [
  'Metadata',
  'Components',
  'ReportOutput',
  'DiagnosticCodes',
  'ExportsImages',
] as const;

/** The JSON Schema of Metadata (docs/specification.md#top-level, docs/specification.md#metadata), with the hover help of every field. */
export const metadataSchema: SchemaFragment = {
  type: 'object',
  description: 'Metadata: language, title and description of the form, and form-wide settings.',
  properties: {
    lang: {
      type: 'string',
      pattern: LANG_PATTERN,
      description: 'ISO two-letter language code; default texts exist for en, sv, nl and ge (others use en).',
    },
    title: { type: 'string', description: 'Title of the form.' },
    description: { type: 'string', description: 'What the form is for.' },
    coding: {
      type: 'array',
      items: codingSchema,
      description:
        'Codes saying what the whole report is: [{ system, code, display }] (the FHIR DiagnosticReport.code).',
    },
    versionMajor: {
      type: 'integer',
      minimum: 0,
      description: 'Major version of the form (spec version major.minor).',
    },
    versionMinor: { type: 'integer', minimum: 0, description: 'Minor version of the form.' },
    defaults: {
      type: 'object',
      description: 'Overrides of default texts and sizes (defaultAndWord, rowSpacing, defaultColSplit, …).',
    },
    outputIdentifier: {
      type: 'string',
      description: 'Exposes the report as a forwarding data source under this name.',
    },
    mandatoryFields: {
      enum: ['display', 'prohibit-only', 'no-display'],
      default: 'display',
      description:
        'The mandatory-fields summary: display (alert and prohibit), prohibit-only, or no-display.',
    },
    forwardProviders: {
      type: 'array',
      items: { type: 'string' },
      description: 'Provider names forwarded to this form; dataargs may read from them.',
    },
    explicitDataSources: {
      type: 'array',
      items: { type: 'string' },
      description: 'Provider names the form reads without a dataarg (e.g. from scripts).',
    },
    reportVersion: {
      enum: ['v1', 'v2'],
      default: 'v1',
      description: 'v1 (IDS7 22.1 or later, no tables) or v2 (IDS7 24.2 or later, tables possible).',
    },
    canExportImages: {
      type: 'boolean',
      description: 'Whether the form exports images; default true if a Painter or Graph component exists.',
    },
    openEhrTemplate: {
      type: 'object',
      properties: {
        id: { type: 'string', description: 'The template id.' },
        repeating: {
          type: 'array',
          items: { type: 'string' },
          description: 'FLAT paths (without indexes) of the nodes that may occur more than once.',
        },
        dateTimes: {
          type: 'array',
          items: { type: 'string' },
          description: 'FLAT paths of DV_DATE_TIME elements entered with a Date: written with a time of day.',
        },
      },
      required: ['id'],
      additionalProperties: false,
      description:
        'The openEHR template the form writes (set by the import): oEhrIds naming an occurrence it does not have get a warning.',
    },
  },
  required: ['lang', 'title', 'description'],
  additionalProperties: false,
};

/** The JSON Schema of one ReportOutput item: the items of the Report component (text, if, separator, sectionId). */
export function reportItemSchema(): SchemaFragment {
  const report = getComponentDefinition('Report');
  const items = report
    ? (componentSchema(report).properties as Record<string, SchemaFragment>).items
    : undefined;
  return (items?.items as SchemaFragment | undefined) ?? { type: 'object' };
}

/** The JSON Schema of the DiagnosticCodes section: the DiagnosticCodes component's properties without id. */
export function diagnosticCodesSchema(): SchemaFragment {
  const def = getComponentDefinition('DiagnosticCodes');
  if (!def) return { type: 'object' };
  const schema = componentSchema(def);
  const { id: _id, ...properties } = schema.properties as Record<string, SchemaFragment>;
  return { type: 'object', properties, additionalProperties: false };
}

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

/** A cached ajv validator for one of the section schemas above. */
export function sectionValidator(name: 'Metadata' | 'ReportItem' | 'DiagnosticCodes'): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    const schema =
      name === 'Metadata'
        ? metadataSchema
        : name === 'ReportItem'
          ? reportItemSchema()
          : diagnosticCodesSchema();
    validate = ajv.compile(schema);
    compiled.set(name, validate);
  }
  return validate;
}
