import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from '../../apps/designer/src/outer/routes';
import { Role } from '../../apps/designer/src/outer/session/roles';
import {
  LOGIN_HEADLINE,
  LOGINS,
  NO_PERMISSION,
  SERVER,
  appendSpec,
  callApi,
  contextAs,
  formAction,
  editorFrame,
  numberForm,
  saveForm,
  setSpec,
  specEditor,
} from './support';

/**
 * The designer walked by every role against the real server (SQLite, port 4181, debug sign-in, the seeded
 * demo site): (a) every route of the routes table (apps/designer/src/outer/routes.ts) as signed out, guest
 * (None), author (User), admin (Admin) and provider (ProviderAdmin), with what each person sees and the
 * top navigation each is offered; (b) the journey of issue 13 from the starter form to administering
 * users and sites. Folder steps are in formList.spec.ts.
 */

test.use({ baseURL: SERVER });

type Who = 'signedOut' | 'guest' | 'author' | 'admin' | 'provider';
const ROLE_ORDER: Record<Exclude<Who, 'signedOut'>, number> = { guest: 0, author: 1, admin: 2, provider: 3 };

/** What a route shows to one person. */
type Expectation = (page: Page) => Promise<void>;

const PREVIEW_FAILED =
  'Could not load form preview, make sure the form has preview enabled and that the link is correct.';

const sees = {
  login: async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADLINE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
  },
  noPermission: async (page: Page) => {
    await expect(page.getByText(NO_PERMISSION)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Id' })).toBeVisible();
  },
  refused: async (page: Page) => {
    await expect(page.getByText('This page is for a higher role than yours.')).toBeVisible();
  },
  heading: (name: string) => async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  },
  formList: async (page: Page) => {
    await expect(formAction(page, 'Demo')).toBeVisible();
    await expect(formAction(page, 'Import from File')).toBeVisible();
  },
  editor: (text: string) => async (page: Page) => {
    // The sandboxed frame loads its own bundle: on a loaded machine that takes a while.
    await expect(editorFrame(page).getByRole('tab', { name: 'Specification', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(specEditor(page)).toContainText(text);
  },
  importDialog: async (page: Page) => {
    await expect(editorFrame(page).getByRole('dialog', { name: 'Import from file' })).toBeVisible({
      timeout: 30_000,
    });
  },
  /** A public screen: shown without login and without the no-permission message. */
  publicScreen: async (page: Page) => {
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { name: LOGIN_HEADLINE })).toHaveCount(0);
    await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);
  },
  /** The public preview of a form whose preview is not enabled: its failure text, no login needed. */
  previewRefused: async (page: Page) => {
    await sees.publicScreen(page);
    await expect(page.getByText(PREVIEW_FAILED)).toBeVisible();
  },
  templateView: async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'TemplateView' })).toBeVisible();
  },
};

/**
 * One row per route of the routes table: its pattern, a concrete path and what the screen shows to whom
 * may see it. The least role of each comes from the table itself (apps/designer/src/outer/routes.ts).
 */
interface Row {
  readonly pattern: string;
  readonly path: (form: { id: string; version: number }) => string;
  readonly screen: Expectation;
}

const FORM_TITLE = `Walk route form ${Date.now()}`;

const ROWS: readonly Row[] = [
  { pattern: '/', path: () => '/', screen: sees.formList },
  { pattern: '/:id/:version', path: (f) => `/${f.id}/${f.version}`, screen: sees.editor(FORM_TITLE) },
  { pattern: '/:id', path: (f) => `/${f.id}`, screen: sees.editor(FORM_TITLE) },
  { pattern: '/new', path: () => '/new', screen: sees.editor('title: New form') },
  { pattern: '/demo', path: () => '/demo', screen: sees.editor('Metadata:') },
  { pattern: '/fromFile', path: () => '/fromFile', screen: sees.importDialog },
  { pattern: '/preview/:previewId', path: (f) => `/preview/${f.id}`, screen: sees.previewRefused },
  {
    pattern: '/preview/:previewId/:previewVersion',
    path: (f) => `/preview/${f.id}/${f.version}`,
    screen: sees.previewRefused,
  },
  { pattern: '/DataProviders', path: () => '/DataProviders', screen: sees.heading('Data providers') },
  { pattern: '/UserAdmin', path: () => '/UserAdmin', screen: sees.heading('Administer users') },
  {
    pattern: '/FormwrightAdmin',
    path: () => '/FormwrightAdmin',
    screen: sees.heading('Provider administration'),
  },
  { pattern: '/help', path: () => '/help', screen: sees.heading('Release notes') },
  { pattern: '/help/usersguide', path: () => '/help/usersguide', screen: sees.heading('Users guide') },
  { pattern: '/help/about', path: () => '/help/about', screen: sees.heading('About Formwright Designer') },
  { pattern: '/TemplateView', path: () => '/TemplateView', screen: sees.templateView },
];

