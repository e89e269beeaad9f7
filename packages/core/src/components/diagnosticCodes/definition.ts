import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** DiagnosticCodes: hidden; produces codes (components.md §3.2, runtime.md §5 Diagnostic codes). */
export const diagnosticCodesDefinition: ComponentDefinition = {
  type: 'DiagnosticCodes',
  family: 'output',
  description: 'Hidden; produces diagnostic codes (added by the parser from the DiagnosticCodes section).',
  valueKind: 'string',
  toolboxHidden: true,
  properties: {
    ...pickCommon('id'),
    codeGroups: {
      type: 'string',
      template: true,
      description: 'Code groups separated by semicolons, codes within a group by pipes, e.g. A|B;C.',
    },
    calculatedCodeGroups: {
      type: 'string',
      description: 'Formula returning further code groups in the same A|B;C form.',
    },
    spacer: {
      type: 'string',
      default: '\n',
      description: 'Text placed between code sections (default newline).',
    },
  },
  snippet: yamlLines('- DiagnosticCodes:', "    codeGroups: 'A|B;C'"),
  example: yamlLines(
    '- DiagnosticCodes:',
    "    codeGroups: 'R91.1;Z87.01'",
    '    calculatedCodeGroups: \'=If(noduleSize > 8, "C34.9", "")\'',
  ),
};
