import { codingSchema } from './coding';
import type { PropertySchema, SchemaFragment } from './definition';

/** A simple option value: a string, number or boolean. */
const simpleOption: SchemaFragment = { type: ['string', 'number', 'boolean'] };

/** One option written as an object (docs/components.md#components); it needs a value or a text. */
export const optionObjectSchema: SchemaFragment = {
  type: 'object',
  properties: {
    value: { type: ['string', 'number', 'boolean'], description: 'Stored value; defaults to the text.' },
    text: { type: 'string', description: 'Text shown to the user; defaults to the value.' },
    description: {
      type: 'string',
      description: 'Longer explanation, shown as help or with showDescription.',
    },
    disabled: {
      type: ['boolean', 'string'],
      formula: 'always',
      description: 'true, or a formula, to make the option unselectable.',
    },
    exclusive: { type: 'boolean', description: 'In multichoice, choosing it clears every other choice.' },
    coding: {
      type: 'array',
      items: codingSchema,
      description: 'Codes saying what this option means: [{ system, code, display }].',
    },
  },
  additionalProperties: false,
  anyOf: [{ required: ['value'] }, { required: ['text'] }],
};

/**
 * The options list of choice components: simple values or option objects (or, through the formula rule, a
 * formula returning such a list). Option requires at least one unique option.
 */
export function optionsProperty(extra: { minItems?: number; uniqueItems?: boolean } = {}): PropertySchema {
  return {
    type: 'array',
    items: { anyOf: [simpleOption, optionObjectSchema] },
    ...extra,
    description:
      'Options: simple values, or objects with value, text, description, disabled, exclusive, coding.',
  };
}

/** A regex that disables the options whose value matches; written plain or as /pattern/flags. */
export const optionsDisableFilterProperty: PropertySchema = {
  type: 'string',
  description: 'Regular expression (plain or /pattern/flags): options whose value matches are disabled.',
};

/** Whether disabled options may stay in the value (docs/components.md#checkboxlist). */
export const allowDisabledOptionValueProperty: PropertySchema = {
  type: 'boolean',
  default: true,
  description: 'Keep disabled options in the value; when false they are removed from it.',
};
