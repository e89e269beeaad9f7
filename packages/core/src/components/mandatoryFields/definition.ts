import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** MandatoryFields: a summary of empty mandatory fields with links (docs/components.md#mandatoryfields). */
export const mandatoryFieldsDefinition = {
  type: 'MandatoryFields',
  family: 'output',
  description:
    'Lists empty mandatory fields; each entry scrolls to and focuses its field (added by the parser).',
  valueKind: 'none',
  toolboxHidden: true,
  properties: {
    ...pickCommon('id', 'display', 'hidden'),
    displayType: {
      enum: ['display', 'prohibit-only'],
      default: 'display',
      description: 'display lists alert and prohibit fields; prohibit-only lists only prohibit fields.',
    },
  },
  snippet: yamlLines('- MandatoryFields:', '    displayType: display'),
  example: yamlLines('- MandatoryFields:', '    displayType: prohibit-only'),
} satisfies ComponentDefinition;
