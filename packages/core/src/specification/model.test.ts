import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';

const form = (components: string[], extra: { metadata?: string; report?: string[]; codes?: string[] } = {}) =>
  [
    `Metadata: {lang: en, title: T, description: D${extra.metadata ?? ''}}`,
    'ReportOutput:',
    ...(extra.report ?? ["  - text: 'Size {size} mm'", "    if: '=size > 0'"]),
    ...(extra.codes ?? []),
    'Components:',
    ...components,
    '',
  ].join('\n');

const modelOf = (text: string, knownProviders: string[] = []) => {
  const result = parseSpec(text, { knownProviders });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (!result.spec) throw new Error('no model');
  return result.spec;
};

describe('the spec model', () => {
  it('appends the hidden #Report, #MandatoryFields and #DiagnosticCodes components', () => {
    const spec = modelOf(
      form(['  - Number: {id: size}'], { codes: ['DiagnosticCodes:', "  codeGroups: 'A|B;C'"] }),
    );
    expect(spec.components.map((n) => n.id)).toEqual([
      'size',
      '#Report',
      '#MandatoryFields',
      '#DiagnosticCodes',
    ]);
    const report = spec.byId.get('#Report');
    expect(report).toMatchObject({ type: 'Report', generated: true, parentId: '#Root' });
    expect(report?.props.items).toEqual([{ text: 'Size {size} mm', if: '=size > 0' }]);
    expect(spec.byId.get('#MandatoryFields')?.props.displayType).toBe('display');
    expect(spec.byId.get('#DiagnosticCodes')?.props.codeGroups).toBe('A|B;C');
    expect(spec.diagnosticCodes?.codeGroups).toBe('A|B;C');
  });

  it('leaves out #MandatoryFields when Metadata says no-display, and passes prohibit-only on', () => {
    const none = modelOf(form(['  - Number: {id: size}'], { metadata: ', mandatoryFields: no-display' }));
    expect(none.byId.has('#MandatoryFields')).toBe(false);
    const prohibit = modelOf(
      form(['  - Number: {id: size}'], { metadata: ', mandatoryFields: prohibit-only' }),
    );
    expect(prohibit.byId.get('#MandatoryFields')?.props.displayType).toBe('prohibit-only');
  });

  it('defaults reportVersion to v1 and keeps v2 when written', () => {
    expect(modelOf(form(['  - Number: {id: size}'])).metadata.reportVersion).toBe('v1');
    expect(
      modelOf(form(['  - Number: {id: size}'], { metadata: ', reportVersion: v2' })).metadata.reportVersion,
    ).toBe('v2');
  });

  it('gives components without an id #Auto1, #Auto2, … in document order', () => {
    const spec = modelOf(
      form(['  - Header: {header: A}', '  - Number: {id: size}', '  - HR:', '  - Header: {header: B}']),
    );
    expect(spec.components.filter((n) => !n.generated).map((n) => [n.id, n.explicitId])).toEqual([
      ['#Auto1', false],
      ['size', true],
      ['#Auto2', false],
      ['#Auto3', false],
    ]);
  });

  it('sets parentId and listId through containers, lists and tabs', () => {
    const spec = modelOf(
      form([
        '  - List:',
        '      id: lesions',
        '      components:',
        '        - Row:',
        '            id: lesionRow',
        '            components:',
        '              - Number: {id: size}',
        '  - Tab:',
        '      id: sides',
        '      tabs:',
        '        - tabname: Right',
        '          components:',
        '            - Text: {id: right}',
      ]),
    );
    expect(spec.byId.get('lesionRow')).toMatchObject({ parentId: 'lesions', listId: 'lesions' });
    expect(spec.byId.get('size')).toMatchObject({ parentId: 'lesionRow', listId: 'lesions' });
    expect(spec.byId.get('lesions')?.listId).toBeUndefined();
    expect(spec.byId.get('sides')?.type).toBe('Tabs');
    expect(spec.byId.get('sides')?.tabs?.map((t) => [t.tabname, t.components.map((c) => c.id)])).toEqual([
      ['Right', ['right']],
    ]);
    expect(spec.byId.get('right')?.parentId).toBe('sides');
  });

  it('lists every component depth first in document order, the hidden ones last', () => {
    const spec = modelOf(
      form([
        '  - Row:',
        '      id: r',
        '      components:',
        '        - Number: {id: size}',
        '  - Text: {id: t}',
      ]),
    );
    expect(spec.all.map((n) => n.id)).toEqual([
      'r',
      'size',
      't',
      '#Report',
      '#MandatoryFields',
      '#DiagnosticCodes',
    ]);
    expect(spec.byId.size).toBe(spec.all.length);
  });

  it('keeps properties as written, formulas as text, without the children', () => {
    const spec = modelOf(
      form([
        '  - Row:',
        '      id: r',
        "      display: '=size > 2'",
        '      components:',
        '        - Number: {id: size}',
      ]),
    );
    expect(spec.byId.get('r')?.props).toEqual({ id: 'r', display: '=size > 2' });
    expect(spec.byId.get('r')?.children.map((c) => c.id)).toEqual(['size']);
  });

  it('records where the entry and each property are written', () => {
    const spec = modelOf(form(['  - Number:', '      id: size', '      scale: 2']));
    const node = spec.byId.get('size');
    expect(node?.propRanges.scale).toMatchObject({ line: 8, column: 14, endLine: 8, endColumn: 15 });
    expect(node?.range).toMatchObject({ line: 6, column: 5 });
    expect(node?.path).toEqual(['Components', 0, 'Number']);
  });

  it('collects data sources from dataargs, forwarded providers and explicit data sources', () => {
    const spec = modelOf(
      form(
        [
          '  - Text: {id: a, dataarg: Patient.name}',
          '  - Text: {id: b, dataarg: Lab.value}',
          '  - Text: {id: c, dataarg: Patient.id}',
        ],
        {
          metadata: ', forwardProviders: [Prior], explicitDataSources: [Extra]',
          report: ['  []'],
        },
      ),
      ['Lab'],
    );
    expect([...spec.dataSources].sort()).toEqual(['Extra', 'Lab', 'Patient', 'Prior']);
  });

  it('builds a model when there are only warnings', () => {
    const result = parseSpec(
      form(['  - CheckboxList: {id: c, columns: 9, options: [a]}'], { report: ['  []'] }),
    );
    expect(result.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(result.spec?.byId.get('c')?.props.columns).toBe(9);
  });

  it('has no model when there are errors', () => {
    expect(parseSpec(form(['  - Number: {id: size, stepSize: 0}'])).spec).toBeUndefined();
  });

  it('is frozen, all the way down', () => {
    const spec = modelOf(form(['  - Option: {id: size, options: [{value: a, text: A}]}']));
    const node = spec.byId.get('size');
    expect(Object.isFrozen(spec)).toBe(true);
    expect(Object.isFrozen(spec.metadata)).toBe(true);
    expect(Object.isFrozen(spec.components)).toBe(true);
    expect(Object.isFrozen(node?.props)).toBe(true);
    expect(Object.isFrozen((node?.props.options as object[])[0])).toBe(true);
    expect(() => {
      (node?.props as Record<string, unknown>).label = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps where each Metadata value and each defaults key is written, frozen', () => {
    const text = [
      'Metadata:',
      '  lang: en',
      '  title: T',
      '  description: D',
      '  defaults:',
      '    fontSize: 99',
      "    fontFamily: 'Arial'",
      'ReportOutput: []',
      'Components: []',
      '',
    ].join('\n');
    const spec = modelOf(text);
    const at = (key: string) => {
      const r = spec.metadataRanges[key];
      return r && [r.line, r.column, text.slice(r.from, r.to)];
    };
    expect(at('lang')).toEqual([2, 9, 'en']);
    expect(at('defaults.fontSize')).toEqual([6, 15, '99']);
    expect(at('defaults.fontFamily')).toEqual([7, 17, "'Arial'"]);
    expect(at('defaults')?.slice(0, 2)).toEqual([6, 5]);
    expect(spec.metadataRanges.reportVersion).toBeUndefined();
    expect(Object.isFrozen(spec.metadataRanges)).toBe(true);
    expect(Object.isFrozen(spec.metadataRanges.lang)).toBe(true);
  });

  it('keeps report output items with their place', () => {
    const spec = modelOf(form(['  - Number: {id: size}']));
    expect(spec.reportOutput).toEqual([
      expect.objectContaining({ text: 'Size {size} mm', if: '=size > 0', path: ['ReportOutput', 0] }),
    ]);
    expect(spec.reportOutput[0]?.range.line).toBe(3);
  });
});
