import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';

/** DiagnosticCodes: hidden; produces codes (docs/components.md#diagnosticcodes, docs/outputs.md#diagnostic-codes). */
export const diagnosticCodesDefinition = {
  type: 'DiagnosticCodes',
  family: 'output',
  description: 'Hidden; produces diagnostic codes (added by the parser from the DiagnosticCodes section).',
  valueKind: 'string',
  toolboxHidden: true,
  properties: {
    ...pickCommon('id'),
    codeGroups: {
      description:
        "Static code groups: 'A|B;C' (groups by semicolons, codes by pipes), or a list of groups, each 'A|B', [A, B] or { codes, if }.",
      template: true,
      anyOf: [
        { type: 'string' },
        {
          type: 'array',
          items: {
            anyOf: [
              { type: 'string' },
              { type: 'array', items: { type: 'string' } },
              {
                type: 'object',
                properties: {
                  codes: {
                    description: "The group's codes: 'A|B' or [A, B].",
                    anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
                  },
                  if: {
                    description: 'Formula: the group counts only while it is true.',
                    type: ['string', 'boolean'],
                  },
                },
                required: ['codes'],
                additionalProperties: false,
              },
            ],
          },
        },
      ],
    },
    calculatedCodeGroups: {
      formula: 'always',
      description:
        "Formula(s) giving further code groups ('A|B;C', a list of codes, or a list of lists): one formula, or a list of formulas or { codes: FORMULA, if: FORMULA }.",
      anyOf: [
        { type: 'string' },
        {
          type: 'array',
          items: {
            anyOf: [
              { type: 'string' },
              {
                type: 'object',
                properties: {
                  codes: { description: 'Formula giving the codes of this entry.', type: 'string' },
                  if: {
                    description: 'Formula: the entry counts only while it is true.',
                    type: ['string', 'boolean'],
                  },
                },
                required: ['codes'],
                additionalProperties: false,
              },
            ],
          },
        },
      ],
    },
    spacer: {
      type: 'string',
      default: '\n',
      description: 'Text placed between code sections (default newline).',
    },
  },
  derived: {
    codes:
      "The codes it gives now ('A|B;C', the static and the calculated section joined by the spacer), computed like any formula.",
  },
  snippet: yamlLines('- DiagnosticCodes:', "    codeGroups: 'A|B;C'"),
  exampleContext: yamlLines('- Number: { id: noduleSize, label: Largest nodule, suffix: mm }'),
  example: yamlLines(
    '- DiagnosticCodes:',
    "    codeGroups: 'R91.1;Z87.01'",
    '    calculatedCodeGroups: \'=If(noduleSize > 8, "C34.9", "")\'',
  ),
} satisfies ComponentDefinition;
