import { INPUT_COMMON, pickCommon, sizeProperty, yamlLines } from '../common';
import type { ComponentDefinition, PropertySchema } from '../definition';
import { DATE_PATTERN } from '../patterns';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** A date written year-month-day (docs/components.md#date), or empty. */
const dateString = (description: string): PropertySchema => ({
  type: ['string', 'null'],
  pattern: DATE_PATTERN,
  date: true,
  description,
});

/** Date: enters a date, clamped to a range (docs/components.md#date). */
export const dateDefinition = {
  type: 'Date',
  family: 'input',
  description: 'Enters a date (year-month-day), optionally clamped to a range.',
  valueKind: 'string',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    size: { ...sizeProperty, default: 'm' },
    value: dateString('The date as YYYY-MM-DD, or a formula (= or :=).'),
    minValue: dateString('Earliest allowed date (YYYY-MM-DD or a formula such as =Today()).'),
    maxValue: dateString('Latest allowed date (YYYY-MM-DD or a formula such as =Today()).'),
    enforceValueRange: {
      enum: ['strict', 'loose', 'none'],
      default: 'loose',
      description:
        'strict: empty becomes today, then clamped; loose: clamped when not empty; none: no clamping.',
    },
    placeholder: { type: 'string', description: 'Hint shown while the field is empty.' },
    suggestedValue: suggestedValueProperty('A date YYYY-MM-DD (within minValue..maxValue)'),
  },
  derived: {
    ...suggestionDerived,
    isFocused: 'True while the field has keyboard focus (the value is clamped only when not focused).',
    displayValue: 'The date as shown, year-month-day (empty when there is no date).',
  },
  snippet: yamlLines('- Date:', '    id: date1', '    label: Date'),
  example: yamlLines(
    '- Date:',
    '    id: priorExamDate',
    '    label: Prior examination',
    "    maxValue: '=Today()'",
    '    enforceValueRange: loose',
  ),
} satisfies ComponentDefinition;
