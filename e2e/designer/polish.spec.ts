import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { editorFrame, formAction, numberForm, SERVER, setSpec, specEditor } from './support';

/**
 * The designer polish of issue 20 item 7, as the author sees it: Start in local mode, the form list's file
 * buttons and New buttons, Clear's question, Save's confirmation (values kept, errors warned), the editor's
 * name and version, the fatal-error preview, and the right-hand tabs and Help at 1024 px and 200% zoom.
 * Screenshots of the changed screens go to test-results/polish/ (docs/screens/ keeps the meaningful ones).
 */

// The editor frame loads its whole module graph cross-origin: on a loaded machine that takes a while.
test.setTimeout(180_000);

const SHOTS = process.env.FORMWRIGHT_POLISH_SHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('in local mode Start leads to the debug sign-in', async ({ page }) => {
  await page.goto(`${SERVER}/`);
  const field = page.getByLabel('Debug sign-in (e-mail)');
  await expect(field).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(field).toBeFocused();
});

test("the form list's file imports are whole buttons that take a dropped file; the New buttons say what they make", async ({
  page,
}) => {
  await page.goto('/');
  await expect(formAction(page, 'New form')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New folder', exact: true })).toBeVisible();
  await expect(page.getByText(/No file/)).toHaveCount(0);
  for (const name of ['Import openEHR template', 'Import MRRT template', 'Import FHIR Questionnaire']) {
    const button = page.locator('label.fw-file-button', { hasText: name });
    await expect(button).toBeVisible();
    // The whole name shows: nothing is cut.
    expect(await button.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    expect((await button.innerText()).trim()).toBe(name);
  }
  await shot(page, 'form-list');
  // Enter on the focused button opens the file dialog.
  await page.getByLabel('Import MRRT template').focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await chooser;
  // A template dropped on the openEHR button is imported and opens in the editor.
  const text = readFileSync('fixtures/openehr/better_tanner_stages.opt.xml', 'utf8');
  const transfer = await page.evaluateHandle((content) => {
    const dt = new DataTransfer();
    dt.items.add(new File([content], 'better_tanner_stages.opt', { type: 'application/xml' }));
    return dt;
  }, text);
  const target = page.locator('label.fw-file-button', { hasText: 'Import openEHR template' });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(target).toHaveClass(/fw-drop-over/);
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/, { timeout: 60_000 });
});

test('Clear asks before it empties the specification', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    asked.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  await frame.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toBe('Clear the whole specification? Undo brings it back.');
  await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
  answer = true;
  await frame.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect.poll(() => asked.length).toBe(2);
  await expect(specEditor(page)).not.toContainText('Metadata:');
});

test("Save confirms, keeps the preview's values and warns when the text has errors; the header names the form and version", async ({
  page,
}) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
  await setSpec(page, numberForm('Nodule follow-up'));
  const header = page.locator('.fw-editor-header');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Nodule follow-up');
  await expect(header).toContainText('not saved yet (1.0)');
  await frame.getByLabel('Size').fill('7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved: Nodule follow-up, version 1' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/1$/);
  await expect(header).toContainText('version 1 (1.0)');
  // The saved version's preview still holds what was entered.
  await expect(frame.getByLabel('Size')).toHaveValue('7');
  await shot(page, 'editor-saved');

  // An error in the text: Save asks, naming the line; No keeps it unsaved, Yes saves version 2.
  await specEditor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('      colour: red\n');
  await expect(frame.getByText(/line: 13/).first()).toBeVisible();
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    asked.push(d.message());
    void (answer ? d.accept() : d.dismiss());
  });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/errors:\nline 13: .*\n\nSave it anyway\?$/s);
  await expect(header).toContainText('version 1 (1.0)');
  await expect(header).toContainText('unsaved changes');
  answer = true;
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved: Nodule follow-up, version 2' }),
  ).toBeVisible();
  await expect(header).toContainText('version 2 (1.0)');
});

test('while the text has a fatal error the preview says so instead of showing the previous form', async ({
  page,
}) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
  const good = numberForm('Fatal check');
  await setSpec(page, good);
  await expect(frame.getByLabel('Size')).toBeVisible();
  await frame.getByLabel('Size').fill('9');
  await setSpec(page, good.replace('  - Number:', '  - [Number:'));
  await expect(frame.getByRole('alert').filter({ hasText: 'stops the form from being made' })).toBeVisible();
  await expect(frame.getByLabel('Size')).toHaveCount(0);
  await shot(page, 'editor-fatal');
  // Mended: the form is back, with the value entered before.
  await setSpec(page, good);
  await expect(frame.getByLabel('Size')).toHaveValue('9');
});

for (const [label, viewport] of [
  ['1024 px', { width: 1024, height: 768 }],
  // 200% zoom of a 1024 px window: 512 CSS pixels.
  ['200% zoom', { width: 512, height: 384 }],
] as const) {
  test(`the right-hand tabs and Help fit at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/new');
    const frame = editorFrame(page);
    await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
    const tabs = frame.getByRole('tablist', { name: 'Preview tabs' });
    await expect(tabs).toBeVisible();
    // No tab is cut or pushed out of the pane: the list does not scroll sideways and every tab is inside it.
    expect(await tabs.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    const box = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const b = (await tab.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    await frame.getByRole('tab', { name: 'Help', exact: true }).click();
    const help = frame.locator('.fw-editor-right [role="tabpanel"]');
    await expect(help).toBeVisible();
    expect(await help.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
    // The frame's page itself does not scroll sideways.
    const inner = page.frames().find((f) => f.url().endsWith('/editor.html'))!;
    expect(await inner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
      true,
    );
    // The outer navigation wraps rather than cut off Save changes and Export as file.
    for (const name of ['Save changes', 'Export as file']) {
      const b = (await page.getByRole('button', { name }).boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(viewport.width + 1);
    }
    await shot(page, `help-${label.replace(/[^0-9a-z]+/gi, '-')}`);
  });
}
