import { describe, expect, it } from 'vitest';
import { parseSpec } from '@formwright/core/authoring';
import { generatedFormulas } from './generatedCode';

const SPEC = [
  'Metadata:',
  '  lang: en',
  '  title: T',
  '  description: D',
  'ReportOutput:',
  "  - text: '{total}'",
  'Components:',
  '  - Number:',
  '      id: total',
  '      label: =Sum(a, b)',
  '  - Number:',
  '      id: a',
  '      label: A',
  '  - Number:',
  '      id: b',
  '      label: =a.label',
].join('\n');

describe('the Generated Code tab', () => {
  it('lists every formula with its component, property and dependencies, in evaluation order', () => {
    const spec = parseSpec(SPEC).runnable;
    expect(spec).toBeDefined();
    const formulas = generatedFormulas(spec!);
    expect(formulas.map((f) => [f.component, f.property, f.dependencies])).toEqual([
      ['b', 'label', ['a.label']],
      ['total', 'label', ['a', 'b']],
    ]);
    expect(formulas.map((f) => f.order)).toEqual([1, 2]);
    expect(formulas[1]).toMatchObject({ kind: 'override', source: 'Sum(a, b)', type: 'Number' });
  });
});
