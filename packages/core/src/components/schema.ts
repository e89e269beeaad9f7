import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ComponentDefinition, PropertySchema, SchemaFragment } from './definition';
import { FORMULA_PATTERN } from './patterns';
import { simplifySchemaErrors } from './schemaErrors';

export { FORMULA_PATTERN } from './patterns';

/**
 * Our annotations beside standard JSON Schema: stripped before ajv sees a schema, and left out of the
 * exported schema (specification/jsonSchema.ts).
 */
export const OWN_KEYS: ReadonlySet<string> = new Set([
  'formula',
  'clamp',
  'template',
  'date',
  'componentId',
  'itemTextRule',
  'firstOptionWithout',
]);
/** Keys whose value is a map of name → subschema. */
const MAP_KEYS = ['properties'] as const;
/** Keys whose value is one subschema. */
const ONE_KEYS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const;
/** Keys whose value is a list of subschemas. */
const LIST_KEYS = ['anyOf', 'oneOf', 'allOf'] as const;

type Fragment = PropertySchema | SchemaFragment;

/**
 * Turns one property schema into standard JSON Schema. A property with `formula: 'allowed'` (the default at
 * the top level) also accepts a formula string; with `'always'` any string or boolean. Nested schemas allow
 * formulas only when they say so. The formula branch is an if/then/else, so a bad plain value reports only
 * its own errors (plus one `if` error, which {@link simplifySchemaErrors} drops).
 */
function toJsonSchema(schema: Fragment, topLevel: boolean): SchemaFragment {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OWN_KEYS.has(key)) continue;
    if ((MAP_KEYS as readonly string[]).includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, toJsonSchema(sub as Fragment, false)]),
      );
    } else if ((ONE_KEYS as readonly string[]).includes(key) && isObject(value)) {
      out[key] = toJsonSchema(value, false);
    } else if ((LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub: Fragment) => toJsonSchema(sub, false));
    } else {
      out[key] = value;
    }
  }
  const mode = (schema as PropertySchema).formula ?? (topLevel ? 'allowed' : 'never');
  if (mode === 'never') return out;
  const formula =
    mode === 'always' ? { type: ['string', 'boolean'] } : { type: 'string', pattern: FORMULA_PATTERN };
  return { if: formula, then: true, else: out };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const schemaCache = new WeakMap<ComponentDefinition, SchemaFragment>();

/**
 * The JSON Schema of one component entry's properties (the mapping under `- Type:`): every property of
 * the definition, formulas accepted where allowed, no other property (`additionalProperties: false`).
 */
export function componentSchema(def: ComponentDefinition): SchemaFragment {
  let schema = schemaCache.get(def);
  if (!schema) {
    schema = {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(def.properties).map(([k, p]) => [k, toJsonSchema(p, true)]),
      ),
      ...(def.required ? { required: def.required } : {}),
      additionalProperties: false,
    };
    schemaCache.set(def, schema);
  }
  return schema;
}

let ajv: Ajv | undefined;
const validatorCache = new WeakMap<ComponentDefinition, ValidateFunction>();

/**
 * The ajv validator of one component type (ajv 8, `allErrors`), compiled lazily on first use and cached.
 * Its `errors` are raw ajv errors; {@link validateComponentProps} gives the readable list.
 */
export function getComponentValidator(def: ComponentDefinition): ValidateFunction {
  let validate = validatorCache.get(def);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    validate = ajv.compile(componentSchema(def));
    validatorCache.set(def, validate);
  }
  return validate;
}

/**
 * Validates the properties of one component entry (the caller validates `components`/`tabs` children
 * against their own types). Returns ajv errors made readable by {@link simplifySchemaErrors}; empty when
 * valid. `instancePath` names the property (`/columns`), `params` the details (`additionalProperty`,
 * `allowedValues`, `limit`, `missingProperty`).
 */
export function validateComponentProps(def: ComponentDefinition, props: unknown): ErrorObject[] {
  const validate = getComponentValidator(def);
  if (validate(props)) return [];
  return simplifySchemaErrors(validate.errors ?? []);
}
