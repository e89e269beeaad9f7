import { describe, expect, it } from 'vitest';
import { graphTraces } from '../components/graph/traces';
import { parseSpec } from '../specification';
import { ManualClock } from './clock';
import { createForm } from './store';
import { specOf } from './testing';

// A formula written in one field of one Graph trace (docs/graph-painter.md, live data): the engine
// evaluates it and the Graph's data reads as the list with its result, live as its inputs change.
const form = (data: string) =>
  createForm(
    specOf(
      [
        '- Number: { id: a, label: A }',
        '- Number: { id: b, label: B }',
        '- Text: { id: unit, label: Unit }',
        '- Graph:',
        '    id: chart',
        '    data:',
        data,
      ].join('\n'),
    ),
    { clock: new ManualClock() },
  );

const dataOf = (store: ReturnType<typeof form>) => store.getSnapshot().components.get('chart')?.props.data;

describe('a formula inside one Graph trace', () => {
  it('is evaluated, and re-evaluated when what it reads changes', () => {
    const store = form("      - { x: [1, 2], y: '=[a, b]', mode: lines, type: scatter }");
    store.mount();
    store.update({ type: 'set', id: 'a', value: 3 });
    store.update({ type: 'set', id: 'b', value: 5 });
    expect(dataOf(store)).toEqual([{ x: [1, 2], y: [3, 5], mode: 'lines', type: 'scatter' }]);
    store.update({ type: 'set', id: 'b', value: 8 });
    expect(dataOf(store)).toEqual([{ x: [1, 2], y: [3, 8], mode: 'lines', type: 'scatter' }]);
    const { traces, problems } = graphTraces(dataOf(store));
    expect(problems).toEqual([]);
    expect(traces[0]).toMatchObject({ x: [1, 2], y: [3, 8] });
  });

  it('evaluates formulas in several fields and traces, leaving literal traces as written', () => {
    const store = form(
      [
        '      - { x: \'=["A", "B"]\', y: \'=[a, a * 2]\', name: \'="Size (" + unit + ")"\' }',
        '      - { x: [A, B], y: [1, 1], name: Baseline, type: bar }',
      ].join('\n'),
    );
    store.mount();
    store.update({ type: 'set', id: 'a', value: 2 });
    store.update({ type: 'set', id: 'unit', value: 'mm' });
    expect(dataOf(store)).toEqual([
      { x: ['A', 'B'], y: [2, 4], name: 'Size (mm)' },
      { x: ['A', 'B'], y: [1, 1], name: 'Baseline', type: 'bar' },
    ]);
  });

  it('is checked like any formula: an unknown name in a trace is an error at its place', () => {
    const text = [
      'Metadata: { lang: en, title: T, description: D }',
      'Components:',
      '  - Number: { id: a, label: A }',
      '  - Graph:',
      '      id: chart',
      '      data:',
      "        - { x: [1, 2], y: '=[a, bb]' }",
      'ReportOutput: []',
    ].join('\n');
    const errors = parseSpec(text).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.line, d.property])).toEqual([
      ['unrecognized-reference', 7, 'data[0].y'],
    ]);
  });
});
