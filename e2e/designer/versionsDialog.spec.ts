import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The versions dialog of the form list against the real server (SQLite, port 4181): a form saved three
 * times with a build of version 2 lists its versions, refuses to delete the built one (its tooltip says
 * why), deletes another, holds "What changes for the radiologist", and opens a version in the editor.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

const YAML = (title: string, report: string) =>
  [
    'Metadata:',
    '  lang: en',
    `  title: ${title}`,
    '  description: One nodule, measured.',
    '  versionMajor: 1',
    '  versionMinor: 2',
    'ReportOutput:',
    `  - text: '${report}'`,
    'Components:',
    '  - Number:',
    '      id: size',
    '      label: Size',
    '',
  ].join('\n');

/** Saves `reports.length` versions of a new form named `name` through the API; answers its id. */
async function saveVersions(page: Page, name: string, reports: readonly string[]): Promise<string> {
  return page.evaluate(
    async ([formName, bodies]) => {
      const csrf = (await (await fetch('/api/auth/csrf')).text()).trim();
      const headers = { 'Content-Type': 'application/json', 'x-csrf-token': csrf };
      let id: string | undefined;
      let version: number | null = null;
      for (const yaml of bodies) {
        const response = await fetch('/api/Templates', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            ...(id ? { Id: id, Version: version } : {}),
            Name: formName,
            Template: { JsCode: '', Yaml: yaml },
          }),
        });
        if (!response.ok) throw new Error(`save failed: ${response.status} ${await response.text()}`);
        const saved = (await response.json()) as { Id: string; Version: number };
        id = saved.Id;
        version = saved.Version;
      }
      return id ?? '';
    },
    [name, reports.map((r) => YAML(name, r))] as const,
  );
}

test('the versions dialog lists, refuses, deletes, compares and opens versions', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  const name = `Versions dialog ${Date.now()}`;
  const id = await saveVersions(page, name, ['Size {size} mm.', 'Size {size} mm!', 'Largest {size} mm.']);
  const built = await page.evaluate(async (formId) => {
    const csrf = (await (await fetch('/api/auth/csrf')).text()).trim();
    const response = await fetch(`/api/Build/${formId}/2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({}),
    });
    return `${response.status} ${response.ok ? '' : await response.text()}`;
  }, id);
  expect(built).toMatch(/^200/);

  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Versions' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Versions of ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'SpecVersion' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '1.2' })).toHaveCount(3);

  // The built version can not be checked; its tooltip says why.
  const builtBox = dialog.getByLabel('Select version 2');
  await expect(builtBox).toBeDisabled();
  await expect(builtBox).toHaveAttribute('title', 'Can not delete form versions that has a build.');

  // What changes for the radiologist sits in the dialog.
  await expect(dialog.getByRole('region', { name: 'What changes for the radiologist' })).toBeVisible();

  // No serious or critical axe violation inside the open dialog.
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Delete version 1 after the confirmation.
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByLabel('Select version 1').check();
  await dialog.getByRole('button', { name: 'Delete selected versions' }).click();
  await expect(dialog.getByLabel('Select version 1')).toHaveCount(0);
  await expect(dialog.getByLabel('Select version 2')).toBeVisible();

  // Open version 2 in the editor.
  await dialog.getByRole('button', { name: 'Open version 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/2$`));
  await expect(page.getByRole('dialog', { name: `Versions of ${name}` })).toHaveCount(0);
});
