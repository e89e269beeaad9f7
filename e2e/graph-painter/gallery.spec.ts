import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { openForm, storedPng } from './helpers';

// The gallery pictures of docs/graph-painter.md (docs/gallery/graph-*.png, painter-*.png). Not a check:
// run on purpose with FORMWRIGHT_GALLERY=1 after a visible change, then review and commit the pictures
// (playwright.config.ts leaves this file out of the graph-painter project otherwise).
const gallery = (name: string) => fileURLToPath(new URL(`../../docs/gallery/${name}.png`, import.meta.url));

for (const theme of ['dark', 'light'] as const) {
  test(`gallery: Graph, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 720 });
    await openForm(page, 'lesion-growth-graph', { theme });
    await page.evaluate(() => {
      const store = (window as unknown as { __fw: { store: { update(i: unknown): void } } }).__fw.store;
      const set = (id: string, value: unknown) => store.update({ type: 'set', id, value });
      set('exams_1_date', '2025-01-14');
      set('exams_1_size', 18);
      set('exams_2_date', '2025-04-22');
      set('exams_2_size', 23);
      store.update({ type: 'add', id: 'exams' });
      set('exams_3_date', '2025-08-05');
      set('exams_3_size', 27);
    });
    await storedPng(page, 'growth');
    await expect(page.locator('[data-fw-id="growth"] .main-svg').first()).toBeVisible();
    await page.locator('#form').screenshot({ path: gallery(`graph-${theme}`) });
  });

  test(`gallery: Painter, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 760, height: 560 });
    await openForm(page, 'breast-diagram', { theme });
    await page.evaluate(() => {
      const store = (window as unknown as { __fw: { store: { update(i: unknown): void } } }).__fw.store;
      store.update({
        type: 'set',
        id: 'breastMap',
        value: [
          { type: 'Image', colorIndex: 0, points: [{ x: 130, y: 95 }], metaData: { marker: 'mass' } },
          {
            type: 'Image',
            colorIndex: 0,
            points: [{ x: 160, y: 60 }],
            metaData: { marker: 'calcification' },
          },
          {
            type: 'Brush',
            colorIndex: 0,
            points: [
              { x: 270, y: 200 },
              { x: 285, y: 215 },
              { x: 300, y: 222 },
              { x: 318, y: 224 },
            ],
            metaData: { width: 3 },
          },
        ],
      });
      store.update({ type: 'set', id: 'comment', value: 'Compare with the prior mammogram.' });
    });
    await storedPng(page, 'breastMap');
    await page.locator('#form').screenshot({ path: gallery(`painter-${theme}`) });
  });
}
