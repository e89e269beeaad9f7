import { ALIGNMENTS, pickCommon, posOffsetProperty, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** Button: a click toggles another component's display, then fires a click event (docs/components.md#button). */
export const buttonDefinition = {
  type: 'Button',
  family: 'input',
  description: 'A click toggles the display of another component and fires a click event.',
  valueKind: 'none',
  properties: {
    ...pickCommon('id', 'display', 'hidden', 'disabled', 'label'),
    color: { enum: ['blue', 'gray', 'warning', 'danger'], default: 'blue', description: 'Button colour.' },
    padding: {
      enum: ['normal', 'component'],
      default: 'normal',
      description: 'normal button padding, or component padding to line up with input fields.',
    },
    posAlignment: { enum: ALIGNMENTS, default: 'left', description: 'Horizontal alignment of the button.' },
    posOffset: posOffsetProperty,
    toggleComponentId: {
      type: 'string',
      formula: 'never',
      componentId: true,
      description: 'Id of the component whose display a click toggles.',
    },
    style: {
      enum: ['Default', 'Question'],
      default: 'Default',
      description: 'Default button, or a round question mark.',
    },
    onClick: {
      type: ['string', 'boolean'],
      formula: 'always',
      description: 'Formula run on click (with or without =), e.g. a script function call.',
    },
  },
  snippet: yamlLines('- Button:', '    id: button1', '    label: Button', '    toggleComponentId: text1'),
  exampleContext: yamlLines(
    '- ComponentGroup:',
    '    id: techniqueGroup',
    '    components:',
    '      - Text: { id: technique, label: Technique }',
  ),
  example: yamlLines(
    '- Button:',
    '    id: showTechnique',
    '    label: Technique details',
    '    color: gray',
    '    toggleComponentId: techniqueGroup',
  ),
} satisfies ComponentDefinition;
