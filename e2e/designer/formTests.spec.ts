import { expect, test, type Page } from '@playwright/test';
import { allowAssetsCrossOrigin, signIn } from './support';

/**
 * The form tests in the designer against the real server (SQLite, port 4181): record a preview session as
 * a scenario, save it with the form, edit the form so the report changes, see the failure and its
 * difference, see a build refused for it, accept the new outputs, and build.
 */

test.use({ baseURL: 'http://127.0.0.1:4181' });

const FORM = (report: string) =>
  [
    'Metadata:',
    '  lang: en',
    '  title: Nodule size',
    '  description: One nodule, measured.',
    '  versionMajor: 1',
    '  versionMinor: 0',
    'ReportOutput:',
    `  - text: '${report}'`,
    'Components:',
    '  - Number:',
    '      id: size',
    '      label: Size',
    '',
  ].join('\n');

/** Opens the editor at `path` with `yaml` as the unsaved draft of the form `key` (new, or an id). */
async function openWithDraft(page: Page, path: string, key: string, yaml: string) {
  await page.evaluate(
    ([k, text]) => localStorage.setItem(`formwright.draft:${k}`, JSON.stringify({ yaml: text, script: '' })),
    [key, yaml] as const,
  );
  await page.goto(path);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByRole('spinbutton', { name: 'Size' })).toBeVisible();
  return frame;
}

test('records a scenario, sees it fail after an edit with its difference, is refused a build, accepts and builds', async ({
  page,
}) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'author@demo.local');
  let frame = await openWithDraft(page, '/new', 'new', FORM('Size {size} mm.'));

  // Record: a keystroke session in the preview becomes a scenario that passes.
  await frame.getByRole('spinbutton', { name: 'Size' }).fill('8');
  await frame.getByRole('tab', { name: /^Tests/ }).click();
  await frame.getByRole('button', { name: 'Record scenario' }).click();
  await expect(frame.getByRole('list', { name: 'Scenarios' })).toContainText('PASS Recorded scenario 1');
  await expect(frame.getByRole('status', { name: 'Test results' })).toHaveText('1 passed, 0 failed');
  await expect(frame.getByRole('textbox', { name: 'Tests (YAML)' })).toHaveValue(/report: Size 8 mm\./);

  // The tests are saved with the form: the saved version's new frame has them.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  const id = /\/([0-9a-f-]{36})\/1$/.exec(page.url())![1]!;
  frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByRole('tab', { name: 'Tests (1 passed)' })).toBeVisible();

  // An edit that changes the report: the scenario fails with the difference of the report.
  frame = await openWithDraft(page, `/${id}`, id, FORM('Largest size {size} mm.'));
  await expect(frame.getByRole('tab', { name: 'Tests (1 failed)' })).toBeVisible();
  await frame.getByRole('tab', { name: /^Tests/ }).click();
  await expect(frame.getByRole('list', { name: 'Scenarios' })).toContainText('FAIL Recorded scenario 1');
  const diff = frame.getByLabel('Difference of Recorded scenario 1');
  await expect(diff).toContainText('-Size 8 mm.');
  await expect(diff).toContainText('+Largest size 8 mm.');
  // Replayed step by step: the report after each step, and the step applied to the preview's form.
  await frame.getByRole('button', { name: 'Replay' }).click();
  const replay = frame.getByRole('region', { name: 'Replay' });
  await expect(replay).toContainText(/step 0 of \d+/);
  const total = Number(/step 0 of (\d+)/.exec((await replay.textContent()) ?? '')![1]);
  for (let k = 1; k <= total; k++) {
    await replay.getByRole('button', { name: 'Next step' }).click();
    await expect(replay).toContainText(`step ${k} of ${total}`);
  }
  await expect(replay.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await expect(replay.getByLabel('Report at this step')).toHaveText('Largest size 8 mm.');
  await replay.getByRole('button', { name: 'Stop replay' }).click();
  await frame.getByRole('tab', { name: 'Preview' }).click();
  await expect(frame.getByRole('spinbutton', { name: 'Size' })).toHaveValue('8');
  await frame.getByRole('tab', { name: /^Tests/ }).click();

  // Saved as it is, its build is refused with the failing test named.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/2$`));
  frame = page.frameLocator('iframe[title="Form editor"]');
  await frame.getByRole('tab', { name: 'Build' }).click();
  await frame.getByRole('button', { name: 'Create new build' }).click();
  await expect(frame.getByRole('alert')).toContainText("The form's tests fail: Recorded scenario 1");
  await expect(frame.getByRole('list', { name: 'Failing tests' })).toContainText('Recorded scenario 1');
  await expect(frame.getByRole('button', { name: 'Build despite failing tests' })).toHaveCount(0);

  // Accept the new outputs, save, and the build goes through.
  await frame.getByRole('tab', { name: /^Tests/ }).click();
  await frame.getByRole('button', { name: 'Accept outputs' }).click();
  await expect(frame.getByRole('list', { name: 'Scenarios' })).toContainText('PASS Recorded scenario 1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/3$`));
  frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByRole('tab', { name: 'Tests (1 passed)' })).toBeVisible();
  await frame.getByRole('tab', { name: 'Build' }).click();
  const download = page.waitForEvent('download');
  await frame.getByRole('button', { name: 'Create new build' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.srtpkg$/);

  // Version impact: version 1's scenario on version 1 and on version 3 changes one report sentence.
  await page.getByRole('link', { name: 'Formwright' }).click();
  await page
    .getByRole('row', { name: /Nodule size/ })
    .getByRole('button', { name: 'Versions' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Versions of Nodule size' });
  await dialog.getByLabel('Older version').selectOption('1');
  await dialog.getByLabel('Newer version').selectOption('3');
  await dialog.getByRole('button', { name: 'Compare' }).click();
  await expect(dialog.getByRole('list', { name: 'Scenarios compared' })).toContainText(
    'report ~ "Size 8 mm." -> "Largest size 8 mm."',
  );
  await expect(dialog.getByText('0 unchanged, 1 changed')).toBeVisible();
});

test('a ProviderAdmin may build despite failing tests', async ({ page }) => {
  await allowAssetsCrossOrigin(page);
  await signIn(page, 'provider@demo.local');
  const tests = '- name: expects another report\n  actions: []\n  expect: { report: Something else. }\n';
  await page.evaluate(
    ([yaml, t]) =>
      localStorage.setItem('formwright.draft:new', JSON.stringify({ yaml, script: '', tests: t })),
    [FORM('Size {size} mm.').replace('Nodule size', 'Override form'), tests] as const,
  );
  await page.goto('/new');
  const unsavedFrame = page.frameLocator('iframe[title="Form editor"]');
  await expect(unsavedFrame.getByRole('tab', { name: 'Tests (1 failed)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await frame.getByRole('tab', { name: 'Build' }).click();
  await frame.getByRole('button', { name: 'Create new build' }).click();
  await expect(frame.getByRole('alert')).toContainText("The form's tests fail: expects another report");
  const download = page.waitForEvent('download');
  await frame.getByRole('button', { name: 'Build despite failing tests' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.srtpkg$/);
});
