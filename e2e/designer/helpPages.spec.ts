import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support';

/**
 * The help pages (release notes, users guide, about) on the built designer in local mode: reached from
 * the Help menu, showing their content, and with no serious axe-core violation in either colour mode.
 */

/** Checks the page in the current colour mode, switches the theme and checks it again. */
async function inBothThemes(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  const dark = await page.evaluate(() => document.documentElement.classList.contains('theme-dark'));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  await expect(page.locator('html')).toHaveClass(dark ? /theme-light/ : /theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);
}

test('the Help menu opens the release notes, the users guide and the about page', async ({ page }) => {
  await page.goto('/');
  for (const [item, path, heading] of [
    ['Release Notes', '/help', 'Release notes'],
    ['Users Guide', '/help/usersguide', 'Users guide'],
    ['About', '/help/about', 'About Formwright Designer'],
  ] as const) {
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('the release notes list our version and pass axe-core in both themes', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 2, name: /Version 0\.1\.0/ })).toBeVisible();
  await inBothThemes(page);
});

test('the users guide shows the disclaimer and passes axe-core in both themes', async ({ page }) => {
  await page.goto('/help/usersguide');
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(
    'not responsible for the clinical relevance of built forms',
  );
  await expect(page.getByRole('heading', { level: 2, name: /CTRL\+SPACE/ })).toBeVisible();
  await inBothThemes(page);
});

test('the about page shows the version text file and passes axe-core in both themes', async ({ page }) => {
  const lines = (await (await page.request.get('/version.txt')).text()).split('\n').map((l) => l.trim());
  await page.goto('/help/about');
  const [major, minor, patch] = (lines[0] ?? '').split('.');
  await expect(page.locator('dt:has-text("Version") + dd')).toHaveText(`${major}.${minor}`);
  await expect(page.locator('dt:has-text("Patch") + dd')).toHaveText(patch ?? '0');
  await expect(page.locator('dt:has-text("Year") + dd')).toHaveText(lines[1] ?? '');
  await expect(page.locator('dt:has-text("Build number") + dd')).toHaveText(lines[2] ?? '');
  await inBothThemes(page);
});
