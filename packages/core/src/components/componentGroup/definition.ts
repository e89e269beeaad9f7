import { childrenProperty, CONTAINER_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition, PropertySchema } from '../definition';

/** The border properties ComponentGroup and Section share (docs/components.md#componentgroup). */
export const borderProperties: Record<'borderTop' | 'borderBottom', PropertySchema> = {
  borderTop: { type: 'boolean', default: false, description: 'Draws a border above the group.' },
  borderBottom: { type: 'boolean', default: false, description: 'Draws a border below the group.' },
};

/** ComponentGroup: groups children, with optional borders. */
export const componentGroupDefinition = {
  type: 'ComponentGroup',
  family: 'container',
  description: 'Groups child components, optionally with top and bottom borders.',
  valueKind: 'none',
  children: 'components',
  properties: {
    ...pickCommon(...CONTAINER_COMMON),
    ...borderProperties,
    components: childrenProperty,
  },
  snippet: yamlLines(
    '- ComponentGroup:',
    '    id: group1',
    '    components:',
    '      - Text:',
    '          id: text1',
    '          label: Text',
  ),
  example: yamlLines(
    '- ComponentGroup:',
    '    id: liverGroup',
    '    label: Liver',
    '    borderBottom: true',
    '    components:',
    '      - Checkbox:',
    '          id: liverNormal',
    '          label: Normal liver',
    '      - Text:',
    '          id: liverComment',
    '          label: Comment',
    "          hidden: '=liverNormal'",
  ),
} satisfies ComponentDefinition;
