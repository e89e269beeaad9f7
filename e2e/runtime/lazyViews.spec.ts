import { expect, test } from '@playwright/test';
import { openForm } from './helpers';

// The Painter view, the Graph view and the chart library are lazy chunks (apps/runtime/build/sharedModules.ts):
// a form with a Painter loads formwright-painter.js, one with a Graph formwright-graph.js and, through it,
// formwright-chart.js, and each draws on the main bundle's React; a form without them never loads them. Build
// mode's error list, provenance panel and "feeds" markers are the chunk formwright-build.js, loaded only
// for a form mounted with buildMode.
test.describe('lazily loaded views', () => {
  test('a form with a Painter loads the painter chunk and shows its canvas', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await openForm(page, { form: 'fixtures/forms/demo.yaml' });
    await expect(page.locator('[data-fw-type="Painter"] canvas').first()).toBeVisible();
    expect(chunks).toContain('/dist/formwright-painter.js');
  });

  test('a form with a Graph loads the graph chunk, which loads the chart chunk and draws', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await openForm(page, { form: 'fixtures/forms/corpus/lesion-growth-graph.yaml' });
    await expect(page.locator('[data-fw-type="Graph"] .fw-graph-chart svg.main-svg').first()).toBeVisible();
    expect(chunks).toContain('/dist/formwright-graph.js');
    expect(chunks).toContain('/dist/formwright-chart.js');
  });

  test('a compiled form without a Painter, Graph or script loads no lazy chunk', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await openForm(page, { form: 'fixtures/forms/corpus/thyroid-tirads.yaml', compiled: true });
    await expect(page.locator('#form input[name="#Report"]')).toHaveCount(1);
    expect(
      chunks.filter(
        (c) =>
          c.startsWith('/dist/') &&
          c !== '/dist/formwright-runtime.js' &&
          c !== '/dist/formwright-runtime.css',
      ),
    ).toEqual([]);
  });

  test('build mode loads the build chunk: its panel lights the fields a piece read, on the main bundle', async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await openForm(page, { form: 'fixtures/forms/corpus/thyroid-tirads.yaml', buildMode: true });
    const panel = page.getByRole('region', { name: 'Report provenance' });
    await expect(panel).toBeVisible();
    expect(chunks).toContain('/dist/formwright-build.js');
    // The panel (in the chunk) and the fields' highlight (in the main bundle) share one context.
    const piece = panel.locator('button[data-fw-reads]:not([data-fw-reads=""])').first();
    const read = ((await piece.getAttribute('data-fw-reads')) ?? '').split(' ')[0] ?? '';
    const field = page.locator(`[data-fw-id="${read}"]`);
    await expect(field).not.toHaveAttribute('data-fw-highlighted', 'true');
    await piece.hover();
    await expect(field).toHaveAttribute('data-fw-highlighted', 'true');
  });
});
