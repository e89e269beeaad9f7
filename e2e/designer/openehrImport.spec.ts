import { expect, test } from '@playwright/test';
import { allowAssetsCrossOrigin, signIn } from './support';

/**
 * openEHR import in the designer against the real server (port 4181): the Tanner stages OPT becomes a new
 * form opened in the editor; a template that cannot be imported shows why, and no form is made.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

test('imports the Tanner stages OPT into a new form and opens it in the editor', async ({ page }) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  await page
    .getByLabel('Import openEHR template')
    .setInputFiles('fixtures/openehr/better_tanner_stages.opt.xml');
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('oEhrId');
});

test('a template that cannot be imported shows why, and no form is made', async ({ page }) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  const before = page.url();
  await page.getByLabel('Import openEHR template').setInputFiles({
    name: 'broken.opt',
    mimeType: 'application/xml',
    buffer: Buffer.from('<?xml version="1.0"?><template xmlns="http://schemas.openehr.org/v1"><concept>Br'),
  });
  await expect(page.getByRole('alert')).toContainText('The openEHR template could not be imported');
  expect(page.url()).toBe(before);
});
