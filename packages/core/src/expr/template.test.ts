import { describe, expect, it } from 'vitest';
import { renderFormatter, renderItemName } from './format';
import { compileTemplate } from './template';
import { fakeHelpers, scopeOf } from './testing/fakes';

const scope = scopeOf({
  size: 12,
  name: 'Bo',
  empty: undefined,
  list: ['a', '', 'b'],
  x: 0.1,
  y: 0.2,
  no: false,
  items: [{ size: 5 }, { size: 7, loc: 'liver' }],
  mixed: ['a', { b: 1 }, ['c', 'd']],
});
const render = (text: string): string =>
  compileTemplate(text, { helpers: fakeHelpers }).template.render(scope);

describe('text templates', () => {
  it.each([
    ['Size {size} mm', 'Size 12 mm'],
    ['{name}: {size * 2}', 'Bo: 24'],
    ['Empty: [{empty}]', 'Empty: []'],
    ['Not a number: [{name * 2}]', 'Not a number: []'],
    ['List: {list}', 'List: a, b'],
    ['Sum: {x + y}', 'Sum: 0.3'],
    ['Raw: {0.1 * 3}', 'Raw: 0.3'],
    ['Bool: {no}', 'Bool: false'],
    ["Nested {If(size > 10, 'big {x}', '}')}", 'Nested big {x}'],
    ['Object {{a: 1}.a}', 'Object 1'],
    ['Empty placeholder [{}] [{  }]', 'Empty placeholder [] []'],
    ['Escaped \\{size\\} and \\}', 'Escaped {size} and }'],
    ['Marker \\|| stays', 'Marker || stays'],
    ['Backslash \\ alone', 'Backslash \\ alone'],
    ['No placeholders', 'No placeholders'],
    ['Object [{ {a: 1} }]', 'Object []'],
    ['List items [{items}]', 'List items []'],
    ['Mixed {mixed}', 'Mixed a, c, d'],
  ])('%j renders %j', (text, expected) => {
    expect(render(text)).toBe(expected);
  });

  it('never prints undefined or NaN', () => {
    const out = render('{empty} {empty + 1} {name / 2} {list[9]} {0 / 0}');
    expect(out).not.toMatch(/undefined|NaN|null/);
  });

  it('keeps a placeholder that does not parse as literal text and records the error', () => {
    const text = 'Size {size +} mm and {name}';
    const { template, errors } = compileTemplate(text, { helpers: fakeHelpers });
    expect(template.render(scope)).toBe('Size {size +} mm and Bo');
    expect(errors).toHaveLength(1);
    const e = errors[0];
    expect(e).toMatchObject({ message: 'Unexpected end of formula', expression: 'size +' });
    expect(e?.offset).toBe(text.indexOf('+}') + 1);
  });

  it('reports an unclosed placeholder and keeps the text', () => {
    const { template, errors } = compileTemplate("It's {size and more", { helpers: fakeHelpers });
    expect(template.render(scope)).toBe("It's {size and more");
    expect(errors.map((e) => [e.message, e.offset])).toEqual([["Unclosed placeholder: missing '}'", 5]]);
  });

  it('knows static templates and collects dependencies of all placeholders', () => {
    const a = compileTemplate('plain \\{text\\}').template;
    expect(a.isStatic).toBe(true);
    expect(a.render(scope)).toBe('plain {text}');
    const b = compileTemplate('{size} {size.displayValue} {name} {fn()}', { helpers: fakeHelpers }).template;
    expect(b.isStatic).toBe(false);
    expect(b.deps).toEqual([{ id: 'size' }, { id: 'size', prop: 'displayValue' }, { id: 'name' }]);
    expect(b.dynamic).toBe(true);
  });

  it('renders parts with an empty flag for the smart filter', () => {
    const t = compileTemplate('A {size}, B {empty}\\||', { helpers: fakeHelpers }).template;
    expect(t.renderParts(scope)).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'value', text: '12', value: 12, empty: false },
      { kind: 'text', text: ', B ' },
      { kind: 'value', text: '', value: undefined, empty: true },
      { kind: 'pipe' },
    ]);
  });
});

describe('formatters and item names', () => {
  it.each([
    ['{value} mm', 12, '12 mm'],
    ['({value})', undefined, '()'],
    ['Value: {value * 2}, name {name}', 4, 'Value: 8, name Bo'],
  ])('formatter %j with %j renders %j', (formatter, value, expected) => {
    expect(renderFormatter(formatter, value, scope)).toBe(expected);
  });

  it('renders a formatter without a scope', () => {
    expect(renderFormatter('[{value}]', 'x')).toBe('[x]');
  });

  it.each([
    ['Item {index}', 'Item 2'],
    ['Lesion {index} of {count} (#{zindex})', 'Lesion 2 of 5 (#1)'],
  ])('item name %j renders %j', (itemName, expected) => {
    expect(renderItemName(itemName, { index: 2, zindex: 1, count: 5 })).toBe(expected);
  });
});
