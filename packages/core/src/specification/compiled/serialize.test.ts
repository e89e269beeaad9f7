import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../../components/registry';
import { COMPILED_SPEC_FORMAT, COMPILED_SPEC_VERSION } from './format';
import { compileSpec, runtimeDefinition } from './serialize';

const form = (components: string, metadata = '') =>
  `Metadata: {lang: en, title: T, description: D${metadata}}\nComponents:\n${components}\nReportOutput: []\n`;

/** Every string under a `description` key, and every derived value's help, of a definition. */
function prose(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['description', 'snippet', 'example', 'derived'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => prose(v));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    key === 'derived' ? prose(v, 'derived') : prose(v, k === 'properties' ? '' : k),
  );
}

describe('compileSpec', () => {
  it('writes the format marker, the version, the definitions of the types used and the warnings', () => {
    const r = compileSpec(form('  - Number: {id: a, label: A, minValue: 5, maxValue: 1}'));
    expect(r.compiled).toMatchObject({ format: COMPILED_SPEC_FORMAT, version: COMPILED_SPEC_VERSION });
    expect(Object.keys(r.compiled?.definitions ?? {}).sort()).toEqual([
      'DiagnosticCodes',
      'MandatoryFields',
      'Number',
      'Report',
    ]);
    expect(r.compiled?.warnings).toEqual(r.diagnostics);
  });

  it('writes a type written by its alias under its canonical name', () => {
    const r = compileSpec(form('  - Autocomplete: {id: a, options: [x]}'));
    expect(r.compiled?.definitions.AutoComplete?.type).toBe('AutoComplete');
    expect(r.compiled?.definitions.Autocomplete).toBeUndefined();
  });

  it('gives no compiled form and the parser’s errors for a spec with errors', () => {
    const r = compileSpec(form('  - Number: {id: a, minValue: x}'));
    expect(r.compiled).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['invalid-type']);
  });

  it('reports a value JSON cannot hold at the property that holds it', () => {
    const r = compileSpec(form('  - StaticText: {id: a, value: [1, .nan]}'));
    expect(r.compiled).toBeUndefined();
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: 'compiled-spec-value',
        message: 'This value cannot be written to a compiled form: NaN',
        line: 3,
        column: 32,
        path: ['Components', 0, 'StaticText', 'value', 1],
        componentId: 'a',
      }),
    ]);
  });
});

describe('runtimeDefinition', () => {
  it.each(componentDefinitions.map((d) => [d.type, d] as const))(
    '%s keeps every property and derived name but none of the prose',
    (_type, def) => {
      const slim = runtimeDefinition(def);
      expect(prose(def).some((s) => s !== '')).toBe(true);
      expect(prose(slim).filter((s) => s !== '')).toEqual([]);
      expect(Object.keys(slim.properties)).toEqual(Object.keys(def.properties));
      expect(Object.keys(slim.derived ?? {})).toEqual(Object.keys(def.derived ?? {}));
      expect({ ...slim.properties.id, description: undefined }).toEqual({
        ...def.properties.id,
        description: undefined,
      });
    },
  );

  it('keeps a property named description (Metadata-like names are data, not prose)', () => {
    const def = componentDefinitions.find((d) => 'description' in d.properties);
    if (def) expect(runtimeDefinition(def).properties.description).toBeDefined();
  });
});
