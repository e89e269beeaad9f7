import { describe, expect, it } from 'vitest';
import { componentDefinitions, getComponentDefinition, toolboxEntries } from './registry';

/** The catalogue of docs/components.md#components and docs/specification.md#top-level, in order. */
const CATALOGUE = [
  'StaticText',
  'Header',
  'HtmlBox',
  'Help',
  'HR',
  'VSpace',
  'RowBreak',
  'ComponentGroup',
  'Section',
  'Tabs',
  'Row',
  'List',
  'Text',
  'TextArea',
  'Date',
  'Number',
  'Checkbox',
  'CheckboxList',
  'Option',
  'AutoComplete',
  'Dropdown',
  'Button',
  'Graph',
  'Painter',
  'Summary',
  'Report',
  'DiagnosticCodes',
  'MandatoryFields',
];

describe('the component registry', () => {
  it('lists every catalogue type once, in catalogue order', () => {
    expect(componentDefinitions.map((d) => d.type)).toEqual(CATALOGUE);
  });

  it.each([
    ['AutoComplete', 'AutoComplete'],
    ['Autocomplete', 'AutoComplete'],
    ['Tabs', 'Tabs'],
    ['Tab', 'Tabs'],
    ['FormwrightTab', 'Tabs'],
    ['HR', 'HR'],
  ])('finds %s as %s', (name, type) => {
    expect(getComponentDefinition(name)?.type).toBe(type);
  });

  it.each(['Unknown', 'number', '', 'toString', '__proto__'])('finds nothing for %j', (name) => {
    expect(getComponentDefinition(name)).toBeUndefined();
  });

  it('has no alias that is also a type name', () => {
    const types = new Set(CATALOGUE);
    for (const def of componentDefinitions)
      for (const alias of def.aliases ?? []) expect(types.has(alias)).toBe(false);
  });
});

describe('toolboxEntries', () => {
  it('lists every type alphabetically except Section and the parser-added outputs', () => {
    const hidden = ['Section', 'Report', 'DiagnosticCodes', 'MandatoryFields'];
    const expected = CATALOGUE.filter((t) => !hidden.includes(t)).sort((a, b) => a.localeCompare(b, 'en'));
    expect(toolboxEntries().map((e) => e.type)).toEqual(expected);
    expect(expected.slice(0, 4)).toEqual(['AutoComplete', 'Button', 'Checkbox', 'CheckboxList']);
  });

  it('carries each type snippet and description', () => {
    for (const entry of toolboxEntries()) {
      expect(entry.snippet).toBe(getComponentDefinition(entry.type)?.snippet);
      expect(entry.description).toBe(getComponentDefinition(entry.type)?.description);
    }
  });
});
