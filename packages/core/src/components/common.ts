import type { PropertySchema } from './definition';
import { codingProperty } from './coding';
import { OFFSET_PATTERN, SIZE_PATTERN } from './patterns';

/** Size keywords of docs/components.md#common-properties (an exact number, a digits[%] string, or a formula also allowed). */
export const SIZE_KEYWORDS = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'fill'] as const;
/** Spacing values (docs/components.md#common-properties). */
export const SPACING_VALUES = ['none', 'minimal', 'tight', 'small', 'normal', 'airy'] as const;
/** Column splits 1/11 to 9/3 (docs/components.md#common-properties), default 4/8. */
export const COLUMN_SPLITS = ['1/11', '2/10', '3/9', '4/8', '5/7', '6/6', '7/5', '8/4', '9/3'] as const;
export { SIZE_PATTERN } from './patterns';

/** The size property shared by all components. */
export const sizeProperty: PropertySchema = {
  description: 'Width: xxs, xs, s, m, l, xl, xxl, fill, a number (rem), or digits with an optional %.',
  anyOf: [{ enum: SIZE_KEYWORDS }, { type: 'number', minimum: 0 }, { type: 'string', pattern: SIZE_PATTERN }],
};

/**
 * The common properties of docs/components.md#common-properties, each with its hover help. Component definitions pick the
 * ones they have with {@link pickCommon} and add their own.
 */
export const commonProperties = {
  id: {
    type: 'string',
    formula: 'never',
    description: 'Unique identifier; formulas read the value by this name.',
  },
  display: {
    type: ['boolean', 'string'],
    formula: 'always',
    description: 'Formula: when false the component is not shown (its data stays).',
  },
  hidden: {
    type: ['boolean', 'string'],
    formula: 'always',
    description: 'Formula: when true the component is hidden (its data stays in the form).',
  },
  disabled: {
    type: ['boolean', 'string'],
    formula: 'always',
    description: 'Formula: when true the user cannot change the value.',
  },
  mandatory: {
    enum: ['none', 'alert', 'prohibit'],
    default: 'none',
    description: 'none, alert (an empty field warns) or prohibit (an empty field is an error).',
  },
  name: {
    type: 'string',
    template: true,
    description: 'Name used in the mandatory-fields list and outputs; defaults to the label.',
  },
  label: {
    type: 'string',
    template: true,
    description: 'Label shown with the component; may hold {expr} placeholders.',
  },
  dataarg: {
    type: 'string',
    formula: 'never',
    description: 'Provider field that pre-fills the value: Provider.field (first segment a known provider).',
  },
  worklistAttribute: {
    type: 'string',
    formula: 'never',
    description: 'Worklist attribute name the value is written to.',
  },
  oEhrId: { type: 'string', formula: 'never', description: 'openEHR FLAT path the value is written to.' },
  coding: codingProperty,
  size: sizeProperty,
  freeField: {
    type: 'object',
    formula: 'never',
    description: 'Free field the value is written to: { id, whenEmpty: clear | noUpdate }.',
    properties: {
      id: { type: 'string', description: 'Free field id.' },
      whenEmpty: {
        enum: ['clear', 'noUpdate'],
        default: 'clear',
        description: 'clear the field, or leave it unchanged, when the value is empty.',
      },
    },
    required: ['id'],
    additionalProperties: false,
  },
  prefix: { type: 'string', template: true, description: 'Text shown before the input.' },
  prefixStyle: { type: 'string', description: 'CSS class or style keyword for the prefix.' },
  suffix: { type: 'string', template: true, description: 'Text shown after the input (a unit such as mm).' },
  suffixStyle: { type: 'string', description: 'CSS class or style keyword for the suffix.' },
  value: {
    description: 'Preset value, or a formula starting with = (override) or := (stored as user input).',
  },
} as const satisfies Record<string, PropertySchema>;

/** The name of a common property. */
export type CommonPropertyName = keyof typeof commonProperties;

/** Picks common properties by name, so each definition lists exactly what its type has. */
export function pickCommon<const K extends CommonPropertyName>(...names: K[]): Record<K, PropertySchema> {
  const out = {} as Record<K, PropertySchema>;
  for (const name of names) out[name] = commonProperties[name];
  return out;
}

/** The common properties every input component has. */
export const INPUT_COMMON = [
  'id',
  'display',
  'hidden',
  'disabled',
  'mandatory',
  'name',
  'label',
  'dataarg',
  'worklistAttribute',
  'oEhrId',
  'coding',
  'size',
  'freeField',
  'prefix',
  'prefixStyle',
  'suffix',
  'suffixStyle',
  'value',
] as const satisfies readonly CommonPropertyName[];

/** Horizontal alignments (Button, Painter). */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

/** The common properties of display-only components (no value of their own). */
export const DISPLAY_COMMON = ['id', 'display', 'hidden'] as const satisfies readonly CommonPropertyName[];

/** The common properties of containers (ComponentGroup, Section, Tabs, Row, List). */
export const CONTAINER_COMMON = [
  'id',
  'display',
  'hidden',
  'disabled',
  'label',
] as const satisfies readonly CommonPropertyName[];

/** The structural children key of containers; the spec parser validates each child against its own type. */
export const childrenProperty: PropertySchema = {
  type: 'array',
  items: { type: 'object' },
  formula: 'never',
  description: 'Child components, each an entry `- Type: { … }`.',
};

/** An offset from the aligned position: a number (px) or digits with an optional %. */
export const posOffsetProperty: PropertySchema = {
  anyOf: [{ type: 'number' }, { type: 'string', pattern: OFFSET_PATTERN }],
  description: 'Offset from the aligned position: a number of pixels, or digits with an optional %.',
};

/** Joins YAML lines: keeps snippets and examples readable as one line per YAML line. */
export function yamlLines(...lines: string[]): string {
  return lines.join('\n');
}
