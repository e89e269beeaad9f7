import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { formAction } from './support';

/**
 * The designer's editor in local mode (no server answers /api/status: forms live in IndexedDB): the
 * sandboxed editor frame, the live preview with its error list, completion, the toolbox, save and the
 * draft that survives a reload.
 */

function editorFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Form editor"]');
}

/** Replaces the specification text through the editor (select all, type). */
async function setSpec(page: Page, frame: FrameLocator, text: string) {
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('the editor frame is sandboxed on an opaque origin (scripts, modals, popups for the share links)', async ({
  page,
}) => {
  await page.goto('/new');
  const iframe = page.locator('iframe[title="Form editor"]');
  await expect(iframe).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-modals allow-popups allow-popups-to-escape-sandbox',
  );
  expect(await iframe.getAttribute('sandbox')).not.toContain('allow-same-origin');
  await expect(editorFrame(page).getByRole('tab', { name: 'Specification', exact: true })).toBeVisible();
  // The frame's own origin is opaque ('null'), and the outer page cannot reach into it either.
  const inner = page.frames().find((f) => f.url().endsWith('/editor.html'));
  expect(await inner?.evaluate(() => window.origin)).toBe('null');
  await expect(iframe.evaluate((f: HTMLIFrameElement) => f.contentWindow?.document.body)).rejects.toThrow();
});

test('the starter form opens in the editor and its preview shows', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Metadata:');
  for (const tab of ['Specification', 'Script', 'Generated Code', 'Json Specification']) {
    await expect(frame.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  for (const tab of ['Preview', 'Form data', 'Form state', 'Build', 'Share', 'Help']) {
    await expect(frame.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await expect(frame.getByText('Use ctrl+space to trigger auto-complete')).toBeVisible();
});

test('an error shows in the preview with its line, and fixing it clears the list', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Metadata:');
  const good = [
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
  await setSpec(page, frame, good);
  await expect(frame.getByLabel('Size')).toBeVisible();
  await setSpec(page, frame, good + '\n      colour: red');
  await expect(frame.getByText(/YAML error: .* at line: 11/)).toBeVisible();
  // The last good form stays on screen with the error listed.
  await expect(frame.getByLabel('Size')).toBeVisible();
  await setSpec(page, frame, good);
  await expect(frame.getByText(/YAML error/)).toHaveCount(0);
});

test('Ctrl+Space completes component types after a dash', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Components:');
  await setSpec(page, frame, 'Components:\n  - Num');
  await page.keyboard.press('Control+Space');
  await expect(frame.locator('.cm-tooltip-autocomplete')).toContainText('Number');
});

test('the toolbox inserts a component snippet at the cursor', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Components:');
  await frame.getByRole('button', { name: 'Insert snippet' }).click();
  const toolbox = frame.getByRole('list', { name: 'Toolbox' });
  await expect(toolbox.getByRole('button', { name: 'Section', exact: true })).toHaveCount(0);
  await frame.getByRole('textbox', { name: 'Specification' }).click();
  await page.keyboard.press('Control+End');
  await toolbox.getByRole('button', { name: 'Checkbox', exact: true }).click();
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('- Checkbox:');
});

test('saving a new form in local mode navigates to its id and version', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Components:');
  await frame.getByRole('textbox', { name: 'Specification' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n# saved once');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  await expect(editorFrame(page).getByRole('textbox', { name: 'Specification' })).toContainText(
    '# saved once',
  );
  await page.goto('/');
  await expect(formAction(page, 'New form')).toBeVisible();
});

test('unsaved text survives a reload of the page', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Components:');
  await frame.getByRole('textbox', { name: 'Specification' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n# kept locally');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('formwright.draft:new') ?? ''))
    .toContain('# kept locally');
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(editorFrame(page).getByRole('textbox', { name: 'Specification' })).toContainText(
    '# kept locally',
  );
});
