import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './support';

/**
 * The form list against the real server (SQLite, port 4181, the seeded Demo Hospital): folders made,
 * renamed and deleted; forms moved by drag and by keyboard; a curated form copied after the prompt;
 * deleted forms shown and restored; Export all forms; the tutorial; the empty-list texts; axe-core in
 * both themes; as author, admin and provider where the rules differ.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });
// Long journeys through the editor: room for a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

const YAML = (title: string) =>
  [
    'Metadata:',
    '  lang: en',
    `  title: ${title}`,
    '  versionMajor: 1',
    '  versionMinor: 0',
    'ReportOutput:',
    "  - text: 'Size {size} mm.'",
    'Components:',
    '  - Number:',
    '      id: size',
    '      label: Size',
    '',
  ].join('\n');

/** Calls the API from the page (with the CSRF token); answers the parsed JSON. */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const csrf = (await (await fetch('/api/auth/csrf')).text()).trim();
      const response = await fetch(p, {
        method: m,
        headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrf },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      if (!response.ok) throw new Error(`${m} ${p}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
    [method, path, body] as const,
  );
}

type FolderAnswer = { Id: number; FolderName: string; ParentId: number | null };

/** Makes a site folder under the root; answers it. */
const makeFolder = (page: Page, name: string) =>
  api<FolderAnswer>(page, 'POST', '/api/Templates/folder', { Id: null, ParentId: null, Name: name });

/** Saves a new form (into a folder, or the site root); answers its id. */
async function makeForm(page: Page, name: string, folderId?: number): Promise<string> {
  const saved = await api<{ Id: string }>(page, 'POST', '/api/Templates', {
    Name: name,
    ...(folderId === undefined ? {} : { FolderId: folderId }),
    Template: { JsCode: '', Yaml: YAML(name) },
  });
  return saved.Id;
}

const tree = (page: Page) => page.getByRole('treegrid', { name: 'Folders' });
const folderRow = (page: Page, name: string) => tree(page).getByRole('row', { name, exact: true });
const formRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Forms' }).getByRole('row', { name: new RegExp(name) });
const folderTools = (page: Page) => page.getByRole('group', { name: 'Folder' });

test('an author makes, renames and deletes a folder; a root can be neither renamed nor deleted', async ({
  page,
}) => {
  await signIn(page, 'author@demo.local');
  await folderRow(page, 'Demo Hospital').click();
  await expect(folderTools(page).getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(folderTools(page).getByRole('button', { name: 'Delete' })).toBeDisabled();

  await folderTools(page).getByRole('button', { name: 'New folder', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Hospital / New Folder');
  await expect(page.getByText('No forms exist yet, create one!')).toBeVisible();

  const name = `Lungs ${Date.now()}`;
  await folderTools(page).getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByLabel('Folder name').press('Enter');
  await expect(folderRow(page, name)).toBeVisible();
  await expect(folderRow(page, name)).toHaveAttribute('aria-selected', 'true');

  await folderTools(page).getByRole('button', { name: 'Delete' }).click();
  await expect(folderRow(page, name)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Hospital');
});

test('a folder with a form cannot be deleted; the server refusing a delete shows its message', async ({
  page,
}) => {
  await signIn(page, 'author@demo.local');
  const folder = await makeFolder(page, `Full ${Date.now()}`);
  await makeForm(page, `Inside ${Date.now()}`, folder.Id);
  const empty = await makeFolder(page, `Empty ${Date.now()}`);
  await page.reload();
  await folderRow(page, folder.FolderName).click();
  await expect(folderTools(page).getByRole('button', { name: 'Delete' })).toBeDisabled();

  await page.route(`**/api/Templates/folder/${empty.Id}`, (r) => r.fulfill({ status: 500, body: '' }));
  await folderRow(page, empty.FolderName).click();
  // A handler answers the alert as it opens: one left pending blocks the page, and with it the click
  // that opened it when the refusal comes back before the click has finished.
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await folderTools(page).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => alerts).toEqual(['Unable to delete folder, server error']);
});

test('an author moves a form by drag and drop and back by keyboard', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  const stamp = Date.now();
  const folder = await makeFolder(page, `Moves ${stamp}`);
  const form = `Moved form ${stamp}`;
  await makeForm(page, form);
  await page.reload();
  await folderRow(page, 'Demo Hospital').click();

  await formRow(page, form).dragTo(folderRow(page, folder.FolderName));
  await expect(formRow(page, form)).toHaveCount(0);
  await folderRow(page, folder.FolderName).click();
  await expect(formRow(page, form)).toBeVisible();

  // The keyboard: 'Move to…' opens a picker of the allowed folders only (never Shared or curated ones).
  await formRow(page, form).getByRole('button', { name: 'Move to…' }).press('Enter');
  const picker = page.getByRole('dialog', { name: `Move ${form} to…` });
  await expect(picker.getByRole('option', { name: 'Demo Hospital', exact: true })).toBeVisible();
  await expect(picker.getByRole('option', { name: /^Shared|^Formwright/ })).toHaveCount(0);
  await expect(picker.getByRole('option', { name: `Demo Hospital / ${folder.FolderName}` })).toHaveCount(0);
  await picker.getByRole('option', { name: 'Demo Hospital', exact: true }).press('Enter');
  await expect(picker).toHaveCount(0);
  await expect(formRow(page, form)).toHaveCount(0);
  await folderRow(page, 'Demo Hospital').click();
  await expect(formRow(page, form)).toBeVisible();
});

test('an author drags a folder into another folder', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  const stamp = Date.now();
  const outer = await makeFolder(page, `Outer ${stamp}`);
  const inner = await makeFolder(page, `Inner ${stamp}`);
  await page.reload();
  await folderRow(page, inner.FolderName).dragTo(folderRow(page, outer.FolderName));
  await expect(folderRow(page, outer.FolderName)).toHaveAttribute('aria-expanded', 'true');
  await folderRow(page, inner.FolderName).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Demo Hospital / ${outer.FolderName} / ${inner.FolderName}`,
  );
  // Never into itself or a descendant: the keyboard's picker does not offer them.
  await folderRow(page, outer.FolderName).click();
  await folderTools(page)
    .getByRole('button', { name: `Move folder ${outer.FolderName} to…` })
    .click();
  const picker = page.getByRole('dialog', { name: `Move ${outer.FolderName} to…` });
  await expect(picker.getByRole('option', { name: new RegExp(inner.FolderName) })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Cancel' }).click();
});

