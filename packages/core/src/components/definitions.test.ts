import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ComponentDefinition, PropertySchema } from './definition';
import { componentDefinitions, getComponentDefinition } from './registry';
import { getComponentValidator, validateComponentProps } from './schema';

/** Every nested property schema with its dotted path (properties maps, items, anyOf branches). */
function* walkProperties(
  props: Readonly<Record<string, unknown>>,
  path: string,
): Generator<[string, PropertySchema]> {
  for (const [name, schema] of Object.entries(props)) {
    const here = path ? `${path}.${name}` : name;
    yield [here, schema as PropertySchema];
    yield* walkNested(schema as Record<string, unknown>, here);
  }
}
function* walkNested(schema: Record<string, unknown>, path: string): Generator<[string, PropertySchema]> {
  if (schema.properties) yield* walkProperties(schema.properties as Record<string, unknown>, path);
  if (schema.items && typeof schema.items === 'object')
    yield* walkNested(schema.items as Record<string, unknown>, `${path}[]`);
  for (const branch of (schema.anyOf as Record<string, unknown>[] | undefined) ?? [])
    yield* walkNested(branch, path);
}

/**
 * Validates a list of component entries `[{Type: props}]` and, recursively, the children under
 * `components` and each tab's `components`. Returns readable problems (empty when all is valid).
 */
function validateEntries(entries: unknown, path: string): string[] {
  if (!Array.isArray(entries)) return [`${path}: not a list`];
  return entries.flatMap((entry: unknown, i) => {
    const keys = entry && typeof entry === 'object' ? Object.keys(entry) : [];
    if (keys.length !== 1) return [`${path}[${i}]: not a one-key mapping`];
    const type = keys[0]!;
    const def = getComponentDefinition(type);
    if (!def) return [`${path}[${i}]: unknown type ${type}`];
    const props = ((entry as Record<string, unknown>)[type] ?? {}) as Record<string, unknown>;
    const problems = validateComponentProps(def, props).map(
      (e) => `${path}[${i}].${type}${e.instancePath} ${e.message}`,
    );
    if (def.children === 'components' && props.components !== undefined) {
      problems.push(...validateEntries(props.components, `${path}[${i}].${type}.components`));
    }
    if (def.children === 'tabs' && Array.isArray(props.tabs)) {
      props.tabs.forEach((tab: { components?: unknown }, t) =>
        problems.push(...validateEntries(tab.components, `${path}[${i}].${type}.tabs[${t}]`)),
      );
    }
    return problems;
  });
}

describe('the example validator of these tests', () => {
  it('reports invalid children nested in containers and tabs', () => {
    const yamlText = [
      '- Row:',
      '    components:',
      '      - TextArea: { maxRows: 101 }',
      '      - Tabs:',
      '          tabs:',
      '            - tabname: A',
      '              components: [{ Dropdown: { colour: red } }]',
    ].join('\n');
    expect(validateEntries(parse(yamlText), 'spec')).toEqual([
      'spec[0].Row.components[0].TextArea/maxRows must be <= 100',
      'spec[0].Row.components[1].Tabs.tabs[0][0].Dropdown must NOT have additional properties',
    ]);
  });
});

const each = componentDefinitions.map((def) => [def.type, def] as [string, ComponentDefinition]);

