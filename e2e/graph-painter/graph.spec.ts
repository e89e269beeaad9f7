import { expect, test, type Page } from '@playwright/test';
import { hiddenValue, openForm, pngPixels, storedPng } from './helpers';

// Graph in Chromium (docs/components.md#graph, docs/engine.md#scripts, docs/components.md#components): plotly drawn lazily, the PNG in the hidden
// input, the theme's colours, and the chart following its data formula.

const chartData = (page: Page) =>
  page.locator('[data-fw-id="chart"] .fw-graph-chart').evaluate((el) => {
    const g = el as unknown as { data?: { y: unknown[] }[]; _fullLayout?: { paper_bgcolor: string } };
    return { y: g.data?.[0]?.y, paper: g._fullLayout?.paper_bgcolor };
  });

test('the chart is drawn and stored as a PNG at scale 1.5 on storeImageBackgroundColor', async ({ page }) => {
  await openForm(page, 'graph');
  await expect(page.locator('[data-fw-id="chart"] .main-svg').first()).toBeVisible();
  const png = await storedPng(page, 'chart');
  const { width, height, pixels } = await pngPixels(page, png, [[2, 2]]);
  expect([width, height]).toEqual([600, 390]);
  expect(pixels[0]!.slice(0, 3)).toEqual([255, 255, 255]);
});

test('the chart follows its data formula when an input changes, and the PNG is re-stored', async ({
  page,
}) => {
  await openForm(page, 'graph');
  await expect.poll(async () => (await chartData(page)).y).toEqual([10, 20, 30]);
  const first = await storedPng(page, 'chart');
  const input = page.getByLabel('First');
  await input.fill('50');
  await input.press('Tab');
  await expect.poll(async () => (await chartData(page)).y).toEqual([50, 20, 70]);
  await expect.poll(() => hiddenValue(page, 'chart')).not.toBe(first);
});

test('a formula inside one trace is evaluated and followed live; the literal trace stays as written', async ({
  page,
}) => {
  await openForm(page, 'graph-traces');
  const traces = () =>
    page.locator('[data-fw-id="chart"] .fw-graph-chart').evaluate((el) => {
      const g = el as unknown as { data?: { y: unknown[]; name: string }[] };
      return g.data?.map((t) => [t.name, t.y]);
    });
  await expect.poll(traces).toEqual([
    ['Size 10', [10, 20, 30]],
    ['Baseline', [5, 5, 5]],
  ]);
  await expect(page.locator('[data-fw-id="chart"] .legendtext', { hasText: 'Size 10' })).toBeVisible();
  const input = page.getByLabel('First');
  await input.fill('50');
  await input.press('Tab');
  await expect.poll(traces).toEqual([
    ['Size 50', [50, 20, 70]],
    ['Baseline', [5, 5, 5]],
  ]);
  await expect(page.locator('[data-fw-id="chart"] .legendtext', { hasText: 'Size 50' })).toBeVisible();
});

for (const [theme, paper] of [
  ['dark', 'rgb(35, 39, 46)'],
  ['light', 'rgb(255, 255, 255)'],
] as const) {
  test(`the chart's colours follow the ${theme} theme`, async ({ page }) => {
    await openForm(page, 'graph', { theme });
    await expect.poll(async () => (await chartData(page)).paper).toBeTruthy();
    const bg = await page
      .locator('[data-fw-id="chart"] .main-svg')
      .first()
      .evaluate((svg) => getComputedStyle(svg).backgroundColor);
    expect(bg).toBe(paper);
  });
}

test('plotly loads only for a form with a Graph', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openForm(page, 'painters');
  await page.waitForTimeout(300);
  expect(requests.filter((u) => u.includes('plotly'))).toEqual([]);
  await openForm(page, 'graph');
  await expect(page.locator('[data-fw-id="chart"] .main-svg').first()).toBeVisible();
  expect(requests.filter((u) => u.includes('plotly'))).toHaveLength(1);
});

test('a list-fed Graph from the corpus redraws when an examination is added', async ({ page }) => {
  await openForm(page, 'lesion-growth-graph');
  const points = () =>
    page.locator('[data-fw-id="growth"] .fw-graph-chart').evaluate((el) => {
      const g = el as unknown as { data?: { y: unknown[] }[] };
      return g.data?.[0]?.y?.length ?? -1;
    });
  await expect.poll(points).toBe(2);
  await page.getByRole('button', { name: 'Add examination' }).click();
  await expect.poll(points).toBe(3);
  await storedPng(page, 'growth');
});
