import { describe, expect, it } from 'vitest';
import { getComponentDefinition } from './registry';
import { componentSchema, getComponentValidator, validateComponentProps } from './schema';

const errorsOf = (type: string, props: Record<string, unknown>) =>
  validateComponentProps(getComponentDefinition(type)!, props).map((e) => [e.instancePath, e.keyword]);

describe('componentSchema', () => {
  it('allows only the properties of the definition', () => {
    const schema = componentSchema(getComponentDefinition('Button')!);
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties as object)).toEqual(
      Object.keys(getComponentDefinition('Button')!.properties),
    );
  });

  it('strips the non-standard keys formula, clamp and template at every depth', () => {
    const text = JSON.stringify(componentSchema(getComponentDefinition('Summary')!));
    for (const key of ['"formula"', '"clamp"', '"template"']) expect(text).not.toContain(key);
  });

  it('is built once per definition', () => {
    const def = getComponentDefinition('Number')!;
    expect(componentSchema(def)).toBe(componentSchema(def));
    expect(getComponentValidator(def)).toBe(getComponentValidator(def));
  });
});

describe('validateComponentProps accepts', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['Number', { scale: '=decimals' }, 'a formula in place of a number'],
    ['Number', { value: ':=priorSize' }, 'a := formula'],
    ['Number', { value: '  = a + b' }, 'a formula after leading spaces'],
    ['Date', { value: '||init=Today()' }, 'an ||init= initial value'],
    ['CheckboxList', { options: '=ArrayConcat(a, b)' }, 'a formula in place of the options list'],
    ['CheckboxList', { columns: 9 }, 'an out-of-range clamped number (clamped at run time)'],
    ['Number', { scale: 15 }, 'a scale above 14 (clamped at run time, with a warning)'],
    ['Row', { colSplit: 0 }, 'an out-of-range colSplit (clamped at run time)'],
    ['Row', { colSplit: '3/9' }, 'a colSplit written as a split'],
    ['Text', { hidden: 'size > 10' }, 'an always-formula without ='],
    ['Text', { display: false }, 'an always-formula as a boolean'],
    ['Button', { onClick: 'ToggleDetails()' }, 'an onClick formula without ='],
    ['TextArea', { rows: 'auto' }, "rows: 'auto'"],
    ['TextArea', { rows: 5 }, 'rows as an integer'],
    ['Text', { size: '50%' }, 'a percentage size'],
    ['Text', { size: 12.5 }, 'a numeric size'],
    ['List', { numItems: '=priorCount' }, 'numItems as a formula'],
    [
      'Option',
      { options: ['a', 1, true, { text: 'x' }, { value: 'y', exclusive: true }] },
      'mixed simple and object options',
    ],
    ['AutoComplete', { optionsMatchOrder: 'ContainsSequence' }, 'a single match order'],
    ['Text', { freeField: { id: 'f1', whenEmpty: 'noUpdate' } }, 'a free field'],
  ])('%s %j (%s)', (type, props) => {
    expect(errorsOf(type, props)).toEqual([]);
  });
});

describe('validateComponentProps rejects', () => {
  it.each<[string, Record<string, unknown>, string[][]]>([
    ['Date', { enforceValueRange: 'tight' }, [['/enforceValueRange', 'enum']]],
    ['Text', { mandatory: 'maybe' }, [['/mandatory', 'enum']]],
    ['Button', { colour: 'red' }, [['', 'additionalProperties']]],
    ['TextArea', { maxRows: 101 }, [['/maxRows', 'maximum']]],
    ['Number', { scale: 'lots' }, [['/scale', 'type']]],
    ['TextArea', { minRows: 1 }, [['/minRows', 'minimum']]],
    ['TextArea', { maxRows: 101 }, [['/maxRows', 'maximum']]],
    ['TextArea', { rows: 'tall' }, [['/rows', 'anyOf']]],
    ['AutoComplete', { maxSearchResults: 0 }, [['/maxSearchResults', 'minimum']]],
    ['AutoComplete', { minSearch: 1.5 }, [['/minSearch', 'type']]],
    ['AutoComplete', { minSearch: -1 }, [['/minSearch', 'minimum']]],
    ['CheckboxList', { columns: 2.5 }, [['/columns', 'type']]],
    ['Option', { options: [] }, [['/options', 'minItems']]],
    ['Option', { options: ['a', 'a'] }, [['/options', 'uniqueItems']]],
    ['Option', { options: [{ description: 'no value or text' }] }, [['/options/0', 'anyOf']]],
    ['Option', { options: [{ value: 'a', colour: 'red' }] }, [['/options/0', 'additionalProperties']]],
    ['Tabs', { tabs: [] }, [['/tabs', 'minItems']]],
    ['Tabs', { tabs: [{ tabname: 'A' }] }, [['/tabs/0', 'required']]],
    ['Tabs', { tabs: '=someTabs' }, [['/tabs', 'type']]],
    ['Text', { id: 5 }, [['/id', 'type']]],
    ['Text', { size: 'huge' }, [['/size', 'anyOf']]],
    ['Painter', { marker: 'pen' }, [['/marker', 'enum']]],
    ['Summary', { reportTemplate: [{ if: true }] }, [['/reportTemplate/0', 'required']]],
    ['List', { collapsable: 'yes' }, [['/collapsable', 'enum']]],
    ['Header', { level: 'h1' }, [['/level', 'enum']]],
    [
      'Text',
      { freeField: { whenEmpty: 'keep' } },
      [
        ['/freeField', 'required'],
        ['/freeField/whenEmpty', 'enum'],
      ],
    ],
  ])('%s %j', (type, props, expected) => {
    expect(errorsOf(type, props)).toEqual(expected);
  });

  it('names the allowed values of an enum', () => {
    const [error] = validateComponentProps(getComponentDefinition('Date')!, { enforceValueRange: 'tight' });
    expect(error?.params).toEqual({ allowedValues: ['strict', 'loose', 'none'] });
  });

  it('names the unknown property', () => {
    const [error] = validateComponentProps(getComponentDefinition('Button')!, { colour: 'red' });
    expect(error?.params).toEqual({ additionalProperty: 'colour' });
  });

  it('does not crash on a non-object entry', () => {
    expect(errorsOf('Text', 'just text' as unknown as Record<string, unknown>)).toEqual([['', 'type']]);
  });
});