const WHO_OF_ROLE: Record<Role, Exclude<Who, 'signedOut' | 'guest'> | undefined> = {
  [Role.None]: undefined,
  [Role.User]: 'author',
  [Role.Admin]: 'admin',
  [Role.ProviderAdmin]: 'provider',
};

/** The least role of a route (undefined: public), from the routes table. */
function minRoleOf(row: Row): Exclude<Who, 'signedOut' | 'guest'> | undefined {
  const route = ROUTES.find((r) => r.path === row.pattern);
  if (!route) throw new Error(`${row.pattern} is not in the routes table`);
  return route.minRole === undefined ? undefined : WHO_OF_ROLE[route.minRole];
}

test('the walk covers every route of the routes table', () => {
  expect(ROWS.map((r) => r.pattern).sort()).toEqual(ROUTES.map((r) => r.path).sort());
});

/** What `who` sees on a route: the screen, the login page, the no-permission message or the refusal. */
function expectationFor(who: Who, row: Row): { name: string; check: Expectation } {
  const minRole = minRoleOf(row);
  if (minRole === undefined) return { name: 'the screen (public)', check: row.screen };
  if (who === 'signedOut') return { name: 'the login page', check: sees.login };
  if (who === 'guest') return { name: 'the no-permission message', check: sees.noPermission };
  if (ROLE_ORDER[who] < ROLE_ORDER[minRole]) return { name: 'the refusal', check: sees.refused };
  return { name: 'the screen', check: row.screen };
}

