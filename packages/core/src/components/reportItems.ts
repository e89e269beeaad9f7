import type { PropertySchema, SchemaFragment } from './definition';

/** Optional fields of a report item beyond text, if and separator. */
type ReportItemExtra = 'sectionId' | 'smartFilter';

const extraFields: Record<ReportItemExtra, PropertySchema> = {
  sectionId: { type: 'string', description: 'Report section this text belongs to (sectioned RTF export).' },
  smartFilter: {
    type: 'boolean',
    description: 'Apply the smart filter: drop parts that refer to empty values (|| markers).',
  },
};

/**
 * A list of report-template items (ReportOutput/Report items, Summary reportTemplate, List reportSummary):
 * each item has a required text template, an `if` condition, a separator and the named extra fields;
 * `itemTextRule` marks the list whose items without text get the spec's own error (Summary).
 */
export function reportItemsProperty(
  description: string,
  extras: readonly ReportItemExtra[],
  separatorDefault?: string,
  itemTextRule = false,
): PropertySchema {
  const separator: PropertySchema = {
    type: 'string',
    description: 'Text placed between this item and the next one.',
    ...(separatorDefault === undefined ? {} : { default: separatorDefault }),
  };
  const item: SchemaFragment = {
    type: 'object',
    properties: {
      text: { type: 'string', template: true, description: 'Text template with {expr} placeholders.' },
      if: {
        type: ['boolean', 'string'],
        formula: 'always',
        description: 'Condition: the item is output only when it is true.',
      },
      separator,
      ...Object.fromEntries(extras.map((name) => [name, extraFields[name]])),
    },
    required: ['text'],
    additionalProperties: false,
  };
  return {
    type: 'array',
    items: item,
    formula: 'never',
    description,
    ...(itemTextRule ? { itemTextRule } : {}),
  };
}
