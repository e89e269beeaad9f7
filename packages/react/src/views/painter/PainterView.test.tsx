// @vitest-environment jsdom
import { act, cleanup, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAnnotations, type Annotation } from '@formwright/core/runtime';
import { renderGraphic, type RenderedGraphic } from '../graph/renderGraphic.testing';
import { fakeCanvas, type FakeCanvasLog } from './fakeCanvas.testing';
import { PainterView } from './PainterView';

let canvasLog: FakeCanvasLog;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  canvasLog = fakeCanvas();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const canvas = () => screen.getByRole('application') as HTMLCanvasElement;
type Btn = { button?: number; shiftKey?: boolean; ctrlKey?: boolean };
const down = (x: number, y: number, o: Btn = {}) =>
  act(() => {
    fireEvent.pointerDown(canvas(), { clientX: x, clientY: y, pointerId: 1, button: 0, ...o });
  });
const move = (x: number, y: number) =>
  act(() => {
    fireEvent.pointerMove(canvas(), { clientX: x, clientY: y, pointerId: 1 });
  });
const up = (x: number, y: number) =>
  act(() => {
    fireEvent.pointerUp(canvas(), { clientX: x, clientY: y, pointerId: 1 });
  });
const stroke = (pts: [number, number][], o: Btn = {}) => {
  down(...pts[0]!, o);
  for (const p of pts.slice(1)) move(...p);
  up(...pts.at(-1)!);
};
const annotations = (r: RenderedGraphic, id = 'p') =>
  parseAnnotations(r.store.getSnapshot().components.get(id)!.value);

const QUADRANTS = `sectorMap:
      - { name: UOQ, description: Upper outer, polygon: '0 0, 250 0, 250 200, 0 200' }
      - { name: UIQ, description: Upper inner, polygon: '250 0, 500 0, 500 200, 250 200' }`;
const painter = (extra = '') => `
- Painter:
    id: p
    label: Findings
    ${extra}`;
const preset = (list: Annotation[]) => `value: '${JSON.stringify(list)}'`;

