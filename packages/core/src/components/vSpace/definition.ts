import { DISPLAY_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** VSpace: vertical space (docs/components.md#vspace). */
export const vSpaceDefinition = {
  type: 'VSpace',
  family: 'display',
  description: 'Adds vertical space.',
  valueKind: 'none',
  properties: {
    ...pickCommon(...DISPLAY_COMMON),
    space: { enum: ['xs', 's', 'm', 'l', 'xl'], default: 'm', description: 'Height of the space, xs to xl.' },
  },
  snippet: yamlLines('- VSpace:', '    space: m'),
  example: yamlLines('- VSpace:', '    space: l'),
} satisfies ComponentDefinition;
