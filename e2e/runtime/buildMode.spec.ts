import { expect, test } from '@playwright/test';
import { hostRecord, openForm } from './helpers';

// docs/architecture.md#entry-points / docs/architecture.md#what-a-view-reads: build mode shows the errors at the top, and Ctrl+Alt+click on a form
// element reports its specification line to the embedding page (onSpecLine).
test.describe('build mode', () => {
  test('a spec with errors still renders, lists its errors, and an error reports its line', async ({
    page,
  }) => {
    await openForm(page, { form: 'e2e/runtime/forms/errors.yaml', buildMode: true });
    const errors = page.getByRole('list', { name: 'Errors' });
    await expect(errors).toContainText('Unknown function: NoSuchHelper');
    await expect(page.getByRole('textbox', { name: 'First' })).toBeVisible();
    await errors.getByRole('button').first().click();
    expect((await hostRecord(page)).specLines).toEqual([11]);
  });

  test('Ctrl+Alt+click on a form element reports its specification line', async ({ page }) => {
    await openForm(page, { form: 'e2e/runtime/forms/errors.yaml', buildMode: true });
    await page.getByRole('textbox', { name: 'First' }).click({ modifiers: ['Control', 'Alt'] });
    expect((await hostRecord(page)).specLines).toEqual([7]);
  });

  test('without build mode the errors are not shown and Ctrl+Alt+click reports nothing', async ({ page }) => {
    await openForm(page, { form: 'e2e/runtime/forms/errors.yaml' });
    await expect(page.getByRole('textbox', { name: 'First' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Errors' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'First' }).click({ modifiers: ['Control', 'Alt'] });
    expect((await hostRecord(page)).specLines).toEqual([]);
  });
});