describe('PainterView drawing (docs/components.md#painter)', () => {
  it('draws a brush stroke with the mouse: down starts, move extends, up ends; sectors follow', () => {
    const r = renderGraphic(painter(`marker: brush\n    ${QUADRANTS}`), 'p', PainterView);
    stroke([
      [300, 50],
      [310, 60],
      [320, 70],
    ]);
    const list = annotations(r);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 'Brush', colorIndex: 0 });
    expect(list[0]!.points).toEqual([
      { x: 300, y: 50 },
      { x: 310, y: 60 },
      { x: 320, y: 70 },
    ]);
    expect(r.store.getSnapshot().components.get('p')!.props.sector).toBe('UIQ');
  });

  it('leaving the canvas ends the drawing', () => {
    const r = renderGraphic(painter('marker: brush'), 'p', PainterView);
    down(10, 10);
    move(20, 20);
    act(() => {
      fireEvent.pointerLeave(canvas(), { clientX: 30, clientY: 30, pointerId: 1 });
    });
    move(90, 90);
    expect(annotations(r)[0]!.points).toHaveLength(2);
  });

  it('a line that is only a click (same point within 6 px) is dropped and logged', () => {
    const r = renderGraphic(painter('marker: line'), 'p', PainterView);
    stroke([
      [100, 100],
      [104, 103],
    ]);
    expect(annotations(r)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('[Formwright] Painter p: the Line drawing is invalid and is ignored');
    stroke([
      [100, 100],
      [200, 150],
    ]);
    expect(annotations(r)[0]).toMatchObject({
      type: 'Line',
      points: [
        { x: 100, y: 100 },
        { x: 200, y: 150 },
      ],
    });
  });

  it('a line end snaps to an existing point within 20 px', () => {
    const r = renderGraphic(painter('marker: line'), 'p', PainterView);
    stroke([
      [100, 100],
      [200, 100],
    ]);
    stroke([
      [215, 110],
      [300, 300],
    ]);
    expect(annotations(r)[1]!.points[0]).toEqual({ x: 200, y: 100 });
  });

  it('a sector fill under an area of 50 is dropped; a larger one is kept', () => {
    const r = renderGraphic(painter('marker: sectorFill'), 'p', PainterView);
    stroke([
      [10, 10],
      [15, 10],
      [15, 15],
    ]);
    expect(annotations(r)).toHaveLength(0);
    stroke([
      [10, 10],
      [60, 10],
      [60, 60],
      [10, 60],
    ]);
    expect(annotations(r)[0]!.type).toBe('SectorFill');
  });

  it('fill places a flood fill seed at the click', () => {
    const r = renderGraphic(painter('marker: fill'), 'p', PainterView);
    down(40, 50);
    up(40, 50);
    expect(annotations(r)).toEqual([{ type: 'FloodFill', colorIndex: 0, points: [{ x: 40, y: 50 }] }]);
  });

  it('marker none draws nothing', () => {
    const r = renderGraphic(painter('marker: none'), 'p', PainterView);
    stroke([
      [10, 10],
      [90, 90],
    ]);
    expect(annotations(r)).toHaveLength(0);
  });

  it('spray (the default) adds sprayDensity dots per 20 ms tick within sprayRadius, offsets in tenths of a px', () => {
    const r = renderGraphic(painter('sprayDensity: 5\n    sprayRadius: 4'), 'p', PainterView);
    down(100, 100);
    act(() => r.clock.advance(40)); // two more ticks
    up(100, 100);
    const [spray] = annotations(r);
    expect(spray!.type).toBe('Spray');
    expect(spray!.points).toHaveLength(3);
    const dots = spray!.metaData!.dots as number[][];
    expect(dots).toHaveLength(3);
    for (const tick of dots) {
      expect(tick).toHaveLength(10);
      for (const v of tick) {
        expect(Number.isInteger(v)).toBe(true);
        expect(Math.abs(v)).toBeLessThanOrEqual(40);
      }
    }
  });

  it('a 3-point curve takes three clicks, and its points stay movable until it is complete', () => {
    const r = renderGraphic(painter('marker: 3pcurve'), 'p', PainterView);
    stroke([
      [100, 100],
      [100, 100],
    ]);
    stroke([
      [200, 50],
      [200, 50],
    ]);
    expect(annotations(r)).toHaveLength(0);
    stroke([
      [200, 50],
      [220, 40],
    ]); // on a control point: moves it
    expect(annotations(r)).toHaveLength(0);
    stroke([
      [300, 100],
      [300, 100],
    ]);
    expect(annotations(r)[0]).toMatchObject({
      type: '3pCurve',
      points: [
        { x: 100, y: 100 },
        { x: 220, y: 40 },
        { x: 300, y: 100 },
      ],
    });
  });

  it('a 4-point curve is complete at its fourth point', () => {
    const r = renderGraphic(painter('marker: 4pcurve'), 'p', PainterView);
    for (const [x, y] of [
      [10, 10],
      [100, 10],
      [100, 100],
      [200, 200],
    ] as const)
      stroke([
        [x, y],
        [x, y],
      ]);
    expect(annotations(r)[0]!.type).toBe('4pCurve');
  });
});

