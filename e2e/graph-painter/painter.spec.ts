import { expect, test } from '@playwright/test';
import {
  annotationsOf,
  canvasOf,
  clickAt,
  drag,
  hiddenValue,
  openForm,
  pngPixels,
  stateOf,
  storedPng,
} from './helpers';

// Painter in Chromium (docs/components.md#painter, docs/components.md#components): real mouse and keyboard, the stored value, the
// sector outputs and the stored PNG decoded for the drawn pixels.

test.describe('Painter markers by mouse', () => {
  test.beforeEach(async ({ page }) => openForm(page, 'painters'));

  test('a brush stroke is stored, gives its sector, reaches the report and is in the PNG', async ({
    page,
  }) => {
    await drag(page, canvasOf(page, 'brush'), [
      [20, 20],
      [50, 40],
      [80, 60],
    ]);
    const [stroke] = await annotationsOf(page, 'brush');
    expect(stroke).toMatchObject({ type: 'Brush', colorIndex: 0 });
    expect(stroke!.points.length).toBeGreaterThanOrEqual(3);
    expect(await stateOf(page, 'brush', 'sector')).toBe('UL');
    expect(await stateOf(page, 'brush', 'sectorArrayFull')).toEqual([
      { label: 'UL', count: 1, description: 'upper left' },
    ]);
    await expect.poll(() => hiddenValue(page, '#Report')).toContain('Brush in UL.');
    const png = await storedPng(page, 'brush');
    // Scale 1.5: the stroke's middle (50, 40) is at (75, 60); a corner far from it keeps storeBgColor.
    const near: [number, number][] = [];
    for (let dx = -3; dx <= 3; dx++) for (let dy = -3; dy <= 3; dy++) near.push([75 + dx, 60 + dy]);
    const { width, height, pixels } = await pngPixels(page, png, [[290, 215], ...near]);
    expect([width, height]).toEqual([300, 225]);
    expect(pixels[0]!.slice(0, 3)).toEqual([255, 255, 255]);
    expect(pixels.slice(1).some(([r, g, b]) => r === 255 && g === 0 && b === 0)).toBe(true);
  });

  test('spray held down adds dots every tick around the pointer', async ({ page }) => {
    const box = (await canvasOf(page, 'spray').boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 75);
    await page.mouse.down();
    await page.waitForTimeout(200);
    await page.mouse.up();
    const [spray] = await annotationsOf(page, 'spray');
    expect(spray!.type).toBe('Spray');
    expect(spray!.points.length).toBeGreaterThanOrEqual(4);
    const dots = spray!.metaData!.dots as number[][];
    expect(dots[0]).toHaveLength(20); // 10 dots per tick, dx and dy each
    for (const v of dots.flat()) expect(Math.abs(v)).toBeLessThanOrEqual(80); // radius 8 in tenths
  });

  test('a line is drawn by dragging; a click alone is dropped', async ({ page }) => {
    const c = canvasOf(page, 'line');
    await clickAt(page, c, [50, 50]);
    expect(await annotationsOf(page, 'line')).toEqual([]);
    await drag(page, c, [
      [20, 20],
      [150, 120],
    ]);
    const [line] = await annotationsOf(page, 'line');
    expect(line).toMatchObject({
      type: 'Line',
      points: [
        { x: 20, y: 20 },
        { x: 150, y: 120 },
      ],
    });
  });

  test('curves take their 3 or 4 clicks', async ({ page }) => {
    for (const [x, y] of [
      [20, 120],
      [100, 20],
      [180, 120],
    ] as const)
      await clickAt(page, canvasOf(page, 'curve3'), [x, y]);
    expect((await annotationsOf(page, 'curve3'))[0]).toMatchObject({ type: '3pCurve' });
    for (const [x, y] of [
      [10, 140],
      [60, 10],
      [140, 10],
      [190, 140],
    ] as const)
      await clickAt(page, canvasOf(page, 'curve4'), [x, y]);
    expect((await annotationsOf(page, 'curve4'))[0]!.points).toHaveLength(4);
  });

  test('a sector fill needs an area of 50; fill seeds a flood fill', async ({ page }) => {
    await drag(page, canvasOf(page, 'sector'), [
      [10, 10],
      [14, 10],
      [14, 14],
    ]);
    expect(await annotationsOf(page, 'sector')).toEqual([]);
    await drag(page, canvasOf(page, 'sector'), [
      [20, 20],
      [120, 20],
      [120, 100],
      [20, 100],
    ]);
    expect((await annotationsOf(page, 'sector'))[0]!.type).toBe('SectorFill');
    await clickAt(page, canvasOf(page, 'fill'), [100, 75]);
    expect(await annotationsOf(page, 'fill')).toEqual([
      { type: 'FloodFill', colorIndex: 0, points: [{ x: 100, y: 75 }] },
    ]);
    const png = await storedPng(page, 'fill');
    const { pixels } = await pngPixels(page, png, [[150, 112]]);
    // The whole empty canvas is flooded with colour 0 (#e6194b), over the white storeBgColor.
    expect(pixels[0]![0]).toBeGreaterThan(200);
    expect(pixels[0]![1]).toBeLessThan(150);
  });
});