/** The top navigation each person is offered (docs/designer.md#the-designer). */
async function expectNavigation(page: Page, who: Who): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (who === 'signedOut') {
    await expect(nav).toHaveCount(0);
    return;
  }
  // Role None gets the brand, Help and the profile menu (theme, log off), nothing to work with.
  await expect(nav.getByRole('link', { name: 'Formwright', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Data providers' })).toHaveCount(who === 'guest' ? 0 : 1);
  await nav.getByRole('button', { name: 'Help' }).click();
  for (const item of ['Release Notes', 'Users Guide', 'About'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Administer users' })).toHaveCount(who === 'admin' ? 1 : 0);
  await expect(nav.getByRole('link', { name: 'Formwright admin' })).toHaveCount(who === 'provider' ? 1 : 0);
  await nav.getByRole('button', { name: 'Profile' }).click();
  for (const item of ['Change theme', 'Copy user ID', 'Log off'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.keyboard.press('Escape');
}

async function contextFor(browser: Browser, who: Who): Promise<BrowserContext> {
  return who === 'signedOut' ? browser.newContext({ baseURL: SERVER }) : contextAs(browser, LOGINS[who]);
}

let form: { id: string; version: number };

test.beforeAll(async ({ browser }) => {
  const context = await contextAs(browser, LOGINS.author);
  const page = await context.newPage();
  await page.goto('/api/status');
  form = await saveForm(page, FORM_TITLE, numberForm(FORM_TITLE));
  await context.close();
});

for (const who of ['signedOut', 'guest', 'author', 'admin', 'provider'] as const) {
  test(`every route as ${who}: the screen, the login page, the no-permission message or the refusal, and the navigation`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await contextFor(browser, who);
    const page = await context.newPage();
    // Leaving an editor is not what this walk checks: accept any leave prompt.
    page.on('dialog', (d) => void d.accept());
    await page.goto('/');
    await test.step('the top navigation', () => expectNavigation(page, who));
    for (const row of ROWS) {
      const path = row.path(form);
      const { name, check } = expectationFor(who, row);
      await test.step(`${path} shows ${name}`, async () => {
        await page.goto(path);
        await check(page);
      });
    }
    await context.close();
  });
}

test('the journey: starter form, completion, an error on its line, preview, save, versions, build, share, export and import, a mock provider, users and sites', async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000); // about 3 minutes on a loaded machine
  const stamp = Date.now() % 1_000_000;
  const title = `Walk journey ${stamp}`;
  const author = await contextAs(browser, LOGINS.author);
  const page = await author.newPage();
  const frame = editorFrame(page);
  const header = numberForm(title).split('Components:')[0]!;
  const good = numberForm(title);

  await test.step('create a form from the starter', async () => {
    await page.goto('/');
    await formAction(page, 'New form').click();
    await expect(page).toHaveURL(/\/new(\?.*)?$/);
    await expect(specEditor(page)).toContainText('title: New form');
  });

  await test.step('edit with completion (Ctrl+Space)', async () => {
    await setSpec(page, `${header}Components:\n  - Numb`);
    await page.keyboard.press('Control+Space');
    const completions = frame.locator('.cm-tooltip-autocomplete');
    await expect(completions.getByRole('option', { name: /^Number/ })).toBeVisible();
    // CodeMirror ignores keys for its interactionDelay (75 ms) after the list opens, so that a key meant
    // for the text is not taken as a choice; a person reads the list first.
    await page.waitForTimeout(150);
    // The list opens with nothing chosen (Enter at a line end makes a new line, issue 20 item 3): the
    // author moves into the list, then Enter takes the option.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(specEditor(page)).toContainText('- Number:');
    await page.keyboard.insertText('\n      id: size\n      label: Size\n');
    await expect(frame.getByRole('spinbutton', { name: 'Size' })).toBeVisible();
  });

  await test.step('see an error on its line and fix it', async () => {
    await setSpec(page, `${good}      colour: red`);
    const line = good.split('\n').length;
    const error = frame.getByRole('button', { name: new RegExp(`YAML error: .* at line: ${line}`) });
    await expect(error).toBeVisible();
    await error.click();
    await expect(frame.locator('.fw-line-highlight')).toContainText('colour: red');
    await setSpec(page, good);
    await expect(frame.getByText(/YAML error/)).toHaveCount(0);
  });

  await test.step('preview and fill it', async () => {
    await frame.getByRole('spinbutton', { name: 'Size' }).fill('12');
    await frame.getByRole('tab', { name: 'Form data' }).click();
    await expect(frame.getByRole('row', { name: /size .*12/ })).toBeVisible();
    await frame.getByRole('tab', { name: 'Preview', exact: true }).click();
  });

  let id = '';
  await test.step('save, twice', async () => {
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
    id = /\/([0-9a-f-]{36})\/1$/.exec(page.url())![1]!;
    await appendSpec(page, '# second version\n');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/${id}/2$`));
  });

  await test.step('see versions (Build tab and the versions dialog of the form list)', async () => {
    await frame.getByRole('tab', { name: 'Build' }).click();
    await expect(frame.getByRole('checkbox', { name: 'Select version 1' })).toBeVisible();
    await expect(frame.getByRole('checkbox', { name: 'Select version 2' })).toBeVisible();
    await page.getByRole('link', { name: 'Formwright', exact: true }).click();
    await page.getByRole('button', { name: `Versions of ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('row')).toHaveCount(3); // header and two versions
    await page.keyboard.press('Escape');
  });

  await test.step('build and download the .srtpkg', async () => {
    await page.goto(`/${id}`);
    await frame.getByRole('tab', { name: 'Build' }).click();
    const created = page.waitForEvent('download');
    await frame.getByRole('button', { name: 'Create new build' }).click();
    const built = await created;
    expect(built.suggestedFilename()).toMatch(/\.srtpkg$/);
    const bytes = await readFile(await built.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const again = page.waitForEvent('download');
    await frame.getByRole('button', { name: 'Download existing build' }).click();
    expect((await again).suggestedFilename()).toMatch(/\.srtpkg$/);
  });

  await test.step('share: enable the preview (both links) and make it a public form', async () => {
    await frame.getByRole('tab', { name: 'Share' }).click();
    await frame.getByRole('checkbox', { name: 'Preview enabled' }).check();
    await expect(frame.getByText(`${SERVER}/preview/${id}/2`)).toBeVisible();
    await expect(frame.getByText(new RegExp(`${SERVER}/preview/${id}$`))).toBeVisible();
    await frame.getByRole('checkbox', { name: 'Public form' }).check();
    await page.reload();
    await frame.getByRole('tab', { name: 'Share' }).click();
    await expect(frame.getByRole('checkbox', { name: 'Preview enabled' })).toBeChecked();
    await expect(frame.getByRole('checkbox', { name: 'Public form' })).toBeChecked();
  });

  await test.step('export as file and import it as a new form', async () => {
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as file' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe(`${title}-v1.0.2.ssrt`);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    await page.goto('/');
    await formAction(page, 'Import from File').click();
    await expect(page).toHaveURL(/\/fromFile/);
    await editorFrame(page).getByLabel('Form file').setInputFiles(saved);
    await expect(specEditor(page)).toContainText(`title: ${title}`);
    await expect(specEditor(page)).toContainText('# second version');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
    expect(page.url()).not.toContain(id);
  });

  await test.step('add a mock data provider and see it fill the preview', async () => {
    const provider = `Walk${stamp}`;
    await page.getByRole('link', { name: 'Data providers' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Id', { exact: true }).fill(provider);
    await page.getByLabel('Uid', { exact: true }).fill('walk-uid');
    await page.getByLabel('Test data JSON').fill('{"size": 7}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: provider, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Formwright', exact: true }).click();
    await formAction(page, 'New form').click();
    await expect(specEditor(page)).toContainText('title: New form');
    await setSpec(
      page,
      numberForm(`${title} provider`, 'Size {size} mm.', [`      dataarg: ${provider}.size`]),
    );
    await expect(frame.getByRole('spinbutton', { name: 'Size' })).toHaveValue('7');
    page.once('dialog', (d) => void d.accept()); // leaving unsaved text
    await page.goto('/');
  });
  await author.close();

  const walker = `walk${stamp}@demo.local`;
  await test.step('a new user sees the no-permission message; the site admin adds them; they may work', async () => {
    const newcomer = await contextAs(browser, walker);
    const newPage = await newcomer.newPage();
    await newPage.goto('/');
    await expect(newPage.getByText(NO_PERMISSION)).toBeVisible();
    await newcomer.close();

    const admin = await contextAs(browser, LOGINS.admin);
    const adminPage = await admin.newPage();
    await adminPage.goto('/');
    await adminPage.getByRole('link', { name: 'Administer users' }).click();
    await expect(adminPage).toHaveURL(/\/UserAdmin$/);
    await adminPage.getByRole('button', { name: `Add ${walker}` }).click();
    const users = adminPage.getByRole('region', { name: 'Current site users' });
    await expect(users.getByRole('cell', { name: walker }).first()).toBeVisible();
    await admin.close();

    const granted = await contextAs(browser, walker, { fresh: true });
    const grantedPage = await granted.newPage();
    await grantedPage.goto('/');
    await expect(formAction(grantedPage, 'Demo')).toBeVisible();
    await granted.close();
  });

  await test.step('the provider admin creates a site', async () => {
    const provider = await contextAs(browser, LOGINS.provider);
    const providerPage = await provider.newPage();
    await providerPage.goto('/');
    await providerPage.getByRole('link', { name: 'Formwright admin' }).click();
    await expect(providerPage).toHaveURL(/\/FormwrightAdmin$/);
    const site = `Walk site ${stamp}`;
    await providerPage.getByLabel('Name', { exact: true }).fill(site);
    await providerPage.getByLabel('Description', { exact: true }).fill('made by the walk');
    await providerPage.getByLabel('Email domain', { exact: true }).fill(`walk${stamp}.local`);
    await providerPage.getByRole('button', { name: 'Create site' }).click();
    await expect(providerPage.getByRole('cell', { name: site, exact: true })).toBeVisible();
    await provider.close();
  });
});

test('the public preview link opens signed out and shows the form', async ({ browser }) => {
  test.setTimeout(120_000);
  const author = await contextAs(browser, LOGINS.author);
  const page = await author.newPage();
  await page.goto('/api/status');
  const title = `Walk public preview ${Date.now()}`;
  const saved = await saveForm(page, title, numberForm(title));
  const enabled = await callApi(page, 'POST', `/api/templates/availableForPreview/${saved.id}`, {
    Enabled: true,
  });
  expect(enabled.status).toBe(200);
  await author.close();

  const visitor = await browser.newContext({ baseURL: SERVER });
  const guestPage = await visitor.newPage();
  for (const path of [`/preview/${saved.id}/${saved.version}`, `/preview/${saved.id}`]) {
    await guestPage.goto(path);
    await expect(guestPage.getByRole('spinbutton', { name: 'Size' })).toBeVisible();
    await expect(guestPage.getByRole('heading', { name: LOGIN_HEADLINE })).toHaveCount(0);
  }
  await guestPage.goto(`/preview/00000000-0000-4000-8000-000000000000`);
  await expect(guestPage.getByText(PREVIEW_FAILED)).toBeVisible();
  await visitor.close();
});