describe('component definitions', () => {
  it.each(each)(
    '%s has a one-line description on itself and on every property, nested ones included',
    (_, def) => {
      expect(def.description.trim()).not.toBe('');
      expect(def.description).not.toContain('\n');
      for (const [path, schema] of walkProperties(def.properties, '')) {
        expect(typeof schema.description === 'string' && schema.description.trim() !== '', path).toBe(true);
        expect(schema.description, path).not.toContain('\n');
      }
    },
  );

  it.each(each)('%s has a one-line description on every derived value', (_, def) => {
    for (const [name, help] of Object.entries(def.derived ?? {})) expect(help.trim(), name).not.toBe('');
  });

  it.each(each)('%s compiles to a JSON Schema ajv accepts in strict mode', (_, def) => {
    expect(() => getComponentValidator(def)).not.toThrow();
  });

  it.each(each)(
    '%s snippet and example parse as one entry of that type that validates, children included',
    (_, def) => {
      for (const yamlText of [def.snippet, def.example]) {
        expect(yamlText.startsWith(`- ${def.type}:`)).toBe(true);
        const entries: unknown = parse(yamlText);
        expect(Array.isArray(entries) && entries.length === 1).toBe(true);
        expect(Object.keys((entries as object[])[0]!)).toEqual([def.type]);
        expect(validateEntries(entries, def.type)).toEqual([]);
      }
    },
  );

  it.each(each)('%s declares children exactly when it has a components or tabs property', (_, def) => {
    const key = 'tabs' in def.properties ? 'tabs' : 'components' in def.properties ? 'components' : undefined;
    expect(def.children).toBe(key);
  });

  it.each(each)('%s marks clamped ranges without a schema minimum or maximum', (_, def) => {
    for (const [path, schema] of walkProperties(def.properties, '')) {
      if (!schema.clamp) continue;
      expect(schema.minimum, path).toBeUndefined();
      expect(schema.maximum, path).toBeUndefined();
      expect(schema.clamp[0]).toBeLessThan(schema.clamp[1]);
    }
  });

  it.each(each)('%s gives every default a value its own schema accepts', (_, def) => {
    for (const [name, schema] of Object.entries(def.properties)) {
      if (schema.default === undefined) continue;
      expect(validateComponentProps(def, { [name]: schema.default }), name).toEqual([]);
    }
  });
});

/** The enums, ranges, defaults and clamps the spec gives (docs/components.md#components, docs/specification.md#component-entries; docs/specification.md#top-level, docs/components.md#common-properties). */
const specTable: [type: string, property: string, expected: Partial<PropertySchema>][] = [
  ['CheckboxList', 'columns', { clamp: [1, 4], type: 'integer' }],
  ['CheckboxList', 'multichoice', { default: true }],
  ['CheckboxList', 'allowDisabledOptionValue', { default: true }],
  ['CheckboxList', 'otherOption', { enum: ['no', 'yes', 'yes-alert', 'yes-prohibit'] }],
  ['Option', 'allowDisabledOptionValue', { default: true }],
  ['Option', 'optionLayout', { enum: ['fill-auto', 'fill-equal', 'stack', 'no-fill'] }],
  ['Option', 'options', { minItems: 1, uniqueItems: true }],
  ['Row', 'colSplit', { default: 4, clamp: [1, 11] }],
  ['Row', 'checkboxFunc', { enum: ['display', 'none'] }],
  ['Row', 'spacing', { enum: ['none', 'minimal', 'tight', 'small', 'normal', 'airy'] }],
  ['Number', 'scale', { default: 14, clamp: [0, 14] }],
  ['Number', 'inputScale', { clamp: [0, 14] }],
  ['Number', 'enforceValueRange', { enum: ['strict', 'loose', 'none'], default: 'loose' }],
  ['TextArea', 'minRows', { minimum: 2, default: 2 }],
  ['TextArea', 'maxRows', { maximum: 100, default: 20 }],
  ['AutoComplete', 'maxSearchResults', { type: 'integer', minimum: 1, default: 10 }],
  ['AutoComplete', 'minSearch', { type: 'integer', minimum: 0, default: 0 }],
  ['AutoComplete', 'optionsMatchOrder', { default: ['BeginsWith', 'ContainsSequence'] }],
  ['Date', 'enforceValueRange', { enum: ['strict', 'loose', 'none'], default: 'loose' }],
  ['Date', 'size', { default: 'm' }],
  ['Text', 'speechEnabled', { default: true }],
  ['List', 'minCount', { default: 0, minimum: 0 }],
  ['List', 'collapsable', { enum: [true, false, 'hide'] }],
  [
    'Painter',
    'marker',
    {
      enum: ['brush', 'spray', 'line', '4pcurve', '3pcurve', 'sectorFill', 'fill', 'none'],
      default: 'spray',
    },
  ],
  ['Painter', 'brushWidth', { default: 2 }],
  ['Painter', 'sprayDensity', { default: 10 }],
  ['Painter', 'sprayRadius', { default: 8 }],
  ['Painter', 'storeImageScale', { default: 1.5 }],
  ['Painter', 'width', { default: 500 }],
  ['Painter', 'height', { default: 400 }],
  ['Painter', 'rightClickUndo', { enum: ['none', 'color', 'global'] }],
  ['Painter', 'position', { enum: ['left', 'right'] }],
  ['Painter', 'vposition', { enum: ['top', 'middle', 'bottom'] }],
  ['Graph', 'storeImageResult', { default: true }],
  ['Graph', 'storeImageScale', { default: 1.5 }],
  ['Header', 'level', { enum: ['h2', 'h3', 'h4', 'text'], default: 'h3' }],
  ['VSpace', 'space', { enum: ['xs', 's', 'm', 'l', 'xl'] }],
  ['Help', 'posAlignment', { enum: ['left', 'top', 'bottom', 'right'] }],
  ['Help', 'trigger', { enum: ['click', 'hover'] }],
  ['StaticText', 'formField', { enum: ['format', 'value', 'none'] }],
  [
    'StaticText',
    'emptyStyling',
    { enum: ['normal', 'small', 'italic', 'small italic'], default: 'small italic' },
  ],
  ['Button', 'color', { enum: ['blue', 'gray', 'warning', 'danger'] }],
  ['Button', 'padding', { enum: ['normal', 'component'] }],
  ['Button', 'posAlignment', { enum: ['left', 'center', 'right'] }],
  ['Button', 'style', { enum: ['Default', 'Question'] }],
  ['Button', 'onClick', { formula: 'always' }],
  ['Tabs', 'tabs', { minItems: 1, formula: 'never' }],
  ['DiagnosticCodes', 'spacer', { default: '\n' }],
  ['Text', 'mandatory', { enum: ['none', 'alert', 'prohibit'], default: 'none' }],
];

