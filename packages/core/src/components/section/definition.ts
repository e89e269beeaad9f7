import { childrenProperty, CONTAINER_COMMON, pickCommon, yamlLines } from '../common';
import { borderProperties } from '../componentGroup/definition';
import type { ComponentDefinition } from '../definition';

/** Section: like ComponentGroup; not offered in the designer toolbox. */
export const sectionDefinition = {
  type: 'Section',
  family: 'container',
  description: 'Groups child components as a section, optionally with top and bottom borders.',
  valueKind: 'none',
  children: 'components',
  toolboxHidden: true,
  properties: {
    ...pickCommon(...CONTAINER_COMMON, 'coding'),
    ...borderProperties,
    components: childrenProperty,
    acceptSuggestions: {
      type: 'boolean',
      default: false,
      description:
        "Shows an 'Accept suggestions' button that accepts every suggestion of the section's empty fields (Alt+Shift+S does too).",
    },
  },
  snippet: yamlLines(
    '- Section:',
    '    id: section1',
    '    components:',
    '      - Text:',
    '          id: text1',
  ),
  example: yamlLines(
    '- Section:',
    '    id: impressionSection',
    '    label: Impression',
    '    borderTop: true',
    '    components:',
    '      - TextArea:',
    '          id: impression',
    '          label: Impression',
    '          mandatory: prohibit',
  ),
} satisfies ComponentDefinition;
