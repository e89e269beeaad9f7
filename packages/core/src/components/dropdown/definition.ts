import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { optionsProperty } from '../options';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** Dropdown: picks one option (docs/components.md#dropdown). */
export const dropdownDefinition = {
  type: 'Dropdown',
  family: 'choice',
  description: 'Picks one option from a dropdown list.',
  valueKind: 'any',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: {
      type: ['string', 'number', 'boolean', 'null'],
      description: 'The chosen value; without a placeholder an empty value becomes the first enabled option.',
    },
    options: optionsProperty(),
    placeholder: {
      type: 'string',
      description: 'Text shown while nothing is chosen (allows an empty value).',
      firstOptionWithout: true,
    },
    uniqueInRepeatedElements: {
      type: 'boolean',
      default: false,
      description: 'Inside a List: options used by other items are disabled, so every item differs.',
    },
    disabledOptions: {
      type: 'array',
      items: { type: ['string', 'number', 'boolean'] },
      description: 'Values of options that cannot be chosen (or a formula returning them).',
    },
    suggestedValue: suggestedValueProperty('An enabled option'),
  },
  derived: {
    ...suggestionDerived,
    displayValue: 'The text of the chosen option, as shown (empty when nothing is chosen).',
    choices: 'The options as shown: value, text, description, disabled and selected, one entry per option.',
  },
  snippet: yamlLines(
    '- Dropdown:',
    '    id: dropdown1',
    '    label: Choose',
    '    options: [One, Two, Three]',
  ),
  example: yamlLines(
    '- Dropdown:',
    '    id: laterality',
    '    label: Side',
    '    placeholder: Select side',
    '    mandatory: prohibit',
    '    options:',
    '      - { value: R, text: Right }',
    '      - { value: L, text: Left }',
    '      - { value: B, text: Bilateral }',
  ),
} satisfies ComponentDefinition;
