import { expect, test, type Page } from '@playwright/test';
import { formAction } from './support';

/**
 * The outer app against a mocked server (page.route): the status probe, the user, the login page, the
 * no-permission page, the top navigation by role, the profile menu, and the save flow when the server
 * fails and then comes back.
 */

const ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const USER = {
  Guid: '0b8f6f7e-1111-4222-8333-944455556666',
  GivenName: 'Ada',
  FamilyName: 'Author',
  Role: 1,
};

/** Accepts the next dialog (an alert blocks the page, so it must be answered from a handler). */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.accept();
    }),
  );
}

async function mockServer(
  page: Page,
  user: object | undefined,
  extra: (page: Page) => Promise<void> = async () => undefined,
) {
  await page.route('**/api/status', (r) => r.fulfill({ json: { Status: 'ok' } }));
  await page.route('**/api/status/isupgrading', (r) => r.fulfill({ json: { IsUpgrading: false } }));
  await page.route('**/api/auth', (r) =>
    user ? r.fulfill({ json: user }) : r.fulfill({ status: 401, json: {} }),
  );
  await page.route('**/api/auth/csrf', (r) => r.fulfill({ body: 'token-1', contentType: 'text/plain' }));
  await page.route('**/api/sites', (r) => r.fulfill({ json: [{ Id: 1, Name: 'Demo Hospital' }] }));
  await page.route('**/api/user/showTutorial', (r) => r.fulfill({ json: { ShowTutorial: false } }));
  await page.route('**/api/templates/currentUser', (r) => r.fulfill({ status: 204 }));
  await extra(page);
}

test('signed out: the login page with Start, the footer and the System Requirements box', async ({
  page,
}) => {
  await mockServer(page, undefined);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', /SignIn/);
  await expect(page.locator('footer')).toContainText('2026');
  await expect(page.getByText('Tested on Chrome')).toBeHidden();
  await page.getByRole('button', { name: 'System Requirements' }).click();
  await expect(page.getByText('Tested on Chrome')).toBeVisible();
});

test('role None: the no-permission message and Copy Id', async ({ page }) => {
  await mockServer(page, { ...USER, Role: 0 });
  await page.goto('/');
  await expect(
    page.getByText('You are logged in, but do not have permissions to do anything yet.'),
  ).toBeVisible();
  const message = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Copy Id' }).click();
  expect(await message).toBe(`User Id ${USER.Guid} has been copied to the clipboard.`);
});

test('the top navigation by role and the profile menu', async ({ page }) => {
  await mockServer(page, { ...USER, Role: 2 });
  await page.route('**/api/Templates', (r) => r.fulfill({ json: [] }));
  await page.goto('/');
  await expect(page.getByText('No forms exist yet, create one!')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Data providers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Administer users' })).toBeVisible();
  await nav.getByRole('button', { name: 'Help' }).click();
  for (const item of ['Release Notes', 'Users Guide', 'About'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.keyboard.press('Escape');
  await nav.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ada Author' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  await nav.getByRole('button', { name: 'Profile' }).click();
  const message = acceptNextDialog(page);
  await page.getByRole('menuitem', { name: 'Copy user ID' }).click();
  expect(await message).toBe(`User Id ${USER.Guid} has been copied to the clipboard.`);
});

test('a ProviderAdmin sees the Formwright admin entry instead of Administer users', async ({ page }) => {
  await mockServer(page, { ...USER, Role: 3 });
  await page.route('**/api/Templates', (r) => r.fulfill({ json: [] }));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Formwright admin' })).toHaveAttribute(
    'href',
    '/FormwrightAdmin',
  );
  await expect(nav.getByRole('link', { name: 'Administer users' })).toHaveCount(0);
});

test("a failed save alerts 'Save failed' and loses nothing; saving again when the server is back works", async ({
  page,
}) => {
  let serverUp = false;
  const template = {
    Id: ID,
    Name: 'Liver',
    Version: 1,
    MaxVersion: 1,
    FolderId: 1,
    Template: {
      Yaml: 'Metadata:\n  lang: en\n  title: Liver\n  description: D\nReportOutput:\n  - text: x\nComponents:\n  - Text:\n      id: t\n      label: T\n',
      JsCode: '',
    },
  };
  await mockServer(page, USER, async (p) => {
    await p.route(`**/api/Templates/${ID}`, (r) => r.fulfill({ json: template }));
    await p.route(`**/api/Templates/${ID}/2`, (r) =>
      r.fulfill({ json: { ...template, Version: 2, MaxVersion: 2 } }),
    );
    await p.route(`**/api/templates/${ID}/currentUsers`, (r) => r.fulfill({ json: [] }));
    await p.route('**/api/Templates', (r) =>
      serverUp ? r.fulfill({ json: { Id: ID, Version: 2 } }) : r.fulfill({ status: 503, json: {} }),
    );
  });
  await page.goto(`/${ID}`);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Liver');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('# not lost');
  const message = acceptNextDialog(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect(await message).toBe('Save failed');
  await expect(editor).toContainText('# not lost');
  expect(await page.evaluate((id) => localStorage.getItem(`formwright.draft:${id}`), ID)).toContain(
    '# not lost',
  );
  serverUp = true;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/${ID}/2$`));
  expect(await page.evaluate((id) => localStorage.getItem(`formwright.draft:${id}`), ID)).toBeNull();
});

test('leaving the editor with unsaved changes asks first', async ({ page }) => {
  await mockServer(page, USER, async (p) => {
    await p.route('**/api/Templates', (r) => r.fulfill({ json: [] }));
  });
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Components:');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n# change');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveClass(/fw-save-unsaved/);
  page.once('dialog', (d) => {
    expect(d.message()).toBe(
      'There are unsaved changes, are you really sure you would like to leave without saving changes?',
    );
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'Formwright' }).click();
  await expect(page).toHaveURL(/\/new$/);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('link', { name: 'Formwright' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the upgrade banner shows while the server says it is upgrading', async ({ page }) => {
  await mockServer(page, USER, async (p) => {
    await p.route('**/api/status/isupgrading', (r) => r.fulfill({ json: { IsUpgrading: true } }));
    await p.route('**/api/Templates', (r) => r.fulfill({ json: [] }));
  });
  await page.goto('/');
  await expect(
    page.getByText('Server is going down for a version upgrade soon. Please save your changes and log out.'),
  ).toBeVisible();
});

test('without a server the designer runs in local mode and says so discreetly', async ({ page }) => {
  await page.route('**/api/status', (r) => r.fulfill({ status: 502, body: '' }));
  await page.goto('/');
  await expect(page.getByText('Local mode')).toBeVisible();
  await expect(formAction(page, 'New form')).toBeVisible();
});
