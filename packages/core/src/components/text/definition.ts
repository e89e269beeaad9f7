import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** Text: single-line text, optionally by speech (docs/components.md#text). */
export const textDefinition = {
  type: 'Text',
  family: 'input',
  description: 'Types single-line text, optionally by speech.',
  valueKind: 'string',
  properties: {
    ...pickCommon(...INPUT_COMMON),
    value: { type: ['string', 'null'], description: 'The text, or a formula (= or :=).' },
    placeholder: { type: 'string', description: 'Hint shown while the field is empty.' },
    speechEnabled: { type: 'boolean', default: true, description: 'Allows dictation into the field.' },
    suggestedValue: suggestedValueProperty('A text'),
  },
  derived: { ...suggestionDerived },
  snippet: yamlLines('- Text:', '    id: text1', '    label: Text'),
  example: yamlLines(
    '- Text:',
    '    id: indication',
    '    label: Clinical indication',
    '    placeholder: e.g. suspected appendicitis',
    '    dataarg: Exam.indication',
    '    mandatory: alert',
  ),
} satisfies ComponentDefinition;
