import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi, seriousViolations, signIn } from './support';

/**
 * The public preview (/preview/{id} and /preview/{id}/{version}) against the real server (SQLite, the
 * seeded demo site): an author saves a form and enables its preview in the editor's Share tab; a visitor
 * who is not signed in (a fresh browser context) opens both links, fills the form, switches the colour
 * mode; a wrong id and a disabled preview show the failure text. axe-core finds no serious violation in
 * either colour mode.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });
// Two contexts, two saves and the editor frame on a loaded machine.
test.setTimeout(120_000);

const FAILED =
  'Could not load form preview, make sure the form has preview enabled and that the link is correct.';

const FORM = [
  'Metadata:',
  '  lang: en',
  '  title: Public nodule',
  '  description: One nodule, measured.',
  '  versionMajor: 1',
  '  versionMinor: 0',
  'ReportOutput:',
  "  - text: 'Size {size} mm. {Twice(size)}'",
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '',
].join('\n');
const SCRIPT = 'function Twice(x) { return x ? "Twice " + x * 2 + "." : ""; }';

/** A page in a fresh context: no session cookie, nothing in local storage. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:4181' });
  return context.newPage();
}

test('a visitor who is not signed in opens the public preview of a form, fills it and switches colour mode', async ({
  page,
  browser,
}) => {
  await signIn(page, 'author@demo.local');
  // Two saved versions: the first without the size's unit in the label, the second as the FORM.
  const first = await callApi(page, 'POST', '/api/Templates', {
    Name: 'Public nodule',
    Template: { JsCode: SCRIPT, Yaml: FORM.replace('label: Size', 'label: Size v1') },
  });
  expect(first.status).toBe(200);
  const { Id: id } = first.body as { Id: string };
  const second = await callApi(page, 'POST', '/api/Templates', {
    Id: id,
    Version: 1,
    Name: 'Public nodule',
    Template: { JsCode: SCRIPT, Yaml: FORM },
  });
  expect(second.status).toBe(200);
  expect((second.body as { Version: number }).Version).toBe(2);

  // The author enables the preview in the editor's Share tab, which shows both links.
  await page.goto(`/${id}/2`);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await frame.getByRole('tab', { name: 'Share' }).click();
  const enabled = frame.getByRole('checkbox', { name: 'Preview enabled' });
  await expect(enabled).not.toBeChecked();
  await enabled.check();
  await expect(frame.getByText(`/preview/${id}/2`)).toBeVisible();
  await expect
    .poll(async () => (await callApi(page, 'GET', `/api/templates/availableForPreview/${id}`)).body)
    .toEqual({
      Enabled: true,
    });

  const guest = await visitor(browser);
  await guest.goto(`/preview/${id}`);
  await expect(guest.getByRole('heading', { name: 'Public nodule' })).toBeVisible();
  await expect(guest.getByText('Version 2')).toBeVisible();
  // Nobody is signed in: no navigation, no login page in the way.
  await expect(guest.getByRole('link', { name: 'Data providers' })).toHaveCount(0);
  await expect(guest.getByLabel('Debug sign-in (e-mail)')).toHaveCount(0);
  const size = guest.getByLabel('Size', { exact: true });
  await size.fill('7');
  await size.press('Tab');
  // The report the form computes, the script's function included (QuickJS in the page).
  await expect(guest.locator('input[type="hidden"][name="#Report"]')).toHaveValue('Size 7 mm. Twice 14.');

  const toggle = guest.getByRole('switch', { name: 'Dark mode' });
  await expect(toggle).toBeChecked();
  await expect(guest.locator('html')).toHaveClass(/theme-dark/);
  await expect(guest.locator('.fw-theme-dark').first()).toBeVisible();
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByText('Dark mode', { exact: true }).click();
  await expect(toggle).not.toBeChecked();
  await expect(guest.locator('html')).toHaveClass(/theme-light/);
  await expect(guest.locator('.fw-theme-light').first()).toBeVisible();
  // The values entered stay when only the colour changes.
  await expect(size).toHaveValue('7');
  expect(await seriousViolations(guest)).toEqual([]);

  // The version-specific link shows that version.
  await guest.goto(`/preview/${id}/1`);
  await expect(guest.getByLabel('Size v1')).toBeVisible();
  await expect(guest.getByText('Version 1')).toBeVisible();

  // A wrong id, and a version that does not exist: the failure text.
  await guest.goto('/preview/00000000-0000-4000-8000-000000000000');
  await expect(guest.getByRole('alert')).toHaveText(FAILED);
  await guest.goto(`/preview/${id}/9`);
  await expect(guest.getByRole('alert')).toHaveText(FAILED);

  // Preview disabled again: the link that worked shows the failure text.
  const off = await callApi(page, 'POST', `/api/templates/availableForPreview/${id}`, { Enabled: false });
  expect(off.status).toBe(200);
  await guest.goto(`/preview/${id}`);
  await expect(guest.getByRole('alert')).toHaveText(FAILED);
  await expect(guest.getByLabel('Size')).toHaveCount(0);
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.context().close();
});
