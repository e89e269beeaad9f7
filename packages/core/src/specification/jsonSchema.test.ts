import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import starterText from '../../../../fixtures/forms/starter.yaml?raw';
import { parse } from 'yaml';
import { componentDefinitions } from '../components';
import { formatJsonSchema } from './jsonSchema';

const schema = formatJsonSchema();
const validate = new Ajv({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
}).compile(schema);
const fixtures: Record<string, string> = { 'demo.yaml': demoText, 'starter.yaml': starterText };
const fixture = (name: string) => parse(fixtures[name] ?? '') as unknown;

describe('the format JSON Schema', () => {
  it('compiles in ajv strict mode', () => {
    expect(typeof validate).toBe('function');
  });

  it.each(['demo.yaml', 'starter.yaml'])('accepts the fixture %s', (name) => {
    expect(validate(fixture(name)), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('has one entry per component type and alias, each with a description', () => {
    const entries =
      (schema.definitions as Record<string, { oneOf: { properties: object; description: string }[] }>)
        .componentEntry?.oneOf ?? [];
    const names = entries.map((e) => Object.keys(e.properties)[0]);
    const expected = componentDefinitions.flatMap((d) => [d.type, ...(d.aliases ?? [])]);
    expect(names.sort()).toEqual(expected.sort());
    for (const e of entries) expect(e.description.length).toBeGreaterThan(10);
  });

  it('describes every property of every component', () => {
    const defs = schema.definitions as Record<
      string,
      { properties: Record<string, { description?: string }> }
    >;
    for (const def of componentDefinitions) {
      for (const [name, prop] of Object.entries(defs[def.type]?.properties ?? {})) {
        expect(prop.description, `${def.type}.${name}`).toBeTruthy();
      }
    }
  });

  it.each([
    [
      'an unknown top-level key',
      { Metadata: { lang: 'en', title: 'T', description: 'D' }, Components: [], ReportOutput: [], Extra: 1 },
    ],
    ['a missing ReportOutput', { Metadata: { lang: 'en', title: 'T', description: 'D' }, Components: [] }],
    [
      'a bad enum deep in a container',
      {
        Metadata: { lang: 'en', title: 'T', description: 'D' },
        ReportOutput: [],
        Components: [{ Row: { components: [{ Number: { id: 'n', mandatory: 'maybe' } }] } }],
      },
    ],
    [
      'an entry with two keys',
      {
        Metadata: { lang: 'en', title: 'T', description: 'D' },
        ReportOutput: [],
        Components: [{ Number: {}, Text: {} }],
      },
    ],
  ])('rejects %s', (_name, form) => {
    expect(validate(form)).toBe(false);
  });

  it('accepts formulas where the definitions allow them', () => {
    const form = {
      Metadata: { lang: 'en', title: 'T', description: 'D' },
      ReportOutput: [{ text: 'x', if: '=n > 1' }],
      Components: [{ Number: { id: 'n', scale: '=2', hidden: 'n > 3' } }],
    };
    expect(validate(form), JSON.stringify(validate.errors)).toBe(true);
  });
});
