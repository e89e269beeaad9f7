import { CONTAINER_COMMON, pickCommon, yamlLines } from '../common';
import type { ComponentDefinition, PropertySchema } from '../definition';

/** A per-tab list of booleans, or a formula returning one. */
const perTabFilter = (what: string): PropertySchema => ({
  type: 'array',
  items: { type: ['boolean', 'string'] },
  description: `List of booleans, one per tab in order (or a formula): ${what}.`,
});

/** Tabs: each tab holds its own components; the user selects the active one (docs/components.md#tabs). */
export const tabsDefinition = {
  type: 'Tabs',
  aliases: ['FormwrightTab', 'Tab'],
  family: 'container',
  description: 'Shows tabs, each with its own components; the user selects the active tab.',
  valueKind: 'none',
  children: 'tabs',
  properties: {
    ...pickCommon(...CONTAINER_COMMON),
    tabs: {
      type: 'array',
      minItems: 1,
      formula: 'never',
      description: 'The tabs, at least one: each with tabname, components and optional hidden and display.',
      items: {
        type: 'object',
        properties: {
          tabname: { type: 'string', template: true, description: 'Title of the tab.' },
          hidden: {
            type: ['boolean', 'string'],
            formula: 'always',
            description: 'Formula: hides the tab when true.',
          },
          display: {
            type: ['boolean', 'string'],
            formula: 'always',
            description: 'Formula: the tab is not shown when false.',
          },
          components: {
            type: 'array',
            items: { type: 'object' },
            description: 'Components shown in the tab.',
          },
        },
        required: ['tabname', 'components'],
        additionalProperties: false,
      },
    },
    activeTab: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description: 'Index (from 0) of the tab shown first; falls back to the first visible tab.',
    },
    tabsHiddenFilter: perTabFilter('true hides that tab'),
    tabsDisplayFilter: perTabFilter('false stops that tab being shown'),
    borderBottom: { type: 'boolean', default: false, description: 'Draws a border below the tab content.' },
  },
  derived: {
    activeTabIndex:
      'The index of the tab shown, from 0 (the first visible tab when the chosen one is hidden).',
    visibleTabs: 'Whether each tab is shown by its own hidden/display and the tab filters, one per tab.',
    tabVisible: 'Whether each tab is shown after its hidden and display formulas, one true or false per tab.',
  },
  snippet: yamlLines(
    '- Tabs:',
    '    id: tabs1',
    '    tabs:',
    '      - tabname: Tab 1',
    '        components:',
    '          - Text:',
    '              id: text1',
    '      - tabname: Tab 2',
    '        components:',
    '          - Text:',
    '              id: text2',
  ),
  example: yamlLines(
    '- Tabs:',
    '    id: sideTabs',
    '    tabs:',
    '      - tabname: Right kidney',
    '        components:',
    '          - Number:',
    '              id: rightKidneyLength',
    '              label: Length',
    '              suffix: mm',
    '      - tabname: Left kidney',
    '        components:',
    '          - Number:',
    '              id: leftKidneyLength',
    '              label: Length',
    '              suffix: mm',
  ),
} satisfies ComponentDefinition;
