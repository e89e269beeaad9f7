import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { reportItemsProperty } from '../reportItems';

/**
 * Report: the hidden report output the parser adds from ReportOutput (docs/components.md#report, docs/outputs.md#report-components); one
 * placed in Components adds its items to the form's report (docs/outputs.md, Report components).
 */
export const reportDefinition = {
  type: 'Report',
  family: 'output',
  description:
    'Hidden; outputs report text. The parser adds one from ReportOutput; one placed in Components adds its ' +
    'items after the ReportOutput items, in document order (in a sectioned report each item joins its section), ' +
    'unless it is hidden.',
  valueKind: 'string',
  toolboxHidden: true,
  properties: {
    ...pickCommon('id', 'hidden'),
    items: reportItemsProperty(
      'Report items: text (required), if, separator (default newline), sectionId.',
      ['sectionId'],
      '\n',
    ),
  },
  snippet: yamlLines('- Report:', '    items:', "      - text: '{text1}'"),
  exampleContext: yamlLines(
    '- Text: { id: indication, label: Indication }',
    '- Number: { id: noduleSize, label: Largest nodule, suffix: mm }',
  ),
  example: yamlLines(
    '- Report:',
    '    items:',
    "      - text: 'Indication: {indication}'",
    '        sectionId: history',
    "      - text: 'Largest nodule {noduleSize} mm.'",
    "        if: '=noduleSize > 0'",
    '        sectionId: findings',
  ),
} satisfies ComponentDefinition;
