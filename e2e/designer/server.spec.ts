import { expect, test, type Page } from '@playwright/test';

/**
 * The designer against the real server (SQLite, local mode with the seeded demo site): sign in with the
 * debug sign-in, create a form from the starter, save it, see its versions and build it.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

/**
 * The editor frame runs on an opaque origin, so its module scripts are cross-origin requests that need
 * `Access-Control-Allow-Origin` on the static assets (apps/designer/CONTEXT.md). Until the server sends
 * it, the test adds it to the answers it passes through.
 */
async function allowAssetsCrossOrigin(page: Page) {
  await page.route('**/assets/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}

async function signIn(page: Page, login: string) {
  await page.goto('/');
  await page.getByLabel('Debug sign-in (e-mail)').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Debug sign-in (e-mail)')).toHaveCount(0);
}

test('a guest without a grant sees only the no-permission message', async ({ page }) => {
  await signIn(page, 'guest@demo.local');
  await expect(
    page.getByText('You are logged in, but do not have permissions to do anything yet.'),
  ).toBeVisible();
});

test('an author creates a form from the starter, saves it, sees its version and builds it', async ({
  page,
}) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  await page.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/new$/);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Components:');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n# first version');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('# first version');

  await frame.getByRole('tab', { name: 'Build' }).click();
  await expect(frame.getByRole('checkbox', { name: 'Select version 1' })).toBeVisible();
  await expect(frame.getByText('22.1')).toBeVisible();
  const download = page.waitForEvent('download');
  await frame.getByRole('button', { name: 'Create new build' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.srtpkg$/);
  // A version with a build cannot be checked for deletion.
  await expect(frame.getByRole('checkbox', { name: 'Select version 1' })).toBeDisabled();

  await page.getByRole('link', { name: 'Formwright' }).click();
  await expect(page.getByRole('link', { name: 'New form' })).toBeVisible();
});