test('a failed move shows the spec message', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'author@demo.local');
  const stamp = Date.now();
  const folder = await makeFolder(page, `Refuses ${stamp}`);
  const form = `Unmoved form ${stamp}`;
  await makeForm(page, form);
  await page.reload();
  await page.route('**/api/Templates/move', (r) => r.fulfill({ status: 500, body: '' }));
  await folderRow(page, 'Demo Hospital').click();
  await formRow(page, form).getByRole('button', { name: 'Move to…' }).click();
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page
    .getByRole('dialog', { name: `Move ${form} to…` })
    .getByRole('option', { name: `Demo Hospital / ${folder.FolderName}` })
    .click();
  expect(await alerted).toBe('Unable to move form, server error');
  await expect(formRow(page, form)).toBeVisible();
});

test('a provider curates a folder and a form; an author copies the curated form after the prompt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const provider = await browser.newPage();
  await signIn(provider, 'provider@demo.local');
  await folderRow(provider, 'Formwright').click();
  await folderTools(provider).getByRole('button', { name: 'New curated folder' }).click();
  await expect(provider.getByRole('heading', { level: 1 })).toHaveText('Formwright / New Folder');
  await folderTools(provider).getByRole('button', { name: 'Rename' }).click();
  const curatedName = `Curated ${stamp}`;
  await provider.getByLabel('Folder name').fill(curatedName);
  await provider.getByRole('button', { name: 'Save' }).click();
  await expect(folderRow(provider, curatedName)).toBeVisible();

  // A ProviderAdmin copies a site form into a curated folder with 'Copy to…'.
  const form = `Curated form ${stamp}`;
  await makeForm(provider, form);
  await provider.reload();
  await folderRow(provider, 'Demo Hospital').click();
  await formRow(provider, form).getByRole('button', { name: 'Copy to…' }).click();
  await provider
    .getByRole('dialog', { name: `Copy ${form} to…` })
    .getByRole('option', { name: `Formwright / ${curatedName}` })
    .click();
  await folderRow(provider, curatedName).click();
  await expect(formRow(provider, form)).toBeVisible();
  // The provider opens a curated form without a prompt.
  await expect(formRow(provider, form).getByRole('link', { name: form })).toBeVisible();
  await provider.close();

  const author = await browser.newPage();
  await signIn(author, 'author@demo.local');
  await folderRow(author, 'Formwright').click();
  await folderRow(author, curatedName).click();
  // The author can not change curated folders, nor move the form; copying asks first.
  await expect(folderTools(author).getByRole('button', { name: 'Rename' })).toBeDisabled();
  await expect(folderTools(author).getByRole('button', { name: 'New curated folder' })).toHaveCount(0);
  await expect(formRow(author, form).getByRole('button', { name: 'Move to…' })).toHaveCount(0);
  // The prompt is a native confirm, raised inside the click: answer it from a handler.
  let asked = '';
  author.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await formRow(author, form).getByRole('button', { name: form, exact: true }).click();
  await expect
    .poll(() => asked)
    .toBe('Do you want to copy this form into your site root folder (Demo Hospital)?');
  await expect(author.getByRole('heading', { level: 1 })).toHaveText('Demo Hospital');
  await expect(formRow(author, form).first()).toBeVisible();
  await author.close();
});

