import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** Checkbox: toggles a boolean with a label and tooltip (docs/components.md#checkbox). */
export const checkboxDefinition = {
  type: 'Checkbox',
  family: 'input',
  description: 'Toggles a boolean, with a label and tooltip.',
  valueKind: 'boolean',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: { type: ['boolean', 'null'], description: 'Checked (true) or not, or a formula (= or :=).' },
    tooltip: { type: 'string', template: true, description: 'Tooltip shown over the checkbox.' },
    suggestedValue: suggestedValueProperty('true or false'),
  },
  derived: { ...suggestionDerived },
  snippet: yamlLines('- Checkbox:', '    id: checkbox1', '    label: Checkbox'),
  example: yamlLines(
    '- Checkbox:',
    '    id: contrastGiven',
    '    label: Intravenous contrast given',
    '    tooltip: Tick when the examination used iodinated contrast',
    '    value: true',
  ),
} satisfies ComponentDefinition;
