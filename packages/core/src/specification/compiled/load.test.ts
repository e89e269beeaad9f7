import { describe, expect, it } from 'vitest';
import { COMPILED_SPEC_FORMAT, COMPILED_SPEC_VERSION } from './format';
import { loadCompiledSpec } from './load';
import { compileSpec } from './serialize';

const FORM = `Metadata: {lang: en, title: T, description: D}
Components:
  - Number: {id: size, label: Size}
  - Section:
      id: s1
      components:
        - Text: {id: note}
ReportOutput:
  - text: 'Size {size}'
`;
const good = () => JSON.parse(JSON.stringify(compileSpec(FORM).compiled)) as Record<string, unknown>;
const withSpec = (patch: Record<string, unknown>) => {
  const c = good();
  return { ...c, spec: { ...(c.spec as object), ...patch } };
};

describe('loadCompiledSpec', () => {
  it('loads the JSON text and the object alike, with every component by id', () => {
    for (const input of [JSON.stringify(good()), good()]) {
      const r = loadCompiledSpec(input);
      expect(r.diagnostics).toEqual([]);
      expect([...(r.loaded?.spec.byId.keys() ?? [])]).toEqual([
        'size',
        's1',
        'note',
        '#Report',
        '#MandatoryFields',
        '#DiagnosticCodes',
      ]);
      expect(r.loaded?.definitions('Number')?.valueKind).toBe('number');
      expect(r.loaded?.definitions('Dropdown')).toBeUndefined();
    }
  });

  it('returns a frozen spec', () => {
    const spec = loadCompiledSpec(good()).loaded?.spec;
    expect(Object.isFrozen(spec)).toBe(true);
    expect(Object.isFrozen(spec?.components[0]?.props)).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{"format": ', [], 'Not a compiled form: the text is not JSON'],
    ['a YAML specification', FORM, [], 'Not a compiled form: the text is not JSON'],
    ['a list', [], ['format'], `Not a compiled form: it has no "format": "${COMPILED_SPEC_FORMAT}"`],
    ['another format', { ...good(), format: 'x' }, ['format'], 'it has no "format"'],
    [
      'another version',
      { ...good(), version: COMPILED_SPEC_VERSION + 1 },
      ['version'],
      `it has format version ${COMPILED_SPEC_VERSION + 1}, this runtime reads version ${COMPILED_SPEC_VERSION}`,
    ],
    ['no spec', { ...good(), spec: null }, ['spec'], 'it has no "spec" object'],
    ['no metadata', withSpec({ metadata: [] }), ['spec', 'metadata'], 'its spec has no "metadata" object'],
    [
      'no components',
      withSpec({ components: {} }),
      ['spec', 'components'],
      'its spec has no "components" list',
    ],
    ['no report output', withSpec({ reportOutput: 'x' }), ['spec', 'reportOutput'], 'no "reportOutput" list'],
    ['no definitions', { ...good(), definitions: [] }, ['definitions'], 'it has no "definitions" object'],
    ['no warnings', { ...good(), warnings: {} }, ['warnings'], 'it has no "warnings" list'],
    [
      'a node without children',
      withSpec({ components: [{ id: 'a', type: 'Text' }] }),
      ['spec', 'components'],
      'its component tree is malformed',
    ],
    [
      'a tab without components',
      withSpec({ components: [{ id: 't', type: 'Tabs', children: [], tabs: [{ tabname: 'A' }] }] }),
      ['spec', 'components'],
      'its component tree is malformed',
    ],
  ])('rejects %s with a located compiled-spec-invalid error', (_name, input, path, message) => {
    const r = loadCompiledSpec(input);
    expect(r.loaded).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'compiled-spec-invalid', severity: 'error', path });
    expect(r.diagnostics[0]?.message).toContain(message);
  });
});
