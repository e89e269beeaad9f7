import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** HR: a horizontal rule (docs/components.md#hr). */
export const hrDefinition = {
  type: 'HR',
  family: 'display',
  description: 'Draws a horizontal rule.',
  valueKind: 'none',
  properties: pickCommon('id', 'display'),
  snippet: yamlLines('- HR:'),
  exampleContext: yamlLines('- Checkbox: { id: showDetails, label: Show details }'),
  example: yamlLines('- HR:', "    display: '=showDetails'"),
} satisfies ComponentDefinition;
