import { describe, expect, it } from 'vitest';
import { componentBehaviours, getBehaviour } from './behaviours';

describe('getBehaviour', () => {
  it.each([
    'CheckboxList',
    'Option',
    'AutoComplete',
    'Autocomplete',
    'Dropdown',
    'Number',
    'Date',
    'Tabs',
    'Row',
    'Button',
    'Summary',
    'StaticText',
    'Text',
    'TextArea',
    'Checkbox',
    'List',
  ])('has a behaviour for %s', (type) => {
    expect(getBehaviour(type)).toBeDefined();
  });

  it('resolves aliases through the definitions and has none for types without rules', () => {
    expect(getBehaviour('Tab')).toBe(componentBehaviours.Tabs);
    expect(getBehaviour('Header')).toBeUndefined();
    expect(getBehaviour('toString')).toBeUndefined();
  });
});
