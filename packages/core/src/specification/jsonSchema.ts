import {
  componentDefinitions,
  FORMULA_PATTERN,
  type ComponentDefinition,
  type PropertySchema,
  type SchemaFragment,
} from '../components';
import { OWN_KEYS } from '../components/schema';
import { diagnosticCodesSchema, metadataSchema, reportItemSchema } from './sectionSchemas';

const SUBSCHEMA_MAPS = new Set(['properties']);
const SUBSCHEMA_ONE = new Set(['items', 'additionalProperties', 'not']);
const SUBSCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf']);

const COMPONENTS_REF = { $ref: '#/definitions/components' };

/**
 * The whole specification format as one JSON Schema (draft-07), built from the component definitions:
 * the top level, Metadata, every component entry as a oneOf of single-key objects, tabs, report items,
 * with the description of every property. Feeds the designer's completion and hover help, and is
 * written to docs/formwright.schema.json. Formulas (`=…`, `:=…`) are accepted wherever the definition
 * allows them.
 */
export function formatJsonSchema(): Record<string, unknown> {
  const definitions: Record<string, unknown> = { components: componentListSchema() };
  const entries: Record<string, unknown>[] = [];
  for (const def of componentDefinitions) {
    definitions[def.type] = componentPropsSchema(def);
    for (const name of [def.type, ...(def.aliases ?? [])]) {
      entries.push({
        type: 'object',
        description: name === def.type ? def.description : `${def.description} (alias of ${def.type})`,
        properties: { [name]: { anyOf: [{ $ref: `#/definitions/${def.type}` }, { type: 'null' }] } },
        required: [name],
        additionalProperties: false,
      });
    }
  }
  definitions.componentEntry = {
    description: 'One component: a mapping with exactly one key, the type.',
    oneOf: entries,
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://formwright.invalid/formwright.schema.json',
    title: 'Formwright form specification',
    description:
      'A structured report form: Metadata, Components and ReportOutput, optionally DiagnosticCodes and ExportsImages.',
    type: 'object',
    properties: {
      Metadata: clean(metadataSchema),
      Components: { ...COMPONENTS_REF, description: 'The components of the form, in order.' },
      ReportOutput: {
        type: 'array',
        description: 'The report text: items with text, if, separator and sectionId.',
        items: clean(reportItemSchema()),
      },
      DiagnosticCodes: {
        ...clean(diagnosticCodesSchema()),
        description: 'Diagnostic codes: groups separated by semicolons, codes within a group by pipes.',
      },
      ExportsImages: {
        type: 'boolean',
        description: 'Whether the form exports images (Graph and Painter PNGs).',
      },
    },
    required: ['Metadata', 'Components', 'ReportOutput'],
    additionalProperties: false,
    definitions,
  };
}

function componentListSchema(): Record<string, unknown> {
  return {
    type: 'array',
    description: 'Component entries: `- Type: { … }`.',
    items: { $ref: '#/definitions/componentEntry' },
  };
}

/** The properties mapping of one component type; children lists point back to the component list. */
function componentPropsSchema(def: ComponentDefinition): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(def.properties)) {
    if (name === 'components' && def.children === 'components') {
      properties[name] = { ...COMPONENTS_REF, description: prop.description };
    } else if (name === 'tabs' && def.children === 'tabs') {
      properties[name] = tabsSchema(prop);
    } else {
      properties[name] = withFormula(prop, clean(prop));
    }
  }
  return {
    type: 'object',
    description: def.description,
    properties,
    ...(def.required ? { required: def.required } : {}),
    additionalProperties: false,
  };
}

/** Tabs: the definition's tab schema with each tab's components pointing at the component list. */
function tabsSchema(prop: PropertySchema): Record<string, unknown> {
  const schema = clean(prop);
  const items = schema.items as Record<string, unknown> | undefined;
  const props = items?.properties as Record<string, unknown> | undefined;
  if (props?.components)
    props.components = { ...COMPONENTS_REF, description: 'Components shown in the tab.' };
  return schema;
}

/** A top-level property that allows formulas also accepts formula text (`always`: any string or boolean). */
function withFormula(prop: PropertySchema, schema: Record<string, unknown>): Record<string, unknown> {
  const mode = prop.formula ?? 'allowed';
  if (mode === 'never') return schema;
  const { description, default: def, ...rest } = schema;
  const formula =
    mode === 'always'
      ? { type: ['string', 'boolean'], description: 'A formula (with or without =) or true/false.' }
      : { type: 'string', pattern: FORMULA_PATTERN, description: 'A formula: =expr or :=expr.' };
  return { description, ...(def === undefined ? {} : { default: def }), anyOf: [rest, formula] };
}

/** A deep copy without our own annotations (formula, clamp, template); nested formulas as the definition says. */
function clean(schema: PropertySchema | SchemaFragment): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OWN_KEYS.has(key)) continue;
    if (SUBSCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nested(v)]));
    } else if (SUBSCHEMA_ONE.has(key) && isObject(value)) {
      out[key] = nested(value);
    } else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((v) => clean(v as SchemaFragment));
    } else {
      out[key] = structuredCloneJson(value);
    }
  }
  return out;
}

/** Nested schemas that say `formula` accept formulas there too. */
function nested(value: unknown): unknown {
  if (!isObject(value)) return value;
  const prop = value as unknown as PropertySchema;
  const schema = clean(prop);
  return prop.formula && prop.formula !== 'never' ? withFormula(prop, schema) : schema;
}

function structuredCloneJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
