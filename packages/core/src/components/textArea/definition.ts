import { INPUT_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { suggestedValueProperty, suggestionDerived } from '../suggestion';

/** The input common properties but prefix and suffix (a TextArea has neither). */
type NoAffix = Exclude<(typeof INPUT_COMMON)[number], 'prefix' | 'prefixStyle' | 'suffix' | 'suffixStyle'>;

/** TextArea: multi-line text (docs/components.md#textarea: its rows). */
export const textAreaDefinition = {
  type: 'TextArea',
  family: 'input',
  description: 'Types multi-line text, optionally by speech; the box grows with the text.',
  valueKind: 'string',
  properties: {
    ...pickCommon(
      ...INPUT_COMMON.filter((n): n is NoAffix => !n.startsWith('prefix') && !n.startsWith('suffix')),
    ),
    value: { type: ['string', 'null'], description: 'The text, or a formula (= or :=).' },
    placeholder: { type: 'string', description: 'Hint shown while the field is empty.' },
    rows: {
      anyOf: [{ const: 'auto' }, { type: 'integer', minimum: 1 }],
      default: 'auto',
      description: "Height in text rows, or 'auto' to grow with the text between minRows and maxRows.",
    },
    minRows: { type: 'integer', minimum: 2, default: 2, description: 'Fewest rows shown (at least 2).' },
    maxRows: {
      type: 'integer',
      minimum: 2,
      maximum: 100,
      default: 20,
      description: 'Most rows shown (at most 100).',
    },
    lineWrap: {
      type: 'boolean',
      default: true,
      description: 'Wraps long lines instead of scrolling sideways.',
    },
    breakRow: { type: 'boolean', default: false, description: 'Starts the text area on a new line.' },
    speechEnabled: { type: 'boolean', default: true, description: 'Allows dictation into the field.' },
    suggestedValue: suggestedValueProperty('A text'),
  },
  derived: {
    ...suggestionDerived,
    visibleRows: "The number of text rows shown (rows, or the text's own rows with rows: auto).",
    height: 'The height of the text box in pixels: 6 + 18 per visible row.',
  },
  snippet: yamlLines('- TextArea:', '    id: textArea1', '    label: Text', '    rows: auto'),
  example: yamlLines(
    '- TextArea:',
    '    id: conclusion',
    '    label: Conclusion',
    '    placeholder: Summarise the main findings',
    '    minRows: 3',
    '    maxRows: 12',
    '    mandatory: prohibit',
  ),
} satisfies ComponentDefinition;
