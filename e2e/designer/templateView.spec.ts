import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './support';

/**
 * /TemplateView, the host simulator inside the designer, against the real server (SQLite, the seeded demo
 * site): an author loads a form file and its script, mounts it, sees the form ask the page for provider
 * data, fills it with the hidden inputs following live, plays every host hook from its button, switches
 * the form's theme and the PACS mode; axe-core finds no serious violation in either colour mode. Someone
 * not signed in gets the login page.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });
// The QuickJS script sandbox and several mounts on a loaded machine.
test.setTimeout(120_000);

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

test('an author mounts a form file with its script in TemplateView and plays the host hooks', async ({
  page,
}) => {
  await signIn(page, 'author@demo.local');
  await page.goto('/TemplateView');
  await expect(page.getByRole('heading', { name: 'TemplateView' })).toBeVisible();

  await page.getByLabel('Load form file').setInputFiles(fixture('hostForm.yaml'));
  await expect(page.getByRole('status')).toHaveText('Loaded hostForm.yaml: press Mount.');
  await expect(page.getByLabel('Specification')).toHaveValue(/title: Host form/);
  await page.getByLabel('Load script file').setInputFiles(fixture('hostForm.script.txt'));
  await expect(page.getByLabel('Script', { exact: true })).toHaveValue(/function Grade/);
  await page.getByRole('button', { name: 'Mount' }).click();
  await expect(page.getByRole('status')).toHaveText('Mounted');

  // The form asked its parent (the page) for data and took the sample's patient.
  await expect(page.getByLabel('getData calls')).toContainText('getData(["Patient"])');
  const form = page.getByRole('region', { name: 'Form' });
  await expect(form.getByLabel('Name')).toHaveValue('Doe, Jane');
  const report = page.getByLabel('Report text');
  await expect(report).toHaveText('Patient Doe, Jane.');
  await form.getByLabel('Size').fill('12');
  await form.getByLabel('Size').press('Tab');
  // The script's function in the report, and the hidden inputs as the host reads them, live.
  await expect(report).toContainText('Size 12 mm. Large.');
  await expect(report).toContainText('Patient Doe, Jane.');
  const hidden = page.getByRole('table', { name: 'Hidden inputs' });
  await expect(hidden.getByRole('row', { name: /#Report/ }).first()).toContainText('Size 12 mm. Large.');

  // setProviderData with the JSON box, then getProviderData.
  await page
    .getByLabel('Provider data JSON')
    .fill('[{"providerName": "Patient", "providerData": [{"name": "Roe, Rick"}]}]');
  await page.getByRole('button', { name: 'setProviderData' }).click();
  await expect(report).toContainText('Patient Roe, Rick.');
  await page.getByRole('button', { name: 'getProviderData' }).click();
  const answer = page.getByLabel('Hook answer');
  await expect(answer).toContainText('getProviderData() = ');
  await expect(answer).toContainText('Roe, Rick');
  await page.getByRole('button', { name: 'dataProvidersUpdated' }).click();
  // The form asked its parent again.
  await expect
    .poll(
      async () =>
        ((await page.getByLabel('getData calls').textContent()) ?? '').split('getData(["Patient"])').length -
        1,
    )
    .toBe(2);

  // The report as RTF, whole and per section (a v2 report).
  await page.getByRole('button', { name: 'getReportRtf', exact: true }).click();
  await expect(answer).toContainText('getReportRtf() = {\\rtf1');
  await page.getByRole('button', { name: 'getReportSectionsRtf' }).click();
  await expect(answer).toContainText('"findings": "{\\\\rtf1');
  await expect(answer).toContainText('"history": ');

  // Custom state: dump, clear, restore.
  await page.getByRole('button', { name: 'getCustomState' }).click();
  await expect(page.getByLabel('Custom state JSON')).toHaveValue(/size/);
  await page.getByRole('button', { name: 'clearState' }).click();
  await expect(form.getByLabel('Size')).toHaveValue('');
  await expect(report).not.toContainText('Size 12');
  await page.getByRole('button', { name: 'setCustomState' }).click();
  await expect(form.getByLabel('Size')).toHaveValue('12');
  await expect(report).toContainText('Size 12 mm. Large.');

  // The form's theme follows the host's theme switch; PACS mode lifts the 75vh cap after a new mount.
  await expect(form.locator('.fw-theme-dark').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Theme').selectOption('light');
  await expect(form.locator('.fw-theme-light').first()).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('In PACS').uncheck();
  await page.getByRole('button', { name: 'Mount' }).click();
  await expect(form.getByLabel('Size')).toHaveValue('');
  await expect(page.getByRole('status')).toHaveText('Mounted');
});

test('TemplateView asks someone who is not signed in to sign in', async ({ page }) => {
  await page.goto('/TemplateView');
  await expect(page.getByLabel('Debug sign-in (e-mail)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TemplateView' })).toHaveCount(0);
});
