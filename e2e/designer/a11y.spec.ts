import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe-core on the designer's screens: no serious or critical violation. */

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  // The Painter's problem list is packages/react's (reported there), not the designer's.
  const theirs = (target: string) => target.includes('.fw-painter-problems');
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).filter((t) => !theirs(t)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.route('**/api/status', (r) => r.fulfill({ json: { Status: 'OK' } }));
  await page.route('**/api/auth', (r) => r.fulfill({ status: 401, json: {} }));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the form list and the editor have no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'New' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/demo');
  await expect(
    page.frameLocator('iframe[title="Form editor"]').getByRole('tab', { name: 'Preview' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
