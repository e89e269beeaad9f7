import { expect, test } from '@playwright/test';

/** Editor options and jumps to the specification (local mode). */

const FORM = [
  'Metadata:',
  '  lang: en',
  '  title: Test form',
  '  description: A test form.',
  'ReportOutput:',
  "  - text: '{size}'",
  'Components:',
  '  - Number:',
  '      id: size',
  '      label: Size',
].join('\n');

test('Vim mode is remembered across visits', async ({ page }) => {
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  await frame.getByRole('checkbox', { name: 'Vim mode' }).check();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('formwright.editorOptions') ?? ''))
    .toContain('"keymap":"vim"');
  await page.goto('/demo');
  const again = page.frameLocator('iframe[title="Form editor"]');
  await expect(again.getByRole('checkbox', { name: 'Vim mode' })).toBeChecked();
  await expect(again.locator('.cm-vimMode, .cm-fat-cursor').first()).toBeAttached();
});

test('clicking a preview error highlights its line; Ctrl+Alt+click on the form jumps to the spec line', async ({
  page,
}) => {
  await page.goto('/new');
  const frame = page.frameLocator('iframe[title="Form editor"]');
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Components:');
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText(FORM);
  await expect(frame.getByLabel('Size')).toBeVisible();
  await page.keyboard.insertText('\n      colour: red');
  await frame.getByRole('button', { name: /YAML error: .* at line: 11/ }).click();
  await expect(frame.locator('.cm-line.fw-line-highlight')).toHaveText('      colour: red');
  // The highlight lasts 1000 ms.
  await expect(frame.locator('.cm-line.fw-line-highlight')).toHaveCount(0, { timeout: 3000 });
  await frame.getByLabel('Size').click({ modifiers: ['Control', 'Alt'] });
  await expect(frame.locator('.cm-line.fw-line-highlight')).toContainText('- Number:');
});
