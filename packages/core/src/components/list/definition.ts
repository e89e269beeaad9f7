import { childrenProperty, CONTAINER_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition } from '../definition';
import { reportItemsProperty } from '../reportItems';

/** List: repeated items of child components (docs/components.md#list). */
export const listDefinition = {
  type: 'List',
  family: 'container',
  description: 'Repeats its child components as items the user adds, deletes and collapses.',
  valueKind: 'none',
  children: 'components',
  properties: {
    ...pickCommon(...CONTAINER_COMMON, 'name', 'oEhrId', 'coding'),
    itemName: {
      type: 'string',
      template: true,
      description:
        "Item header text, rendered per item: {index}, {zindex} and {count} are the item's numbers, any other placeholder reads the item ({size} is its own size) and the form; a = formula has index, zindex and count as names (default text otherwise).",
    },
    addButtonText: { type: 'string', description: 'Text of the add button (default text otherwise).' },
    collapsable: {
      enum: [true, false, 'hide'],
      default: false,
      description: "Items collapse to a summary when their header is clicked; 'hide' hides closed items.",
    },
    collapseSummary: { type: 'string', template: true, description: 'Text shown for a collapsed item.' },
    collapseSummaryAutoFilter: {
      type: 'boolean',
      description: 'Applies the smart filter to the collapse summary (drops parts with empty values).',
    },
    numItems: {
      type: 'integer',
      minimum: 0,
      description:
        'Number of items; defaults to minCount, or 0. NaN counts as 0. As a formula it hides add and delete.',
    },
    minCount: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description: 'Fewest items; delete is hidden at this count.',
    },
    maxCount: {
      type: 'integer',
      minimum: 0,
      description: 'Most items (unlimited by default); add is disabled here.',
    },
    reportSummary: reportItemsProperty(
      'Report text per item: items with text, if, separator (default newline), smartFilter.',
      ['smartFilter'],
      '\n',
    ),
    reportSummarySeparator: {
      type: 'string',
      description: 'Text placed between the report texts of the items.',
    },
    reportSummarySmartFilterStyle: {
      type: 'string',
      description: 'Smart-filter style for the item report texts.',
    },
    collapsableItemIsOpen: {
      type: 'array',
      items: { type: 'boolean' },
      description: 'Open state of each item, in order (true: open, false: collapsed).',
    },
    components: childrenProperty,
  },
  derived: {
    count: 'Number of items.',
    value: 'The values of the items, one object per item.',
    index: 'Inside an item (ListItem.index): the item number, from 1.',
    zindex: 'Inside an item (ListItem.zindex): the item number, from 0.',
    prefix: 'Inside an item (ListItem.prefix): the id prefix of the item, e.g. lesions_2_.',
    prefixBase: 'Inside an item (ListItem.prefixBase): the id prefix without the number, e.g. lesions_.',
    canAdd: 'True when an item can be added (numItems is not a formula and count is below maxCount).',
    canDelete: 'True when an item can be deleted (numItems is not a formula and count is above minCount).',
    addDeleteHidden: 'True when numItems is a formula: the add and delete buttons are hidden.',
    addShown: 'True when the add button is shown (numItems is not a formula).',
    addEnabled: 'True when the add button is enabled (count below maxCount).',
    deleteShown: 'True when the delete buttons are shown (count above minCount).',
    itemNames: 'The item names (itemName rendered in each item), one per item.',
    itemOpen: 'Whether each item is open (not collapsed), one true or false per item.',
    itemStates: 'Each item as shown: open, summary (collapsed to its collapseSummary) or hidden.',
    itemSummaries: 'The collapseSummary text of each item, one per item.',
  },
  snippet: yamlLines(
    '- List:',
    '    id: list1',
    "    itemName: 'Item {index}'",
    '    components:',
    '      - Text:',
    '          id: text1',
  ),
  example: yamlLines(
    '- List:',
    '    id: lesions',
    "    itemName: 'Lesion {index} of {count}'",
    '    addButtonText: Add lesion',
    '    minCount: 1',
    '    maxCount: 5',
    '    collapsable: true',
    "    collapseSummary: '{location}, {size} mm'",
    '    components:',
    '      - Dropdown:',
    '          id: location',
    '          label: Segment',
    '          placeholder: Segment',
    '          options: [I, II, III, IVa, IVb, V, VI, VII, VIII]',
    '      - Number:',
    '          id: size',
    '          label: Size',
    '          suffix: mm',
    '          scale: 0',
  ),
} satisfies ComponentDefinition;