describe('PainterView moving and deleting (docs/components.md#painter)', () => {
  const line: Annotation = {
    type: 'Line',
    colorIndex: 0,
    points: [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ],
  };

  it('left-click on an annotation moves it by default', () => {
    const r = renderGraphic(painter(`marker: brush\n    ${preset([line])}`), 'p', PainterView);
    stroke([
      [150, 100],
      [160, 130],
    ]);
    expect(annotations(r)).toEqual([
      {
        ...line,
        points: [
          { x: 110, y: 130 },
          { x: 210, y: 130 },
        ],
      },
    ]);
  });

  it('Shift on an annotation draws instead of moving', () => {
    const r = renderGraphic(painter(`marker: brush\n    ${preset([line])}`), 'p', PainterView);
    stroke(
      [
        [150, 100],
        [160, 130],
      ],
      { shiftKey: true },
    );
    expect(annotations(r)).toHaveLength(2);
    expect(annotations(r)[0]).toEqual(line);
  });

  it('with moveAsDefault false a plain click draws and Shift moves', () => {
    const r = renderGraphic(
      painter(`marker: brush\n    moveAsDefault: false\n    ${preset([line])}`),
      'p',
      PainterView,
    );
    stroke([
      [150, 100],
      [160, 130],
    ]);
    expect(annotations(r)).toHaveLength(2);
    stroke(
      [
        [110, 100],
        [110, 110],
      ],
      { shiftKey: true },
    );
    expect(annotations(r)[0]!.points[0]).toEqual({ x: 100, y: 110 });
  });

  it('disallowAnnotationMoving: a click on an annotation draws', () => {
    const r = renderGraphic(
      painter(`marker: brush\n    disallowAnnotationMoving: true\n    ${preset([line])}`),
      'p',
      PainterView,
    );
    stroke([
      [150, 100],
      [160, 130],
    ]);
    expect(annotations(r)[0]).toEqual(line);
    expect(annotations(r)).toHaveLength(2);
  });

  it('Ctrl-click deletes the annotation', () => {
    const r = renderGraphic(painter(`marker: brush\n    ${preset([line])}`), 'p', PainterView);
    stroke(
      [
        [150, 102],
        [150, 102],
      ],
      { ctrlKey: true },
    );
    expect(annotations(r)).toEqual([]);
  });

  it('right-click deletes the annotation under the cursor', () => {
    const r = renderGraphic(painter(`marker: brush\n    ${preset([line])}`), 'p', PainterView);
    down(120, 100, { button: 2 });
    expect(annotations(r)).toEqual([]);
  });

  const three: Annotation[] = [
    { type: 'Brush', colorIndex: 0, points: [{ x: 10, y: 10 }] },
    { type: 'Brush', colorIndex: 1, points: [{ x: 30, y: 30 }] },
    { type: 'Brush', colorIndex: 2, points: [{ x: 50, y: 50 }] },
  ];
  it.each([
    ['none', [0, 1, 2]],
    ['color', [1, 2]],
    ['global', [0, 1]],
  ])('right-click off annotations with rightClickUndo %s leaves colours %j', (mode, left) => {
    const r = renderGraphic(painter(`rightClickUndo: ${mode}\n    ${preset(three)}`), 'p', PainterView);
    down(400, 300, { button: 2 });
    expect(annotations(r).map((a) => a.colorIndex)).toEqual(left);
  });
});

const MARKERS = `markers:
      - { name: mass, image: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#ff0000"/></svg>', legendDescription: Mass, svgColor: ['#ff0000'] }`;

