import { expect, test, type Page } from '@playwright/test';

/** The editor's tabs, import, export and the sandbox (local mode). */

const FORM = [
  'Metadata:',
  '  lang: en',
  '  title: Liver',
  '  description: A test form.',
  '  versionMajor: 1',
  '  versionMinor: 2',
  'ReportOutput:',
  "  - text: '{size}'",
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
  '  - Text:',
  '      id: note',
  '      label: =size',
].join('\n');

async function openWith(page: Page, yaml: string) {
  await page.goto('/version.txt');
  await page.evaluate(
    (text) => localStorage.setItem('formwright.draft:new', JSON.stringify({ yaml: text, script: '' })),
    yaml,
  );
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await expect(frame.getByLabel('Size')).toBeVisible();
  return frame;
}

test("the frame cannot read the outer app's cookies or storage", async ({ page }) => {
  await openWith(page, FORM);
  const frame = page.frames().find((f) => f.url().endsWith('/editor.html'));
  const reads = await frame!.evaluate(() => {
    const tryRead = (read: () => unknown) => {
      try {
        read();
        return 'read';
      } catch {
        return 'blocked';
      }
    };
    return [tryRead(() => document.cookie), tryRead(() => window.localStorage), String(window.origin)];
  });
  expect(reads).toEqual(['blocked', 'blocked', 'null']);
});

test('Form data lists the values; Form state dumps and restores them', async ({ page }) => {
  const frame = await openWith(page, FORM);
  await frame.getByLabel('Size').fill('12');
  await frame.getByRole('tab', { name: 'Form data' }).click();
  await expect(frame.getByRole('row', { name: /size Number 12/ })).toBeVisible();
  await frame.getByRole('tab', { name: 'Form state' }).click();
  await frame.getByRole('button', { name: 'Dump state' }).click();
  const state = frame.getByRole('textbox', { name: 'Form state' });
  await expect(state).toHaveValue(/"size"/);
  const dumped = await state.inputValue();
  await state.fill(dumped.replace('12', '34'));
  await frame.getByRole('button', { name: 'Restore state' }).click();
  await frame.getByRole('tab', { name: 'Preview' }).click();
  await expect(frame.getByLabel('Size')).toHaveValue('34');
});

test('Generated Code lists each formula with its dependencies; Json Specification shows the spec as JSON', async ({
  page,
}) => {
  const frame = await openWith(page, FORM);
  await frame.getByRole('tab', { name: 'Generated Code' }).click();
  await expect(frame.getByRole('row', { name: /note \(Text\) label =size size/ })).toBeVisible();
  await frame.getByRole('tab', { name: 'Json Specification' }).click();
  await expect(frame.getByText('"versionMajor": 1')).toBeVisible();
});

test('the import dialog takes one file only and loads a form file', async ({ page }) => {
  const frame = await openWith(page, FORM);
  await frame.getByRole('button', { name: 'Import' }).click();
  const input = frame.getByLabel('Form file');
  await expect(input).toHaveAttribute('accept', '.ssrt,.fp,.json');
  const file = (name: string, yaml: string) => ({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ Name: 'Imported', Template: { Yaml: yaml, JsCode: '' } })),
  });
  await input.setInputFiles([file('a.ssrt', FORM), file('b.ssrt', FORM)]);
  await expect(frame.getByText('You shall only upload one file of type .ssrt')).toBeVisible();
  await input.setInputFiles([file('a.ssrt', FORM.replace('label: Size', 'label: Imported size'))]);
  await expect(frame.getByLabel('Imported size')).toBeVisible();
});

test('Export as file downloads {name}-v{major.minor}.ssrt', async ({ page }) => {
  await openWith(page, FORM);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as file' }).click();
  expect((await download).suggestedFilename()).toBe('Liver-v1.2.ssrt');
});

test('the Help tab searches the generated reference', async ({ page }) => {
  const frame = await openWith(page, FORM);
  await frame.getByRole('tab', { name: 'Help' }).click();
  await frame.getByRole('searchbox', { name: 'Search help' }).fill('checkbox');
  await expect(frame.locator('summary', { hasText: 'Checkbox' }).first()).toBeVisible();
  await expect(frame.locator('summary', { hasText: /^TextArea/ })).toHaveCount(0);
});

test("the Help tab's Copy puts a command's example into the open editor, else says 'No context'", async ({
  page,
}) => {
  const frame = await openWith(page, FORM);
  await frame.getByRole('tab', { name: 'Script' }).click();
  await frame.getByRole('tab', { name: 'Help' }).click();
  await frame.getByRole('searchbox', { name: 'Search help' }).fill('Round');
  // The entry opens to show its example and the Copy button.
  await frame.locator('summary', { hasText: /^Round\(/ }).click();
  await frame.getByRole('button', { name: /^Copy Round\(/ }).click();
  await expect(frame.getByRole('textbox', { name: 'Script' })).toContainText('Round(');
  await frame.getByRole('tab', { name: 'Json Specification' }).click();
  // The alert blocks the frame until answered: a handler answers it as it opens.
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await frame.getByRole('button', { name: /^Copy Round\(/ }).click();
  await expect.poll(() => alerts).toEqual(['No context']);
});
