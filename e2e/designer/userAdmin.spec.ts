import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './support';

/**
 * User administration against the real server (SQLite, the seeded demo site): the site admin reaches it
 * from the navigation and sees the site's users; an author is not offered it; axe-core in both themes.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

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
