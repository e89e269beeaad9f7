import { expect, test, type Page } from '@playwright/test';
import {
  LOGIN_HEADLINE,
  NO_PERMISSION,
  appendSpec,
  callApi,
  editorFrame,
  formAction,
  specEditor,
} from './support';

/**
 * The designer signed in through OpenID Connect in the browser: a second real server (port 4182, its own
 * SQLite folder, the seeded demo site) configured with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET
 * against a real identity provider on loopback (e2e/designer/idp.ts, oidc-provider on port 4183, both
 * started by playwright.config.ts). Start on the login page, the identity provider's own login and consent
 * pages, back in the designer signed in; a short part of the journey; Log off.
 */

const DESIGNER = process.env.FORMWRIGHT_E2E_OIDC_SERVER ?? 'http://127.0.0.1:4182';
const IDP = process.env.FORMWRIGHT_E2E_IDP ?? 'http://127.0.0.1:4183';

test.use({ baseURL: DESIGNER });

/** Presses Start on the login page and signs in as `login` on the identity provider's pages. */
async function signInThroughIdp(page: Page, login: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADLINE })).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP}/`));
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${IDP}/`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${DESIGNER}/`);
}

test('an author signs in through the identity provider, saves a form, sees its version and logs off', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInThroughIdp(page, 'author');
  // The first-use tutorial is formList.spec.ts's: switched off here so it covers nothing.
  expect((await callApi(page, 'POST', '/api/user/showTutorial/false')).status).toBe(200);
  await page.reload();
  // The seeded author (matched by e-mail) with role User: the form list and the navigation.
  await expect(formAction(page, 'Demo')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Data providers' }),
  ).toBeVisible();
  const me = await page.evaluate(async () => (await fetch('/api/auth')).json());
  expect(me).toMatchObject({ Email: 'author@demo.local', Role: 1 });

  await formAction(page, 'New form').click();
  await expect(specEditor(page)).toContainText('title: New form', { timeout: 30_000 });
  await appendSpec(page, '\n# signed in through OpenID Connect');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  await editorFrame(page).getByRole('tab', { name: 'Build' }).click();
  await expect(editorFrame(page).getByRole('checkbox', { name: 'Select version 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log off' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADLINE })).toBeVisible();
  const after = await page.evaluate(async () => (await fetch('/api/auth')).status);
  expect(after).toBe(401);
});

test('a person the designer has never seen signs in through the identity provider and sees the no-permission message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughIdp(page, `newcomer${Date.now() % 1_000_000}`);
  await expect(page.getByText(NO_PERMISSION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Id' })).toBeVisible();
});
