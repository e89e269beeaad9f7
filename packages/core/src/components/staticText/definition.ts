import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** StaticText: shows a formatted value (docs/components.md#statictext). */
export const staticTextDefinition = {
  type: 'StaticText',
  family: 'display',
  description: 'Shows a formatted value, usually computed by a formula.',
  valueKind: 'any',
  properties: {
    ...pickCommon('id', 'display', 'hidden', 'name', 'label', 'size', 'dataarg', 'worklistAttribute'),
    ...pickCommon('oEhrId', 'freeField', 'prefix', 'prefixStyle', 'suffix', 'suffixStyle', 'value'),
    formatter: {
      type: 'string',
      template: true,
      description: 'Template for a non-empty value; {value} is replaced by the value.',
    },
    emptyFormatter: {
      type: 'string',
      template: true,
      description: 'Template shown when the value is empty.',
    },
    nullFormatter: { type: 'string', template: true, description: 'Template shown when the value is null.' },
    formField: {
      enum: ['format', 'value', 'none'],
      description: 'What the hidden form field holds: the formatted text, the raw value, or nothing.',
    },
    valueHighlight: {
      type: 'boolean',
      description: 'Shows the value highlighted (bold) rather than as plain text.',
    },
    emptyStyling: {
      enum: ['normal', 'small', 'italic', 'small italic'],
      default: 'small italic',
      description: 'How the text is styled while the value is empty.',
    },
  },
  derived: {
    formattedValue: 'The value as shown, through formatter, emptyFormatter or nullFormatter.',
    formatterKey:
      'Which formatter applies: formatter, emptyFormatter or nullFormatter (empty when none is set).',
    fieldValue:
      'What the hidden form field holds per formField: the formatted text, the raw value, or empty.',
    isEmptyValue: 'True when the value is empty.',
    emptyStyle: 'The emptyStyling applied while the value is empty, otherwise empty.',
  },
  snippet: yamlLines('- StaticText:', '    id: staticText1', '    label: Result', "    value: '=number1'"),
  exampleContext: yamlLines(
    '- Number: { id: length, label: Length, suffix: cm }',
    '- Number: { id: width, label: Width, suffix: cm }',
    '- Number: { id: height, label: Height, suffix: cm }',
  ),
  example: yamlLines(
    '- StaticText:',
    '    id: volumeText',
    '    label: Calculated volume',
    "    value: '=Round(length * width * height * 0.52, 1)'",
    "    formatter: '{value} ml'",
    '    emptyFormatter: Enter all three diameters',
  ),
} satisfies ComponentDefinition;
