import { describe, expect, it } from 'vitest';
import { parseSpec } from './parseSpec';

const codes = (text: string) => {
  const r = parseSpec(text);
  return { spec: r.spec, found: r.diagnostics.map((d) => [d.code, d.line, d.column] as const) };
};

describe('formula errors show in the same pass as the other errors', () => {
  it('a bad property, a bad formula and a bad template are all reported', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      'ReportOutput:',
      "  - text: '{a +}'",
      'Components:',
      '  - Text: {id: t, colour: red}',
      "  - Number: {id: n, value: '=1 +'}",
    ].join('\n');
    const { spec, found } = codes(text);
    expect(spec).toBeUndefined();
    expect(found).toEqual([
      ['template-syntax', 3, 16],
      ['property-not-allowed', 5, 19],
      ['expression-syntax', 6, 33],
    ]);
  });

  it('an undefined provider does not hide formula errors in report items', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      'ReportOutput:',
      "  - {text: c, if: 'x >'}",
      "  - {text: d, if: 'nosuch'}",
      'Components:',
      "  - Text: {id: t, dataarg: 'Nowhere.x'}",
    ].join('\n');
    expect(codes(text).found.map(([c]) => c)).toEqual([
      'expression-syntax',
      'unrecognized-reference',
      'undefined-provider',
    ]);
  });

  it('a component left out for an unknown type is still a known id (no cascade of unknown references)', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      "ReportOutput: [{text: '{w} {w.value} {t}'}]",
      'Components:',
      '  - Widget: {id: w}',
      '  - Text: {id: t}',
    ].join('\n');
    expect(codes(text).found.map(([c]) => c)).toEqual(['unknown-component']);
  });

  it('a property the type does not have is reported once, not also as a formula', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      'ReportOutput: []',
      'Components:',
      "  - Text: {id: t, colour: '=nosuch +'}",
    ].join('\n');
    expect(codes(text).found.map(([c]) => c)).toEqual(['property-not-allowed']);
  });

  it('report items after one that is not a mapping keep their own index and place', () => {
    const text = [
      'Metadata: {lang: en, title: T, description: D}',
      'Components: []',
      'ReportOutput:',
      '  - just text',
      "  - text: '{nosuch}'",
    ].join('\n');
    const r = parseSpec(text);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.path.join('.')])).toEqual([
      ['invalid-type', 4, 'ReportOutput.0'],
      ['unrecognized-reference', 5, 'ReportOutput.1.text'],
    ]);
  });
});