describe('the definitions follow the spec', () => {
  it.each(specTable)('%s.%s is %j', (type, property, expected) => {
    expect(getComponentDefinition(type)?.properties[property]).toMatchObject(expected);
  });

  it('Report items default their separator to a newline and allow a sectionId', () => {
    const items = getComponentDefinition('Report')!.properties.items!.items as Record<string, unknown>;
    expect(items).toMatchObject({
      required: ['text'],
      properties: { separator: { default: '\n' }, sectionId: {} },
    });
  });

  it('Summary reportTemplate items require text and know if, separator and smartFilter', () => {
    const items = getComponentDefinition('Summary')!.properties.reportTemplate!.items as Record<
      string,
      unknown
    >;
    expect(Object.keys(items.properties as object).sort()).toEqual([
      'if',
      'separator',
      'smartFilter',
      'text',
    ]);
    expect(items.required).toEqual(['text']);
  });

  it('Summary exposes the runtime fields of docs/specification.md#top-level as derived values', () => {
    expect(Object.keys(getComponentDefinition('Summary')!.derived ?? {})).toEqual(
      expect.arrayContaining([
        'calculatedReport',
        'userEditedReport',
        'preEditModeCalculatedReport',
        'checked',
        'referencedSummaryInconsistency',
      ]),
    );
  });

  it.each([
    [
      'CheckboxList',
      ['checkListValue', 'internalValue', 'otherIsChecked', 'textValue', 'displayValue', 'description'],
    ],
    ['Option', ['displayValue', 'description']],
    ['Number', ['userInputValue', 'isFocused']],
    ['Date', ['isFocused']],
    ['List', ['count', 'value', 'index', 'zindex', 'prefix', 'prefixBase']],
    ['Painter', ['sector', 'sectorArray', 'sectorArrayFull']],
  ])('%s derives %j', (type, names) => {
    expect(Object.keys(getComponentDefinition(type)!.derived ?? {})).toEqual(expect.arrayContaining(names));
  });
});