describe('PainterView toolbox and keyboard', () => {
  it('a toolbox marker dropped onto the canvas adds an Image annotation', () => {
    const r = renderGraphic(painter(MARKERS), 'p', PainterView);
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
    };
    fireEvent.dragStart(screen.getByRole('button', { name: /Mass/ }), { dataTransfer });
    // jsdom has no DragEvent: the generic event gets its pointer position by hand.
    const drop = createEvent.drop(canvas(), { dataTransfer });
    Object.defineProperties(drop, { clientX: { value: 60 }, clientY: { value: 70 } });
    act(() => {
      fireEvent(canvas(), drop);
    });
    expect(annotations(r)).toEqual([
      { type: 'Image', colorIndex: 0, points: [{ x: 60, y: 70 }], metaData: { marker: 'mass' } },
    ]);
  });

  it('a pressed toolbox marker is placed by the next click', () => {
    const r = renderGraphic(painter(MARKERS), 'p', PainterView);
    fireEvent.click(screen.getByRole('button', { name: /Mass/ }));
    expect(screen.getByRole('button', { name: /Mass/ }).getAttribute('aria-pressed')).toBe('true');
    down(30, 40);
    up(30, 40);
    expect(annotations(r)[0]).toMatchObject({ type: 'Image', points: [{ x: 30, y: 40 }] });
  });

  it('places and deletes a marker with the keyboard alone', () => {
    const r = renderGraphic(painter(MARKERS), 'p', PainterView);
    fireEvent.click(screen.getByRole('button', { name: /Mass/ }));
    act(() => canvas().focus());
    fireEvent.keyDown(canvas(), { key: 'ArrowRight' });
    fireEvent.keyDown(canvas(), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(canvas(), { key: 'Enter' });
    expect(annotations(r)).toEqual([
      { type: 'Image', colorIndex: 0, points: [{ x: 255, y: 220 }], metaData: { marker: 'mass' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('mass placed');
    fireEvent.keyDown(canvas(), { key: 'Delete' });
    expect(annotations(r)).toEqual([]);
  });

  it('without a toolbox marker, Enter places a mark of the drawing tool at the cursor', () => {
    const r = renderGraphic(painter('marker: brush'), 'p', PainterView);
    act(() => canvas().focus());
    fireEvent.keyDown(canvas(), { key: 'ArrowLeft' });
    fireEvent.keyDown(canvas(), { key: 'Enter' });
    expect(annotations(r)).toEqual([
      { type: 'Brush', colorIndex: 0, points: [{ x: 245, y: 200 }], metaData: { width: 2 } },
    ]);
  });

  it('a disabled Painter ignores the pointer and the keyboard', () => {
    const r = renderGraphic(painter('marker: brush\n    disabled: true'), 'p', PainterView);
    stroke([
      [10, 10],
      [50, 50],
    ]);
    fireEvent.keyDown(canvas(), { key: 'Enter' });
    expect(annotations(r)).toEqual([]);
  });
});

describe('PainterView stored image (docs/components.md#painter, docs/engine.md#scripts, docs/components.md#components)', () => {
  it('stores the PNG 200 ms after the last change at scale 1.5', async () => {
    const r = renderGraphic(painter('marker: brush'), 'p', PainterView);
    await act(async () => r.clock.advance(200));
    expect(r.images.get('p')).toBe('data:image/png;base64,FAKE750x600');
    canvasLog.pngs.length = 0;
    stroke([
      [10, 10],
      [50, 50],
    ]);
    await act(async () => r.clock.advance(199));
    expect(canvasLog.pngs).toHaveLength(0);
    await act(async () => r.clock.advance(1));
    expect(canvasLog.pngs).toEqual([{ width: 750, height: 600 }]);
  });

  it('draws the canvas itself at scale 2', () => {
    renderGraphic(painter('width: 300\n    height: 200'), 'p', PainterView);
    expect([canvas().width, canvas().height]).toEqual([600, 400]);
    expect(canvas().style.width).toBe('300px');
  });

  it('uses storeImageScale, and stores nothing when storeImageResult is false', async () => {
    const a = renderGraphic(painter('storeImageScale: 2'), 'p', PainterView);
    await act(async () => a.clock.advance(200));
    expect(a.images.get('p')).toBe('data:image/png;base64,FAKE1000x800');
    cleanup();
    const b = renderGraphic(painter('storeImageResult: false'), 'p', PainterView);
    await act(async () => b.clock.advance(1000));
    expect(b.images.has('p')).toBe(false);
  });

  it('a restored state (setCustomState) redraws and re-creates the PNG', async () => {
    const r = renderGraphic(painter('marker: brush'), 'p', PainterView);
    stroke([
      [10, 10],
      [60, 60],
    ]);
    const saved = JSON.parse(JSON.stringify(r.store.saveState())) as unknown;
    act(() => r.store.clearState());
    await act(async () => r.clock.advance(200));
    expect(canvas().getAttribute('data-annotations')).toBe('0');
    canvasLog.pngs.length = 0;
    act(() => r.store.loadState(saved));
    expect(canvas().getAttribute('data-annotations')).toBe('1');
    expect(annotations(r)[0]!.type).toBe('Brush');
    await act(async () => r.clock.advance(200));
    expect(canvasLog.pngs).toHaveLength(1);
    expect(r.images.has('p')).toBe(true);
  });
});

describe('PainterView inside a List (communicatingInListElements)', () => {
  const LIST = `
- List:
    id: marks
    numItems: 2
    components:
      - Painter: { id: p, marker: brush, communicatingInListElements: true }
`;
  it('the colour index is the item index and only the first item stores the image', async () => {
    const r = renderGraphic(LIST, ['marks_1_p', 'marks_2_p'], PainterView);
    const [c1, c2] = screen.getAllByRole('application');
    expect(c1!.getAttribute('data-color-index')).toBe('0');
    expect(c2!.getAttribute('data-color-index')).toBe('1');
    act(() => {
      fireEvent.pointerDown(c2!, { clientX: 10, clientY: 10, pointerId: 1, button: 0 });
      fireEvent.pointerMove(c2!, { clientX: 40, clientY: 40, pointerId: 1 });
      fireEvent.pointerUp(c2!, { clientX: 40, clientY: 40, pointerId: 1 });
    });
    expect(annotations(r, 'marks_2_p')[0]!.colorIndex).toBe(1);
    await act(async () => r.clock.advance(200));
    expect(r.images.has('marks_1_p')).toBe(true);
    expect(r.images.has('marks_2_p')).toBe(false);
  });
});

describe('PainterView bad input', () => {
  it('a sector without a valid polygon is ignored and named in build mode', () => {
    renderGraphic(painter(`sectorMap:\n      - { name: A, polygon: '10 10, 20 20' }`), 'p', PainterView, {
      buildMode: true,
    });
    expect(screen.getByRole('alert').textContent).toContain(
      '1 sector(s) of the sector map have no valid polygon',
    );
    expect(canvas()).toBeTruthy();
  });

  it('its problems are a list inside the alert (a list keeps its list role, each problem a listitem)', () => {
    renderGraphic(painter(`sectorMap:\n      - { name: A, polygon: '10 10, 20 20' }`), 'p', PainterView, {
      buildMode: true,
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('list')).toBeTruthy();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('PainterView images and layout (docs/components.md#painter)', () => {
  /** jsdom loads no images: this stand-in records the sources asked for and fails those named "broken". */
  function fakeImages(): string[] {
    const asked: string[] = [];
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      width = 10;
      height = 10;
      set src(v: string) {
        asked.push(v);
        setTimeout(() => (v.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
      }
    }
    vi.stubGlobal('Image', FakeImage);
    return asked;
  }
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['dark', 'dark.svg'],
    ['light', 'light.svg'],
  ] as const)('the %s theme shows its own image', (theme, src) => {
    const asked = fakeImages();
    renderGraphic(
      painter('image: plain.svg\n    darkImage: dark.svg\n    lightImage: light.svg'),
      'p',
      PainterView,
      {
        theme,
      },
    );
    expect(asked).toContain(src);
    expect(asked).not.toContain('plain.svg');
  });

  it('an image that fails to load leaves a working canvas, logged and named in build mode', async () => {
    fakeImages();
    const r = renderGraphic(painter('marker: brush\n    image: broken.svg'), 'p', PainterView, {
      buildMode: true,
    });
    await act(async () => {
      await new Promise((res) => setTimeout(res, 5));
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Painter: the image could not be loaded: broken.svg',
    );
    expect(warn).toHaveBeenCalledWith('[Formwright] Painter p: an image could not be loaded', 'broken.svg');
    stroke([
      [10, 10],
      [40, 40],
    ]);
    expect(annotations(r)).toHaveLength(1);
  });

  it('places the canvas by posAlignment and posOffset and the toolbox by position', () => {
    renderGraphic(
      painter(`posAlignment: center\n    posOffset: 12\n    position: right\n    ${MARKERS}`),
      'p',
      PainterView,
    );
    const row = canvas().parentElement!;
    expect(row.style.flexDirection).toBe('row-reverse');
    expect(row.parentElement!.style.justifyContent).toBe('center');
    expect(row.parentElement!.style.marginLeft).toBe('12px');
  });
});
