import { INPUT_COMMON, pickCommon } from '../common';
import type { ComponentDefinition } from '../definition';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

const ENFORCE = ['strict', 'loose', 'none'] as const;

/** Number: a numeric input with spinner, range and reference warnings (docs/components.md#number). */
export const numberDefinition = {
  type: 'Number',
  family: 'input',
  description: 'Enters a number, with up/down spinner buttons, tooltip warnings and keyboard filtering.',
  valueKind: 'number',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: { type: ['number', 'string', 'null'], description: 'The number, or a formula (= or :=).' },
    minValue: { type: 'number', description: 'Lowest allowed value (enforced per enforceValueRange).' },
    maxValue: { type: 'number', description: 'Highest allowed value (enforced per enforceValueRange).' },
    stepSize: {
      type: 'number',
      exclusiveMinimum: 0,
      default: 1,
      description: 'Step of the spinner buttons and arrow keys.',
    },
    scale: {
      type: 'integer',
      clamp: [0, 14],
      default: 14,
      description: 'Decimals the value is rounded to, 0 to 14 (other numbers are clamped).',
    },
    inputScale: {
      type: 'integer',
      clamp: [0, 14],
      description: 'Decimals the user may type, 0 to 14 (other numbers are clamped); defaults to scale.',
    },
    enforceValueRange: {
      enum: ENFORCE,
      default: 'loose',
      description: 'strict: a number in range, empty becomes 0; loose: in range or empty; none: no clamping.',
    },
    refMinValue: { type: 'number', description: 'Below this the field shows a reference warning.' },
    refMaxValue: { type: 'number', description: 'Above this the field shows a reference warning.' },
    refWarningText: {
      type: 'string',
      description: 'Text of the reference warning tooltip (default text otherwise).',
    },
    rangeWarningText: {
      type: 'string',
      description: 'Text of the out-of-range error tooltip (default text otherwise).',
    },
    placeholder: { type: 'string', description: 'Hint shown while the field is empty.' },
    suggestedValue: suggestedValueProperty('A number (within minValue..maxValue)'),
  },
  derived: {
    ...suggestionDerived,
    userInputValue: 'The text as the user typed it, before rounding and clamping.',
    isFocused: 'True while the field has keyboard focus.',
    displayValue: 'The value as shown, rounded to scale (e.g. 12.5); empty when there is no value.',
    displayText:
      'The text in the field: what the user is typing while focused, otherwise the formatted value.',
    rangeWarning: 'The out-of-range message while the value is outside minValue–maxValue, otherwise empty.',
    refWarning: 'The reference warning while the value is outside refMinValue–refMaxValue, otherwise empty.',
    tooltip: 'The warning shown while the field has focus (range warning first, then reference warning).',
  },
  snippet: [
    '- Number:',
    '    id: number1',
    '    label: Number',
    '    suffix: mm',
    '    minValue: 0',
    '    maxValue: 100',
  ].join('\n'),
  example: [
    '- Number:',
    '    id: noduleSize',
    '    label: Largest nodule',
    '    suffix: mm',
    '    minValue: 0',
    '    maxValue: 200',
    '    scale: 1',
    '    refMaxValue: 10',
    '    refWarningText: Nodules above 10 mm need follow-up',
    '    mandatory: alert',
  ].join('\n'),
} satisfies ComponentDefinition;
