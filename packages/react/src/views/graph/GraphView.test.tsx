// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartFigure, ChartLibrary } from './chartLibrary';
import { CHART_THEMES } from './graphTheme';
import { GraphView } from './GraphView';
import { renderGraphic } from './renderGraphic.testing';

// The chart library is replaced by a recorder: jsdom has no layout or canvas for plotly.
const lib = vi.hoisted(() => ({
  draws: [] as ChartFigure[],
  pngs: [] as { figure: ChartFigure; size: { width: number; height: number; scale: number } }[],
  drawGate: undefined as Promise<void> | undefined,
  pngResult: (): Promise<string> => Promise.resolve('data:image/png;base64,AAAA'),
}));
vi.mock('./chartLibrary', () => ({
  loadChartLibrary: (): Promise<ChartLibrary> =>
    Promise.resolve({
      async draw(_el, figure) {
        await lib.drawGate;
        lib.draws.push(figure);
      },
      toPng(figure, size) {
        lib.pngs.push({ figure, size });
        return lib.pngResult();
      },
      purge() {},
    }),
}));

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

const FORM = `
- Number: { id: a, label: A, value: 3 }
- Graph:
    id: g
    label: Growth
    data: '=[{x: [1, 2], y: [a, a * 2], type: "scatter", mode: "lines+markers"}]'
    layout: { title: Size, width: 400, height: 300 }
`;

beforeEach(() => {
  lib.draws.length = 0;
  lib.pngs.length = 0;
  lib.drawGate = undefined;
  lib.pngResult = () => Promise.resolve('data:image/png;base64,AAAA');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('GraphView (docs/components.md#graph)', () => {
  it('draws the traces of its data formula and redraws when the formula inputs change', async () => {
    const r = renderGraphic(FORM, 'g', GraphView);
    await flush();
    expect(lib.draws.at(-1)!.data).toEqual([
      { x: [1, 2], y: [3, 6], type: 'scatter', mode: 'lines+markers' },
    ]);
    expect(lib.draws.at(-1)!.layout.title).toEqual({ text: 'Size' });
    act(() => r.store.update({ type: 'set', id: 'a', value: 5 }));
    await flush();
    expect(lib.draws.at(-1)!.data[0]!.y).toEqual([5, 10]);
    expect(screen.getByRole('img', { name: 'Growth' })).toBeTruthy();
  });

  it('stores the PNG 100 ms after a change at scale 1.5, in the layout size', async () => {
    const r = renderGraphic(FORM, 'g', GraphView);
    await flush();
    await act(async () => r.clock.advance(99));
    expect(lib.pngs).toHaveLength(0);
    await act(async () => r.clock.advance(1));
    await flush();
    expect(lib.pngs).toHaveLength(1);
    expect(lib.pngs[0]!.size).toEqual({ width: 400, height: 300, scale: 1.5 });
    expect(r.images.get('g')).toBe('data:image/png;base64,AAAA');
  });

  it('each change restarts the 100 ms delay, so one capture follows a burst of changes', async () => {
    const r = renderGraphic(FORM, 'g', GraphView);
    await flush();
    await act(async () => r.clock.advance(60));
    act(() => r.store.update({ type: 'set', id: 'a', value: 4 }));
    await flush();
    await act(async () => r.clock.advance(60));
    expect(lib.pngs).toHaveLength(0);
    await act(async () => r.clock.advance(40));
    await flush();
    expect(lib.pngs).toHaveLength(1);
    expect(lib.pngs[0]!.figure.data[0]!.y).toEqual([4, 8]);
  });

  it('retries every 500 ms until the chart is ready', async () => {
    let ready!: () => void;
    lib.drawGate = new Promise<void>((res) => (ready = res));
    const r = renderGraphic(FORM, 'g', GraphView);
    await flush();
    await act(async () => r.clock.advance(100));
    await flush();
    expect(lib.pngs).toHaveLength(0); // not drawn yet: no capture, a retry is due
    await act(async () => r.clock.advance(500));
    await flush();
    expect(lib.pngs).toHaveLength(0);
    ready();
    await flush();
    await act(async () => r.clock.advance(499));
    await flush();
    expect(lib.pngs).toHaveLength(0);
    await act(async () => r.clock.advance(1));
    await flush();
    expect(lib.pngs).toHaveLength(1);
    expect(r.images.has('g')).toBe(true);
  });

  it('logs a failed capture and retries it 500 ms later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    lib.pngResult = () =>
      fail ? Promise.reject(new Error('canvas busy')) : Promise.resolve('data:image/png;base64,BBBB');
    const r = renderGraphic(FORM, 'g', GraphView);
    await flush();
    await act(async () => r.clock.advance(100));
    await flush();
    expect(warn).toHaveBeenCalledWith(
      '[Formwright] Graph g: image capture failed, retrying in 500 ms',
      expect.any(Error),
    );
    expect(r.images.has('g')).toBe(false);
    fail = false;
    await act(async () => r.clock.advance(500));
    await flush();
    expect(r.images.get('g')).toBe('data:image/png;base64,BBBB');
  });

  it('stores nothing when storeImageResult is false', async () => {
    const r = renderGraphic(
      `- Graph: { id: g, storeImageResult: false, data: [{ x: [1], y: [2] }] }`,
      'g',
      GraphView,
    );
    await flush();
    await act(async () => r.clock.advance(2000));
    await flush();
    expect(lib.pngs).toHaveLength(0);
    expect(r.images.has('g')).toBe(false);
  });

  it('uses storeImageScale and paints the stored image on storeImageBackgroundColor', async () => {
    const r = renderGraphic(
      `- Graph: { id: g, storeImageScale: 2, storeImageBackgroundColor: '#ffffff', data: [{ x: [1], y: [2], type: bar }] }`,
      'g',
      GraphView,
    );
    await flush();
    await act(async () => r.clock.advance(100));
    await flush();
    expect(lib.pngs[0]!.size.scale).toBe(2);
    expect(lib.pngs[0]!.figure.layout.paper_bgcolor).toBe('#ffffff');
    expect(lib.draws.at(-1)!.layout.paper_bgcolor).toBe(CHART_THEMES.dark.background);
  });

  it.each(['dark', 'light'] as const)('follows the %s theme colours', async (theme) => {
    renderGraphic(`- Graph: { id: g, data: [{ x: [a, b], y: [1, 2], type: pie }] }`, 'g', GraphView, {
      theme,
    });
    await flush();
    const layout = lib.draws.at(-1)!.layout as {
      paper_bgcolor: string;
      font: { color: string };
      colorway: string[];
    };
    expect(layout.paper_bgcolor).toBe(CHART_THEMES[theme].background);
    expect(layout.font.color).toBe(CHART_THEMES[theme].text);
    expect(layout.colorway).toEqual(CHART_THEMES[theme].colorway);
  });

  it('a data formula that gives no list draws a blank chart and says why in build mode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGraphic(`- Graph: { id: g, data: '=5' }`, 'g', GraphView, { buildMode: true });
    await flush();
    expect(lib.draws.at(-1)!.data).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('Graph data is not a list of traces');
    expect(within(screen.getByRole('alert')).getByRole('list')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('shows no diagnostics outside build mode', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderGraphic(`- Graph: { id: g, data: '=5' }`, 'g', GraphView);
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
