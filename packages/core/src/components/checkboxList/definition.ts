import { INPUT_COMMON, pickCommon, SPACING_VALUES, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { allowDisabledOptionValueProperty, optionsDisableFilterProperty, optionsProperty } from '../options';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** CheckboxList: one or several options in 1–4 columns, with an optional 'other' entry (docs/components.md#checkboxlist). */
export const checkboxListDefinition = {
  type: 'CheckboxList',
  family: 'choice',
  description: "Picks one or several options in 1 to 4 columns, optionally with an 'other' free-text entry.",
  valueKind: 'array',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: {
      type: ['array', 'string', 'number', 'boolean', 'null'],
      description: 'The chosen value (single choice) or list of values (multichoice), or a formula.',
    },
    options: optionsProperty(),
    optionsDisableFilter: optionsDisableFilterProperty,
    allowDisabledOptionValue: allowDisabledOptionValueProperty,
    columns: {
      type: 'integer',
      clamp: [1, 4],
      default: 1,
      description: 'Number of columns the options are laid out in, 1 to 4 (other numbers are clamped).',
    },
    otherOption: {
      enum: ['no', 'yes', 'yes-alert', 'yes-prohibit'],
      default: 'no',
      description:
        "Adds an 'other' free-text entry; yes-alert/yes-prohibit make its text mandatory when ticked.",
    },
    otherOptionName: { type: 'string', description: "Label of the 'other' entry (default text otherwise)." },
    otherOptionPlaceholderText: { type: 'string', description: "Placeholder of the 'other' text field." },
    otherOptionValue: { type: 'string', description: "The free text of the 'other' entry." },
    multichoice: { type: 'boolean', default: true, description: 'Allows several options to be chosen.' },
    spacing: { enum: SPACING_VALUES, description: 'Vertical spacing between the options.' },
    suggestedValue: suggestedValueProperty('Enabled options (a list with multichoice)'),
  },
  derived: {
    ...suggestionDerived,
    checkListValue: "The chosen option values with the 'other' text, as a list.",
    internalValue: "The chosen option values without the 'other' text.",
    otherIsChecked: "True while the 'other' entry is ticked.",
    textValue: "The 'other' free text.",
    displayValue: 'The texts of the chosen options (and other text), as shown.',
    description: 'The descriptions of the chosen options.',
    choices: 'The options as shown: value, text, description, disabled and selected, one entry per option.',
  },
  snippet: yamlLines(
    '- CheckboxList:',
    '    id: checkboxList1',
    '    label: Options',
    '    options: [Option 1, Option 2, Option 3]',
  ),
  example: yamlLines(
    '- CheckboxList:',
    '    id: consolidation',
    '    label: Consolidation',
    '    columns: 2',
    '    otherOption: yes-alert',
    '    options:',
    '      - { value: none, text: No consolidation, exclusive: true }',
    '      - { value: rul, text: Right upper lobe }',
    '      - { value: rml, text: Middle lobe }',
    '      - { value: rll, text: Right lower lobe }',
    '      - { value: lul, text: Left upper lobe }',
    '      - { value: lll, text: Left lower lobe }',
  ),
} satisfies ComponentDefinition;
