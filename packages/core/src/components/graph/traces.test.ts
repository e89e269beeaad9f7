import { describe, expect, it } from 'vitest';
import { GRAPH_CAPTURE_DELAY_MS, GRAPH_CAPTURE_RETRY_MS, graphStoreScale, graphTraces } from './traces';

describe('graphTraces (docs/components.md#graph, bad input)', () => {
  it('passes scatter, bar and pie traces through, a missing type being scatter', () => {
    const r = graphTraces([
      { x: [1, 2], y: [3, 4], mode: 'lines+markers', name: 'A' },
      { x: ['a'], y: [1], type: 'bar' },
    ]);
    expect(r.problems).toEqual([]);
    expect(r.traces).toEqual([
      { x: [1, 2], y: [3, 4], mode: 'lines+markers', name: 'A', type: 'scatter' },
      { x: ['a'], y: [1], type: 'bar' },
    ]);
  });

  it('gives a pie its labels and values from x and y', () => {
    expect(graphTraces([{ x: ['a', 'b'], y: [1, 2], type: 'pie' }]).traces[0]).toMatchObject({
      labels: ['a', 'b'],
      values: [1, 2],
    });
  });

  it.each([
    ['a number', 5, 'Graph data is not a list of traces'],
    ['a text', 'oops', 'Graph data is not a list of traces'],
    ['an object', { x: [1] }, 'Graph data is not a list of traces'],
  ])('data that is %s gives no traces and a problem', (_name, data, problem) => {
    expect(graphTraces(data)).toEqual({ traces: [], problems: [problem] });
  });

  it('empty data is a blank chart without a problem', () => {
    expect(graphTraces(undefined)).toEqual({ traces: [], problems: [] });
    expect(graphTraces([])).toEqual({ traces: [], problems: [] });
  });

  it('NaN and infinite values become gaps and are reported', () => {
    const r = graphTraces([{ x: [1, 2, 3], y: [1, Number.NaN, Infinity] }]);
    expect(r.traces[0]!.y).toEqual([1, null, null]);
    expect(r.problems).toEqual(['Graph data: trace 1.y holds 2 values that are not numbers']);
  });

  it('skips entries that are not traces or have an unknown type', () => {
    const r = graphTraces([
      null,
      { type: 'surface', x: [1] },
      { x: 'no', y: [1] },
      { x: [1], y: '=[a, b]' },
      { x: [1], y: [1] },
    ]);
    expect(r.traces).toEqual([{ x: [1], y: [1], type: 'scatter' }]);
    expect(r.problems).toEqual([
      'Graph data: trace 1 is not an object',
      'Graph data: trace 2 has the unknown type "surface"',
      'Graph data: trace 3.x is not a list',
      'Graph data: trace 4.y is formula text that was not evaluated, not a list',
    ]);
  });
});

describe('Graph image timing and scale (docs/engine.md#scripts, docs/components.md#graph)', () => {
  it('captures 100 ms after a change and retries every 500 ms', () => {
    expect([GRAPH_CAPTURE_DELAY_MS, GRAPH_CAPTURE_RETRY_MS]).toEqual([100, 500]);
  });

  it.each([
    [undefined, 1.5],
    [2, 2],
    [0, 1.25],
    [-1, 1.25],
    ['big', 1.25],
  ])('storeImageScale %j stores at %d', (v, scale) => {
    expect(graphStoreScale(v)).toBe(scale);
  });
});
