import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * User administration against the real server (SQLite, the seeded demo site): the site admin reaches it
 * from the navigation and sees the site's users; an author is not offered it; axe-core in both themes.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

async function signIn(page: Page, login: string) {
  await page.goto('/');
  await page.getByLabel('Debug sign-in (e-mail)').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Debug sign-in (e-mail)')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the site admin administers users; axe-core finds no serious violation in both themes', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.local');
  await page.getByRole('link', { name: 'Administer users' }).click();
  await expect(page).toHaveURL(/\/UserAdmin$/);
  await expect(page.getByRole('cell', { name: 'Form Author', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unverified users' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an author is not offered user administration', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  await expect(page.getByRole('link', { name: 'Data providers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administer users' })).toHaveCount(0);
});
