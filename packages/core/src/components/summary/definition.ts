import { pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { reportItemsProperty } from '../reportItems';

/** Summary: the report text with an optional edit mode and inconsistency warnings (docs/components.md#summary). */
export const summaryDefinition = {
  type: 'Summary',
  family: 'output',
  description:
    'Shows the report text from a template; optionally the user edits it, with inconsistency warnings.',
  valueKind: 'string',
  properties: {
    ...pickCommon('id', 'hidden', 'display', 'label'),
    editable: {
      type: ['boolean', 'string'],
      default: false,
      description: 'Offers an edit checkbox that switches to a text box (true, or a formula).',
    },
    editModeText: { type: 'string', description: 'Label of the edit checkbox (default text otherwise).' },
    allowInconsistency: {
      type: 'boolean',
      default: false,
      description:
        'Keeps edited text when the form changes afterwards (with a warning), instead of reverting.',
    },
    inconsistencyWarning: {
      type: 'string',
      description: 'Warning when the edited text no longer matches the form.',
    },
    inconsistencyWarningAllowed: {
      type: 'string',
      description: 'Warning shown when inconsistency is allowed and the text is kept.',
    },
    inconsistencyWarningReferenced: {
      type: 'string',
      description: 'Warning shown when a summary this one refers to is inconsistent.',
    },
    smartFilterStyle: { type: 'string', description: 'Smart-filter style applied to the report template.' },
    reportTemplate: reportItemsProperty(
      'Report template: items with text (required), if, separator (default newline), smartFilter.',
      ['smartFilter'],
      '\n',
      true,
    ),
  },
  derived: {
    calculatedReport: 'The report generated from the template.',
    userEditedReport: 'The text as edited by the user.',
    preEditModeCalculatedReport: 'The generated report when edit mode was entered.',
    checked: 'True while edit mode is on (cannot be set by scripts).',
    referencedSummaryInconsistency: 'True when a referenced summary is inconsistent.',
    value: 'The edited text in edit mode, otherwise the generated report.',
    editMode: 'True while the user edits the report text.',
    inconsistent: 'True when the form changed after the report text was edited.',
    editDisabled: 'True when the edited text was set aside because the form changed (editing is disabled).',
    showGenerated:
      'True when the generated report is shown instead of the edited text (after an inconsistency).',
    warning: 'The inconsistency warning shown above the report, or empty.',
  },
  snippet: yamlLines('- Summary:', '    id: summary1', '    reportTemplate:', "      - text: '{text1}'"),
  exampleContext: yamlLines('- Number: { id: noduleSize, label: Largest nodule, suffix: mm }'),
  example: yamlLines(
    '- Summary:',
    '    id: impressionSummary',
    '    label: Impression',
    '    editable: true',
    '    reportTemplate:',
    "      - text: 'Largest nodule {noduleSize} mm.'",
    "        if: '=noduleSize > 0'",
    '      - text: No pulmonary nodules.',
    "        if: '=IsEmpty(noduleSize)'",
  ),
} satisfies ComponentDefinition;
