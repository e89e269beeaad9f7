import type { PropertySchema, SchemaFragment } from './definition';
import { NON_BLANK_PATTERN, URI_PATTERN } from './patterns';

/** One coding of a terminology (decisions D13): system a URI, code not empty, display optional. */
export const codingSchema: SchemaFragment = {
  type: 'object',
  properties: {
    system: {
      type: 'string',
      pattern: URI_PATTERN,
      description:
        'The code system as a URI: http://radlex.org, http://snomed.info/sct, http://loinc.org, urn:oid:….',
    },
    code: { type: 'string', pattern: NON_BLANK_PATTERN, description: 'The code in that system.' },
    display: { type: 'string', description: 'How the code reads to a person.' },
  },
  required: ['system', 'code'],
  additionalProperties: false,
};

/**
 * What a component, an option or the whole form means in a terminology (decisions D13): a list of
 * `{ system, code, display }`. Imports fill it (MRRT, FHIR); exports and the FHIR output write it. Not to be
 * confused with the DiagnosticCodes component's `codes` (the IDS7 codes).
 */
export const codingProperty: PropertySchema = {
  type: 'array',
  items: codingSchema,
  formula: 'never',
  description:
    'Codes saying what this means: [{ system, code, display }], system a URI such as http://radlex.org.',
};
