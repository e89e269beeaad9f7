import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { callApi, seriousViolations, signIn } from './support';

/**
 * The data provider screen against the real server (SQLite, the seeded demo site): an author adds a
 * provider, sees the JSON check refuse bad test data, edits and deletes it; imports a .srtbp provider
 * package (fixtures/providers.srtbp) by drag and drop and by Load; axe-core finds no serious violation in
 * either colour mode.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });
// Several pages of the real server and four axe runs per test: room for a loaded machine.
test.setTimeout(120_000);

test('an author adds, edits and deletes a data provider', async ({ page }) => {
  await signIn(page, 'author@demo.local');
  await page.getByRole('link', { name: 'Data providers' }).click();
  await expect(page).toHaveURL(/\/DataProviders$/);
  await expect(page.getByRole('columnheader', { name: 'Uid' })).toBeVisible();
  const id = `E2eLabs${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByLabel('Version', { exact: true })).toHaveValue('1');
  await page.getByLabel('Id', { exact: true }).fill(id);
  await page.getByLabel('Uid', { exact: true }).fill('e2e-uid');
  await page.getByLabel('Test data JSON').fill('{"crp": ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('button', { name: 'Invalid Test data JSON. (Click here to see exception)' }),
  ).toBeVisible();
  await page.getByLabel('Test data JSON').fill('{"crp": 5}');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('e2e-uid');

  await page.getByRole('button', { name: `Edit ${id}` }).click();
  await page.getByLabel('Version', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');

  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to delete the dataprovider ${id}?`);
    void dialog.accept();
  });
  await page.getByRole('button', { name: `Delete ${id}` }).click();
  await expect(row).toHaveCount(0);
});

/** The fixture package: ImportedLabs (the test makes sure it exists already) and ImportedPathology (new). */
const PACKAGE = fileURLToPath(new URL('./fixtures/providers.srtbp', import.meta.url));
const IDS_EXIST = 'One or more provider ids already exist. Select them manually before adding to overwrite.';

type Listed = { DbId: number; Id: string; Uid: string; Version: number; MockData: string };

test('an author imports a .srtbp provider package by drag and drop and by Load, then adds the selected', async ({
  page,
}) => {
  await signIn(page, 'author@demo.local');
  // ImportedLabs exists with other data; ImportedPathology does not (the server may be reused between runs).
  const saved = await callApi(page, 'POST', '/api/Dataproviders/save', {
    Id: 'ImportedLabs',
    Uid: 'labs.old',
    Version: 1,
    MockData: '{"crp": 1}',
  });
  expect(saved.status).toBe(200);
  const before = (await callApi(page, 'GET', '/api/Dataproviders')).body as Listed[];
  const stale = before.find((p) => p.Id === 'ImportedPathology');
  if (stale) await callApi(page, 'DELETE', `/api/Dataproviders/${stale.DbId}`);

  await page.getByRole('link', { name: 'Data providers' }).click();
  await expect(page.getByRole('row', { name: /ImportedLabs/ })).toContainText('labs.old');

  // Dropped on the drop zone: listed, the existing id flagged and unselected, with the warning.
  const text = await readFile(PACKAGE, 'utf8');
  const transfer = await page.evaluateHandle((content) => {
    const data = new DataTransfer();
    data.items.add(new File([content], 'providers.srtbp'));
    return data;
  }, text);
  const zone = page.getByRole('group', { name: 'Drop a .srtbp provider package here' });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByText(IDS_EXIST)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select ImportedLabs' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select ImportedPathology' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(IDS_EXIST)).toHaveCount(0);

  // Loaded with the Load button: the author selects the existing id too, to overwrite it.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Load' }).click();
  await (await chooser).setFiles(PACKAGE);
  await expect(page.getByText(IDS_EXIST)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select ImportedLabs' }).check();
  await page.getByRole('button', { name: 'Add selected' }).click();
  await expect(page.getByRole('button', { name: 'Add selected' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /ImportedLabs/ })).toContainText('labs.example.org');
  await expect(page.getByRole('row', { name: /ImportedPathology/ })).toContainText('pathology.example.org');

  const after = (await callApi(page, 'GET', '/api/Dataproviders')).body as Listed[];
  const labs = after.find((p) => p.Id === 'ImportedLabs');
  expect(labs?.Version).toBe(2);
  expect(JSON.parse(labs?.MockData ?? '{}')).toEqual({ crp: 12, leukocytes: 7.1 });
  expect(after.filter((p) => p.Id === 'ImportedLabs')).toHaveLength(1);
});
