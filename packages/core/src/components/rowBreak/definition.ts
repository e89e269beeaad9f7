import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** RowBreak: forces a line break in a row of components (docs/components.md#rowbreak). */
export const rowBreakDefinition = {
  type: 'RowBreak',
  family: 'display',
  description: 'Forces a line break between components.',
  valueKind: 'none',
  properties: pickCommon('id', 'display'),
  snippet: yamlLines('- RowBreak:'),
  example: yamlLines('- RowBreak:', '    id: afterMeasurements'),
} satisfies ComponentDefinition;
