import { DISPLAY_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** HtmlBox: reads HTML content, optionally closable (docs/components.md#htmlbox). */
export const htmlBoxDefinition = {
  type: 'HtmlBox',
  family: 'display',
  description: 'Shows HTML content, optionally with a close button.',
  valueKind: 'none',
  properties: {
    ...pickCommon(...DISPLAY_COMMON),
    contentHtml: {
      type: 'string',
      description: 'The HTML shown (sanitised: scripts and event handlers removed).',
    },
    includeCloseButton: {
      type: 'boolean',
      default: false,
      description: 'Shows a close button that hides the box.',
    },
  },
  snippet: yamlLines('- HtmlBox:', "    contentHtml: '<p>Information</p>'"),
  example: yamlLines(
    '- HtmlBox:',
    '    id: contrastInfo',
    "    contentHtml: '<p><strong>Note:</strong> check eGFR before iodinated contrast.</p>'",
    '    includeCloseButton: true',
  ),
} satisfies ComponentDefinition;
