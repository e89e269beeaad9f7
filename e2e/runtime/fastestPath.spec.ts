import { expect, test } from '@playwright/test';
import { hostRecord, openForm } from './helpers';

// issue 25: accept the normals with one key, the next-field key, and sentence provenance in build mode,
// on the demo form in Chromium.
test.describe('the fastest path', () => {
  test('Alt+Shift+A accepts every suggestion of the demo form; the report says the pertinent negatives', async ({
    page,
  }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml' });
    const form = page.getByRole('form');
    await expect(form).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+A Alt+Shift+S Alt+Shift+N');
    await expect(page.locator('[data-fw-suggestion-for="contrast"]')).toHaveText(
      'Suggested: Without contrast',
    );
    await expect(page.locator('#form input[name="#Report"]')).not.toHaveValue(/No pericardial effusion/);
    await page.getByRole('textbox', { name: 'Indication' }).focus();
    await page.keyboard.press('Alt+Shift+KeyA');
    await expect(page.locator('[data-fw-suggestion-for="contrast"]')).toHaveCount(0);
    await expect(page.locator('#form input[name="#Report"]')).toHaveValue(
      /Technique: Without contrast, low-dose protocol\./,
    );
    await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/No pericardial effusion\./);
    await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/No pleural effusion\./);
  });

  test('Alt+Shift+N moves to the next empty mandatory field, wrapping', async ({ page }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml' });
    await page.getByRole('textbox', { name: 'Indication' }).focus();
    await page.keyboard.press('Alt+Shift+KeyN');
    // The demo's empty mandatory fields: the indication, then each nodule's mean diameter.
    await expect(page.locator('[data-fw-id="nodules_1_size"] input')).toBeFocused();
    await page.keyboard.press('Alt+Shift+KeyN');
    await expect(page.locator('[data-fw-id="nodules_2_size"] input')).toBeFocused();
    await page.keyboard.press('Alt+Shift+KeyN');
    await page.keyboard.press('Alt+Shift+KeyN');
    await expect(page.getByRole('textbox', { name: 'Indication' })).toBeFocused();
  });

  test('build mode: hovering a sentence highlights its fields; a field lists its sentences', async ({
    page,
  }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml', buildMode: true });
    await page.getByRole('textbox', { name: 'Indication' }).focus();
    await page.keyboard.press('Alt+Shift+KeyA');
    const piece = page.locator('.fw-provenance [data-fw-piece="ReportOutput[2]"]');
    await expect(piece).toContainText('Technique: Without contrast, low-dose protocol.');
    await piece.hover();
    await expect(page.locator('[data-fw-highlighted="true"]')).toHaveCount(2);
    await expect(page.locator('[data-fw-id="contrast"]')).toHaveAttribute('data-fw-highlighted', 'true');
    await expect(page.locator('[data-fw-id="lowDose"]')).toHaveAttribute('data-fw-highlighted', 'true');
    // A removed piece is listed as removed (no comparison date: its condition is false).
    await expect(page.locator('.fw-provenance__removed [data-fw-piece="ReportOutput[3]"]')).toContainText(
      'removed',
    );
    await page.locator('[data-fw-feeds-for="effusionRow"]').click();
    await expect(page.locator('[data-fw-feeds-list="effusionRow"]')).toContainText('No pleural effusion.');
    await piece.click({ modifiers: ['Control', 'Alt'] });
    const lines = (await hostRecord(page)).specLines;
    expect(lines[lines.length - 1]).toBeGreaterThan(200);
  });
});
