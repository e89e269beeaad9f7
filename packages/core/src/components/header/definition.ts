import { DISPLAY_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** Header: heading text (docs/components.md#header). */
export const headerDefinition = {
  type: 'Header',
  family: 'display',
  description: 'Shows heading text.',
  valueKind: 'none',
  properties: {
    ...pickCommon(...DISPLAY_COMMON),
    header: {
      type: 'string',
      template: true,
      description: 'The heading text; may hold {expr} placeholders.',
    },
    level: {
      enum: ['h2', 'h3', 'h4', 'text'],
      default: 'h3',
      description: 'Heading level: h2, h3, h4, or text for body-sized bold text.',
    },
  },
  snippet: yamlLines('- Header:', '    header: Heading', '    level: h3'),
  example: yamlLines('- Header:', '    id: findingsHeader', '    header: Findings', '    level: h2'),
} satisfies ComponentDefinition;
