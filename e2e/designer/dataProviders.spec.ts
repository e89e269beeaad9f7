import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The data provider screen against the real server (SQLite, the seeded demo site): an author adds a
 * provider, sees the JSON check refuse bad test data, edits and deletes it; axe-core finds no serious
 * violation in either colour mode.
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

test('an author adds, edits and deletes a data provider', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  await page.getByRole('link', { name: 'Data providers' }).click();
  await expect(page).toHaveURL(/\/DataProviders$/);
  await expect(page.getByRole('columnheader', { name: 'Uid' })).toBeVisible();
  const id = `E2eLabs${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('1');
  await page.getByLabel('Id', { exact: true }).fill(id);
  await page.getByLabel('Uid', { exact: true }).fill('e2e-uid');
  await page.getByLabel('Test data JSON').fill('{"crp": ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('button', { name: 'Invalid Test data JSON. (Click here to see exception)' }),
  ).toBeVisible();
  await page.getByLabel('Test data JSON').fill('{"crp": 5}');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('e2e-uid');

  await page.getByRole('button', { name: `Edit ${id}` }).click();
  await page.getByLabel('Version', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete the dataprovider ${id}?`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${id}` }).click();
  await expect(row).toHaveCount(0);
});
