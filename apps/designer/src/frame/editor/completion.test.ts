import { describe, expect, it } from 'vitest';
import { getComponentDefinition } from '@formwright/core/authoring';
import { completeSpec } from './completion';

/** Completions at the `|` of `text`. */
function at(text: string) {
  const pos = text.indexOf('|');
  return completeSpec(text.replace('|', ''), pos);
}
const labels = (text: string) => at(text)?.options.map((o) => o.label) ?? [];

const FORM = [
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '  - Text:',
  '      id: note',
].join('\n');

describe('specification completion', () => {
  it('offers component types after a dash, with their help text', () => {
    const result = at('Components:\n  - Nu|');
    expect(result?.options.map((o) => o.label)).toContain('Number');
    expect(result?.options.find((o) => o.label === 'Number')?.info).toBe(
      getComponentDefinition('Number')?.description,
    );
    expect(result?.from).toBe('Components:\n  - '.length);
  });

  it('offers the properties valid for the enclosing component', () => {
    const options = labels('Components:\n  - Number:\n      id: size\n      |');
    expect(options).toEqual(Object.keys(getComponentDefinition('Number')?.properties ?? {}));
    expect(options).toContain('label');
  });

  it('offers coding (decisions D13) on inputs, Sections and Lists', () => {
    for (const type of ['Number', 'Option', 'Section', 'List'])
      expect(labels(`Components:\n  - ${type}:\n      id: x\n      |`)).toContain('coding');
  });

  it('offers enum values after a property with an enum', () => {
    const def = getComponentDefinition('Number');
    const [property, schema] = Object.entries(def?.properties ?? {}).find(([, s]) => s.enum) ?? [];
    expect(property).toBeDefined();
    expect(labels(`Components:\n  - Number:\n      ${property}: |`)).toEqual(schema?.enum?.map(String));
  });

  it('offers component ids and helpers with signatures inside a formula', () => {
    const result = at(`${FORM}\n      hidden: =|`);
    const labelsHere = result?.options.map((o) => o.label) ?? [];
    expect(labelsHere).toEqual(expect.arrayContaining(['size', 'note']));
    const helper = result?.options.find((o) => o.type === 'function');
    expect(helper?.detail).toMatch(/^\w+\(.*\)$/);
  });

  it("offers a component's properties and derived values after `id.`", () => {
    const options = labels(`${FORM}\n      label: '{size.|`);
    expect(options).toContain('label');
    for (const derived of Object.keys(getComponentDefinition('Number')?.derived ?? {}))
      expect(options).toContain(derived);
  });

  it('offers ids inside a `{…}` placeholder of a text', () => {
    expect(labels(`${FORM}\n      label: 'Size is {si|`)).toContain('size');
  });

  it('offers the ListItem variables', () => {
    expect(labels(`${FORM}\n      label: '{ListItem.|`)).toEqual([
      'index',
      'zindex',
      'count',
      'prefix',
      'prefixBase',
    ]);
  });
});

describe('completion of the skeleton', () => {
  it('offers the top-level sections on an empty or partial text', () => {
    expect(labels('|')).toEqual(expect.arrayContaining(['Metadata', 'Components', 'ReportOutput']));
    expect(labels('Metadata:\n  title: x\nRe|')).toContain('ReportOutput');
    expect(labels('Metadata:\n  title: x\nRe|')).not.toContain('Metadata');
    expect(at('Me|')?.options.find((o) => o.label === 'Metadata')?.apply).toBe('Metadata:');
  });

  it("offers Metadata's keys, required ones first and not those written", () => {
    const keys = labels('Metadata:\n  title: x\n  |');
    expect(keys.slice(0, 2)).toEqual(['lang', 'description']);
    expect(keys).not.toContain('title');
    expect(keys).toContain('versionMajor');
    expect(at('Metadata:\n  la|')?.options.find((o) => o.label === 'lang')?.apply).toBe('lang: ');
  });

  it('offers a top-level section on an indented line, replacing the indentation', () => {
    const section = at('Metadata:\n  lang: en\n  Comp|')?.options.find((o) => o.label === 'Components');
    expect(section?.fromLineStart).toBe(true);
  });

  it("offers a report item's keys in ReportOutput", () => {
    expect(labels('ReportOutput:\n  - te|')).toContain('text');
    expect(labels('ReportOutput:\n  - text: x\n    |')).not.toContain('text');
    expect(labels('ReportOutput:\n  - text: x\n    |')).toContain('if');
  });
});
