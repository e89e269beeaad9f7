import { expect, test, type Page } from '@playwright/test';
import {
  LOGINS,
  SERVER,
  callApi,
  contextAs,
  editorFrame,
  formAction,
  numberForm,
  saveForm,
  seriousViolations,
  startInTheme,
} from './support';

/** axe-core on the designer's screens: no serious or critical violation. */

test('the login page has no serious accessibility violation', async ({ page }) => {
  await page.route('**/api/status', (r) => r.fulfill({ json: { Status: 'OK' } }));
  await page.route('**/api/auth', (r) => r.fulfill({ status: 401, json: {} }));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the form list and the editor have no serious accessibility violation', async ({ page }) => {
  test.setTimeout(120_000); // axe on the demo form's editor takes a while on a loaded machine
  await page.goto('/');
  await expect(formAction(page, 'New form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/demo');
  await expect(
    page.frameLocator('iframe[title="Form editor"]').getByRole('tab', { name: 'Preview' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * Every screen the walk (walk.spec.ts) visits, against the real server (port 4181), as the person who
 * sees it, in the dark and the light theme: no serious or critical axe-core violation.
 */
test.describe('every screen against the real server, in both themes', () => {
  test.use({ baseURL: SERVER });

  let form: { id: string; version: number };
  test.beforeAll(async ({ browser }) => {
    const context = await contextAs(browser, LOGINS.author);
    const page = await context.newPage();
    await page.goto('/api/status');
    const title = `Axe form ${Date.now()}`;
    form = await saveForm(page, title, numberForm(title));
    const enabled = await callApi(page, 'POST', `/api/templates/availableForPreview/${form.id}`, {
      Enabled: true,
    });
    expect(enabled.status).toBe(200);
    await context.close();
  });

  const frameReady = (page: Page) =>
    expect(editorFrame(page).getByRole('tab', { name: 'Preview', exact: true })).toBeVisible({
      timeout: 30_000,
    });
  const h1 = (name: string) => (page: Page) =>
    expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

  const SCREENS: readonly {
    name: string;
    login: string | undefined;
    path: () => string;
    ready: (page: Page) => Promise<void>;
  }[] = [
    {
      name: 'the login page',
      login: undefined,
      path: () => '/',
      ready: (page) => expect(page.getByRole('link', { name: 'Start' })).toBeVisible(),
    },
    {
      name: 'the no-permission page',
      login: LOGINS.guest,
      path: () => '/',
      ready: (page) => expect(page.getByRole('button', { name: 'Copy Id' })).toBeVisible(),
    },
    {
      name: 'the form list',
      login: LOGINS.author,
      path: () => '/',
      ready: (page) => expect(formAction(page, 'Demo')).toBeVisible(),
    },
    { name: 'the editor on /new', login: LOGINS.author, path: () => '/new', ready: frameReady },
    { name: 'the editor on /demo', login: LOGINS.author, path: () => '/demo', ready: frameReady },
    {
      name: 'the import dialog on /fromFile',
      login: LOGINS.author,
      path: () => '/fromFile',
      ready: (page) =>
        expect(editorFrame(page).getByRole('dialog', { name: 'Import from file' })).toBeVisible({
          timeout: 30_000,
        }),
    },
    {
      name: 'the data providers',
      login: LOGINS.author,
      path: () => '/DataProviders',
      ready: h1('Data providers'),
    },
    {
      name: 'user administration',
      login: LOGINS.admin,
      path: () => '/UserAdmin',
      ready: h1('Administer users'),
    },
    {
      name: 'provider administration',
      login: LOGINS.provider,
      path: () => '/FormwrightAdmin',
      ready: h1('Provider administration'),
    },
    { name: 'the release notes', login: LOGINS.author, path: () => '/help', ready: h1('Release notes') },
    {
      name: 'the users guide',
      login: LOGINS.author,
      path: () => '/help/usersguide',
      ready: h1('Users guide'),
    },
    {
      name: 'the about page',
      login: LOGINS.author,
      path: () => '/help/about',
      ready: h1('About Formwright Designer'),
    },
    {
      name: 'the public preview, signed out',
      login: undefined,
      path: () => `/preview/${form.id}/${form.version}`,
      ready: (page) => expect(page.getByRole('main')).toBeVisible(),
    },
    {
      name: 'TemplateView',
      login: LOGINS.author,
      path: () => '/TemplateView',
      ready: (page) => expect(page.getByRole('main')).toBeVisible(),
    },
  ];

  for (const screen of SCREENS) {
    test(`${screen.name} has no serious accessibility violation in either theme`, async ({ browser }) => {
      test.setTimeout(180_000);
      for (const theme of ['dark', 'light'] as const) {
        const context = screen.login
          ? await contextAs(browser, screen.login, { theme })
          : await browser.newContext({ baseURL: SERVER });
        const page = await context.newPage();
        if (!screen.login) await startInTheme(page, theme);
        await page.goto(screen.path());
        await screen.ready(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
        expect(await seriousViolations(page), theme).toEqual([]);
        await context.close();
      }
    });
  }

  test('the editor of a saved form with each right tab has no serious accessibility violation in either theme', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    for (const theme of ['dark', 'light'] as const) {
      const context = await contextAs(browser, LOGINS.author, { theme });
      const page = await context.newPage();
      await page.goto(`/${form.id}/${form.version}`);
      await frameReady(page);
      const tabs = editorFrame(page).getByRole('tablist', { name: 'Preview tabs' });
      for (const tab of ['Preview', 'Form data', 'Form state', /^Tests/, 'Build', 'Share', 'Help']) {
        await tabs.getByRole('tab', { name: tab }).click();
        await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        expect(await seriousViolations(page), `${theme}: ${String(tab)}`).toEqual([]);
      }
      await context.close();
    }
  });
});
