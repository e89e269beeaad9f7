import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { annotationsOf, canvasOf, openForm, storedPng } from './helpers';

// Touch and accessibility: the Painter is not mouse-only, and neither view brings axe violations.

test.describe('touch', () => {
  test.use({ hasTouch: true });

  test('a tap with the fill marker seeds a flood fill; a tapped toolbox marker is placed by the next tap', async ({
    page,
  }) => {
    await openForm(page, 'painters');
    const fill = (await canvasOf(page, 'fill').boundingBox())!;
    await page.touchscreen.tap(fill.x + 1 + 60, fill.y + 1 + 40);
    expect(await annotationsOf(page, 'fill')).toEqual([
      { type: 'FloodFill', colorIndex: 0, points: [{ x: 60, y: 40 }] },
    ]);
    await openForm(page, 'breast-diagram');
    await page.getByRole('button', { name: 'Mass' }).tap();
    const box = (await canvasOf(page, 'breastMap').boundingBox())!;
    await page.touchscreen.tap(box.x + 1 + 100, box.y + 1 + 200);
    expect(await annotationsOf(page, 'breastMap')).toEqual([
      { type: 'Image', colorIndex: 0, points: [{ x: 100, y: 200 }], metaData: { marker: 'mass' } },
    ]);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`no axe violations in the Painter and the Graph (${theme})`, async ({ page }) => {
    await openForm(page, 'breast-diagram', { theme });
    const painter = await new AxeBuilder({ page }).include('.fw-painter').analyze();
    expect(painter.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await openForm(page, 'graph', { theme });
    await storedPng(page, 'chart');
    const graph = await new AxeBuilder({ page }).include('.fw-graph').analyze();
    expect(graph.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