test.describe('Painter moving, deleting and undo', () => {
  test.beforeEach(async ({ page }) => openForm(page, 'painters'));

  test('dragging an annotation moves it; Shift draws; Ctrl-click deletes', async ({ page }) => {
    const c = canvasOf(page, 'brush');
    await drag(page, c, [
      [20, 20],
      [60, 20],
    ]);
    const before = (await annotationsOf(page, 'brush'))[0]!;
    await drag(page, c, [
      [40, 20],
      [40, 100],
    ]);
    const after = await annotationsOf(page, 'brush');
    expect(after).toHaveLength(1);
    expect(after[0]!.points[0]!.y).toBe(before.points[0]!.y + 80);
    expect(await stateOf(page, 'brush', 'sector')).toBe('LL');
    await drag(
      page,
      c,
      [
        [40, 100],
        [40, 140],
      ],
      { modifiers: ['Shift'] },
    );
    expect(await annotationsOf(page, 'brush')).toHaveLength(2);
    await clickAt(page, c, [40, 140], { modifiers: ['Control'] });
    expect(await annotationsOf(page, 'brush')).toHaveLength(1);
  });

  test('right-click deletes the annotation under the cursor', async ({ page }) => {
    const c = canvasOf(page, 'undoNone');
    await drag(page, c, [
      [20, 20],
      [60, 20],
    ]);
    await clickAt(page, c, [40, 20], { button: 'right' });
    expect(await annotationsOf(page, 'undoNone')).toEqual([]);
  });

  for (const [id, left] of [
    ['undoNone', 2],
    ['undoColor', 1],
    ['undoGlobal', 1],
  ] as const) {
    test(`right-click off the annotations undoes by rightClickUndo (${id})`, async ({ page }) => {
      const c = canvasOf(page, id);
      await drag(page, c, [
        [20, 20],
        [60, 20],
      ]);
      await drag(page, c, [
        [20, 60],
        [60, 60],
      ]);
      await clickAt(page, c, [180, 140], { button: 'right' });
      const list = await annotationsOf(page, id);
      expect(list).toHaveLength(left);
      expect(list[0]!.points[0]!.y).toBe(20); // the first stays; undo takes the last
    });
  }
});

test.describe('Painter toolbox, keyboard and list items', () => {
  test('a toolbox marker dropped onto the diagram becomes an Image annotation in its quadrant', async ({
    page,
  }) => {
    await openForm(page, 'breast-diagram');
    const canvas = canvasOf(page, 'breastMap');
    await page.getByRole('button', { name: 'Mass' }).dragTo(canvas, { targetPosition: { x: 320, y: 80 } });
    const [mark] = await annotationsOf(page, 'breastMap');
    expect(mark).toMatchObject({ type: 'Image', metaData: { marker: 'mass' } });
    expect(await stateOf(page, 'breastMap', 'sectorArray')).toEqual(['UIQ']);
    await expect.poll(() => hiddenValue(page, '#Report')).toContain('Findings marked in: UIQ.');
  });

  test('the keyboard alone places and deletes a marker', async ({ page }) => {
    await openForm(page, 'breast-diagram');
    await page.getByRole('button', { name: 'Calcifications' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(canvasOf(page, 'breastMap')).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    expect(await annotationsOf(page, 'breastMap')).toEqual([
      { type: 'Image', colorIndex: 0, points: [{ x: 120, y: 170 }], metaData: { marker: 'calcification' } },
    ]);
    expect(await stateOf(page, 'breastMap', 'sector')).toBe('LOQ');
    await page.keyboard.press('Delete');
    expect(await annotationsOf(page, 'breastMap')).toEqual([]);
  });

  test('inside a List the colour is the item index and only the first item stores the shared image', async ({
    page,
  }) => {
    await openForm(page, 'painter-list');
    await drag(page, canvasOf(page, 'marks_2_map'), [
      [100, 30],
      [100, 120],
    ]);
    expect((await annotationsOf(page, 'marks_2_map'))[0]!.colorIndex).toBe(1);
    const png = await storedPng(page, 'marks_1_map');
    await page.waitForTimeout(400);
    expect(await hiddenValue(page, 'marks_2_map')).toBeNull();
    // Item 2's stroke (colour 1, #3cb44b) is in item 1's stored picture.
    const { pixels } = await pngPixels(page, (await hiddenValue(page, 'marks_1_map')) ?? png, [[150, 112]]);
    expect(pixels[0]!.slice(0, 3)).toEqual([0x3c, 0xb4, 0x4b]);
  });
});

test.describe('Painter themes', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`the canvas takes the ${theme} theme's colour`, async ({ page }) => {
      await openForm(page, 'painters', { theme });
      const pixel = await canvasOf(page, 'spray').evaluate((c: HTMLCanvasElement) => [
        ...c.getContext('2d')!.getImageData(10, 10, 1, 1).data,
      ]);
      expect(pixel.slice(0, 3)).toEqual(theme === 'dark' ? [0x23, 0x27, 0x2e] : [255, 255, 255]);
    });
  }
});
