import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { allowDisabledOptionValueProperty, optionsDisableFilterProperty, optionsProperty } from '../options';
import { suggestionDerived } from '../suggestion';

/** Option: picks one or several from a button group (docs/components.md#option). */
export const optionDefinition = {
  type: 'Option',
  family: 'choice',
  description: 'Picks one or several options from a button group.',
  valueKind: 'array',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: {
      type: ['array', 'string', 'number', 'boolean', 'null'],
      description: 'The chosen value (single choice) or list of values (multichoice), or a formula.',
    },
    options: optionsProperty({ minItems: 1, uniqueItems: true }),
    optionsDisableFilter: optionsDisableFilterProperty,
    allowDisabledOptionValue: allowDisabledOptionValueProperty,
    suggestedValue: {
      type: ['array', 'string', 'number', 'boolean', 'null'],
      description: 'Value marked as suggested (highlighted) without being chosen.',
    },
    optionLayout: {
      enum: ['fill-auto', 'fill-equal', 'stack', 'no-fill'],
      default: 'fill-auto',
      description: 'Button layout: fill the width by text length, fill with equal widths, stack, or no fill.',
    },
    multichoice: { type: 'boolean', default: false, description: 'Allows several options to be chosen.' },
    showDescription: {
      type: 'boolean',
      default: false,
      description: 'Shows each option description below it.',
    },
  },
  derived: {
    ...suggestionDerived,
    displayValue: 'The texts of the chosen options, as shown.',
    description: 'The descriptions of the chosen options.',
    choices: 'The options as shown: value, text, description, disabled and selected, one entry per option.',
    internalValue: 'The chosen option values, as a list.',
    suggestedValues: 'While the value is empty: the enabled options named by suggestedValue (highlighted).',
  },
  snippet: yamlLines('- Option:', '    id: option1', '    label: Option', '    options: [Yes, No]'),
  example: yamlLines(
    '- Option:',
    '    id: lirads',
    '    label: LI-RADS category',
    '    showDescription: true',
    '    options:',
    '      - { value: LR-3, description: Intermediate probability of HCC }',
    '      - { value: LR-4, description: Probably HCC }',
    '      - { value: LR-5, description: Definitely HCC }',
  ),
} satisfies ComponentDefinition;
