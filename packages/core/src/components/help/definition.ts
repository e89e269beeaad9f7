import { DISPLAY_COMMON, pickCommon, sizeProperty, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** Help: a popover opened on click or hover (docs/components.md#help). */
export const helpDefinition = {
  type: 'Help',
  family: 'display',
  description: 'Opens a help popover on click or hover.',
  valueKind: 'none',
  properties: {
    ...pickCommon(...DISPLAY_COMMON),
    content: { type: 'string', template: true, description: 'Plain help text shown in the popover.' },
    contentHtml: { type: 'string', description: 'HTML help shown in the popover (instead of content).' },
    posAlignment: {
      enum: ['left', 'top', 'bottom', 'right'],
      default: 'right',
      description: 'Side of the icon the popover opens on.',
    },
    maxWidth: { ...sizeProperty, description: 'Maximum width of the popover (a size keyword, number or %).' },
    trigger: {
      enum: ['click', 'hover'],
      default: 'click',
      description: 'Opens the popover on click or on hover.',
    },
  },
  snippet: yamlLines('- Help:', '    content: Help text', '    trigger: click'),
  example: yamlLines(
    '- Help:',
    '    id: biradsHelp',
    '    content: BI-RADS 3 means probably benign; short-interval follow-up is advised.',
    '    trigger: hover',
    '    posAlignment: right',
  ),
} satisfies ComponentDefinition;
