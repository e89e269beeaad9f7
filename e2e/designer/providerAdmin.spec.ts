import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './support';

/**
 * Provider-level administration against the real server (SQLite, the seeded demo site): the provider
 * admin sees the sites, creates one, and axe-core finds no serious violation in either colour mode.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

test('the provider admin lists and creates sites', async ({ page }) => {
  await signIn(page, 'provider@demo.local');
  await page.getByRole('link', { name: 'Formwright admin' }).click();
  await expect(page).toHaveURL(/\/FormwrightAdmin$/);
  await expect(page.getByRole('cell', { name: 'Demo Hospital', exact: true })).toBeVisible();
  const name = `E2e site ${Date.now() % 100000}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('made by the browser test');
  await page.getByLabel('Email domain', { exact: true }).fill('e2e.local');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
