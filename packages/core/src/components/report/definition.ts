import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { reportItemsProperty } from '../reportItems';

/** Report: the hidden report output the parser adds from ReportOutput (components.md §3.2, §4.12). */
export const reportDefinition: ComponentDefinition = {
  type: 'Report',
  family: 'output',
  description: 'Hidden; outputs the report text (added by the parser from ReportOutput).',
  valueKind: 'string',
  toolboxHidden: true,
  properties: {
    ...pickCommon('id'),
    items: reportItemsProperty(
      'Report items: text (required), if, separator (default newline), sectionId.',
      ['sectionId'],
      '\n',
    ),
  },
  snippet: yamlLines('- Report:', '    items:', "      - text: '{text1}'"),
  example: yamlLines(
    '- Report:',
    '    items:',
    "      - text: 'Indication: {indication}'",
    '        sectionId: history',
    "      - text: 'Largest nodule {noduleSize} mm.'",
    "        if: '=noduleSize > 0'",
    '        sectionId: findings',
  ),
};
