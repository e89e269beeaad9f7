import {
  childrenProperty,
  COLUMN_SPLITS,
  CONTAINER_COMMON,
  pickCommon,
  sizeProperty,
  SPACING_VALUES,
  yamlLines,
} from '../common';
import type { ComponentDefinition } from '../definition';

/** Row: a labelled row of children, optionally with a checkbox, help and tooltip (docs/components.md#row). */
export const rowDefinition = {
  type: 'Row',
  family: 'container',
  description: 'Shows a labelled row of children, optionally with a checkbox, help text and tooltip.',
  valueKind: 'boolean',
  children: 'components',
  properties: {
    ...pickCommon(...CONTAINER_COMMON, 'name'),
    value: { type: 'boolean', description: 'State of the row checkbox (with checkbox: true).' },
    fullWidth: {
      type: 'boolean',
      default: false,
      description: 'Children span the whole width (no label column).',
    },
    minWidth: { ...sizeProperty, description: 'Minimum width of the row before it wraps.' },
    colSplit: {
      anyOf: [{ type: 'integer' }, { enum: COLUMN_SPLITS }],
      clamp: [1, 11],
      default: 4,
      description: 'Width of the label column in twelfths, 1–11 (clamped), or a split such as 4/8.',
    },
    allowRowWrap: {
      type: 'boolean',
      default: false,
      description: 'Lets the children wrap onto further lines.',
    },
    checkbox: { type: 'boolean', default: false, description: 'Shows a checkbox before the label.' },
    checkboxFunc: {
      enum: ['display', 'none'],
      default: 'display',
      description:
        'What the checkbox does: display shows the children only while checked; none does nothing.',
    },
    description: { type: 'string', template: true, description: 'Tooltip shown over the label.' },
    helpContent: {
      type: 'string',
      template: true,
      description: 'Help text shown by a help icon beside the label.',
    },
    helpContentHtml: { type: 'string', description: 'HTML help shown by a help icon beside the label.' },
    spacing: {
      enum: SPACING_VALUES,
      description: 'Vertical spacing of the row; defaults to the form default.',
    },
    autoHide: {
      type: 'boolean',
      default: true,
      description:
        'Hides the row when it has children and every one is hidden or not displayed (not with a checkbox).',
    },
    noVisableChildren: {
      type: 'boolean',
      description:
        'Set by the runtime: true when the row has children and none is visible (readable as id.noVisableChildren).',
    },
    hasTrailingPrefix: {
      type: 'boolean',
      default: false,
      description: 'Keeps the first child prefix at the row end.',
    },
    components: childrenProperty,
  },
  derived: {
    noVisableChildren: 'True when the row has children and every one is hidden or not displayed.',
    autoHidden: 'True when autoHide hides the row because it has children and none of them is shown.',
    childrenShown: 'False while a display checkbox is unticked (the children are hidden), otherwise true.',
    labelColumns: 'Columns of the 12-column grid taken by the label (from colSplit).',
    contentColumns: 'Columns of the 12-column grid taken by the children (12 minus labelColumns).',
  },
  snippet: yamlLines(
    '- Row:',
    '    label: Row',
    '    components:',
    '      - Number:',
    '          id: number1',
  ),
  example: yamlLines(
    '- Row:',
    '    id: effusionRow',
    '    label: Pleural effusion',
    '    checkbox: true',
    '    colSplit: 3',
    '    helpContent: Measure the maximal depth perpendicular to the chest wall.',
    '    components:',
    '      - Dropdown:',
    '          id: effusionSide',
    '          placeholder: Side',
    '          options: [Right, Left, Bilateral]',
    '      - Number:',
    '          id: effusionDepth',
    '          suffix: mm',
    '          minValue: 0',
  ),
} satisfies ComponentDefinition;
