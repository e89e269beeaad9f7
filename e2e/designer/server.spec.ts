import { expect, test } from '@playwright/test';
import { allowAssetsCrossOrigin, formAction, signIn } from './support';

/**
 * The designer against the real server (SQLite, local mode with the seeded demo site): sign in with the
 * debug sign-in, create a form from the starter, save it, see its versions and build it.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });
// Long journeys through the editor: room for a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

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
  await formAction(page, 'New form').click();
  await expect(page).toHaveURL(/\/new(\?folder=\d+)?$/);
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
  await expect(formAction(page, 'New form')).toBeVisible();
});

test('building an unsaved form asks in the browser to save first, then saves and builds the saved version', async ({
  page,
}) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Components:');
  await frame.getByRole('tab', { name: 'Build' }).click();
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  const download = page.waitForEvent('download');
  await frame.getByRole('button', { name: 'Create new build' }).click();
  expect(await asked).toBe(
    'You cannot build an IDS7 template without saving first, do you wish to save now?',
  );
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  expect((await download).suggestedFilename()).toMatch(/-v\d+\.\d+\.1(\.\d+)?\.srtpkg$/);
});

test('versions: an older version shows the banner, and saving it asks first; sharing and presence', async ({
  page,
  browser,
}) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Components:');
  const append = async (text: string) => {
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(text);
  };
  await append('\n# one');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/1$/);
  const id = /\/([0-9a-f-]{36})\/1$/.exec(page.url())![1]!;
  await append('\n# two');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/2$`));

  await page.goto(`/${id}/1`);
  await expect(page.getByText('You are not editing the latest version.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the latest version' })).toHaveAttribute('href', `/${id}`);
  await append('\n# from one');
  page.once('dialog', (d) => {
    expect(d.message()).toBe(
      'Are you sure you want to save the current changes that are not based on the latest version of the form?',
    );
    void d.accept();
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/3$`));

  await frame.getByRole('tab', { name: 'Share' }).click();
  await frame.getByRole('checkbox', { name: 'Preview enabled' }).check();
  await expect(frame.getByText(`/preview/${id}/3`)).toBeVisible();
  await frame.getByRole('checkbox', { name: 'Public form' }).check();
  await page.reload();
  await frame.getByRole('tab', { name: 'Share' }).click();
  await expect(frame.getByRole('checkbox', { name: 'Preview enabled' })).toBeChecked();
  await expect(frame.getByRole('checkbox', { name: 'Public form' })).toBeChecked();

  // Another user of the site opening the form sees the author in the presence banner.
  const other = await browser.newContext({ baseURL: 'http://127.0.0.1:4181' });
  const page2 = await other.newPage();
  await allowAssetsCrossOrigin(page2);
  await signIn(page2, 'admin@demo.local');
  await page2.goto(`/${id}`);
  await expect(
    page2.getByText(/Other user\(s\) are currently also viewing and or editing this form: .+/),
  ).toBeVisible();
  await other.close();
});