test('deleted forms are hidden until Show deleted forms, and can be restored', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  const form = `Deleted form ${Date.now()}`;
  await makeForm(page, form);
  await page.reload();
  await folderRow(page, 'Demo Hospital').click();
  await formRow(page, form).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(formRow(page, form)).toHaveCount(0);
  await page.getByLabel('Show deleted forms').check();
  await expect(formRow(page, form)).toContainText('(deleted)');
  await formRow(page, form).getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(formRow(page, form).getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await page.getByLabel('Show deleted forms').uncheck();
  await expect(formRow(page, form)).toBeVisible();
});

test('an admin exports all forms as FormPackage.fp; an author is not offered it', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all forms' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('FormPackage.fp');
  const forms = JSON.parse(
    await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c).toString('utf8')),
  ) as { Name: string }[];
  expect(forms.length).toBeGreaterThan(0);

  await page.context().clearCookies();
  await signIn(page, 'author@demo.local');
  await expect(page.getByRole('link', { name: 'Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export all forms' })).toHaveCount(0);
});

test("the tutorial walks four steps, highlights each target, and Don't show again switches it off", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.local');
  await api(page, 'POST', '/api/user/showTutorial/true');
  await page.reload();
  const tutorial = page.getByRole('dialog', { name: 'Welcome' });
  await expect(tutorial).toBeVisible();
  await expect(tutorial.getByRole('button', { name: 'Previous' })).toBeDisabled();
  // Record every element that gets the highlight: it lasts 2000 ms, which a busy machine may outrun.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { highlighted: string[] }).highlighted = seen;
    new MutationObserver((changes) => {
      for (const c of changes) {
        const el = c.target as Element;
        if (el.classList.contains('fw-tutorial-highlight'))
          seen.push(el.getAttribute('data-tutorial') ?? el.textContent?.trim() ?? '');
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  const highlighted = () => page.evaluate(() => (window as unknown as { highlighted: string[] }).highlighted);
  await tutorial.getByRole('button', { name: 'Next' }).click();

  const curated = page.getByRole('dialog', { name: 'The Formwright folder' });
  await expect(curated).toBeVisible();
  await expect.poll(highlighted).toContain('tree-curated');
  await expect(folderRow(page, 'Formwright')).not.toHaveClass(/fw-tutorial-highlight/, { timeout: 5000 });
  await curated.getByRole('button', { name: 'Next' }).click();
  const shared = page.getByRole('dialog', { name: 'The Shared folder' });
  await expect.poll(highlighted).toContain('tree-shared');
  await shared.getByRole('button', { name: 'Next' }).click();
  const help = page.getByRole('dialog', { name: 'The Help tab' });
  await expect.poll(highlighted).toContain('Help');
  await expect(help.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await help.getByRole('button', { name: 'Previous' }).click();
  await expect(shared).toBeVisible();

  await shared.getByRole('button', { name: "Don't show again" }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(() => api<{ ShowTutorial: boolean }>(page, 'GET', '/api/user/showTutorial'))
    .toEqual({ ShowTutorial: false });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Demo' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
});

test('Close hides the tutorial for the session; Done closes it on the last step', async ({ page }) => {
  await signIn(page, 'provider@demo.local');
  await api(page, 'POST', '/api/user/showTutorial/true');
  await page.reload();
  await page.getByRole('dialog', { name: 'Welcome' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Demo' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toHaveCount(0);
});

test('the empty-list texts', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'author@demo.local');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Templates', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    await route.fallback();
  });
  await page.reload();
  await expect(page.getByText('Loading, please wait...')).toBeVisible();
  release();
  await expect(page.getByText('Loading, please wait...')).toHaveCount(0);

  await page.unroute('**/api/Templates');
  await page.route('**/api/Templates', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.reload();
  await expect(page.getByText('Currently no data available')).toBeVisible();
  await page.unroute('**/api/Templates');

  const folder = await makeFolder(page, `Empty texts ${Date.now()}`);
  await page.reload();
  await folderRow(page, folder.FolderName).click();
  await expect(page.getByText('No forms exist yet, create one!')).toBeVisible();

  await page.route('**/api/templates/versions/**', (route) => route.fulfill({ json: [] }));
  await folderRow(page, 'Demo Hospital').click();
  await page.getByRole('table', { name: 'Forms' }).getByRole('button', { name: 'Versions' }).first().click();
  await expect(page.getByRole('dialog').getByText('No versions available...')).toBeVisible();
});

test('the form list, with its tutorial open, has no serious accessibility violation in either theme', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'author@demo.local');
  await api(page, 'POST', '/api/user/showTutorial/true');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await expect(folderRow(page, 'Demo Hospital')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Forms' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect(await seriousViolations(page)).toEqual([]);
});
