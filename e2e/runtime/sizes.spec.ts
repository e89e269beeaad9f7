import { expect, test, type Page } from '@playwright/test';
import { openForm } from './helpers';

/**
 * Input sizes on screen (issue 20 item 5): `size: fill` and `size: 100%` fill the row, a percentage takes
 * its share, and the keywords keep their steps, in both themes.
 */

/** The width of the control box of each field, by its label, and the form's content width. */
async function widths(page: Page): Promise<{ form: number; fields: Record<string, number> }> {
  return page.evaluate(() => {
    const fields: Record<string, number> = {};
    for (const label of document.querySelectorAll<HTMLElement>('#form .fw-field__label')) {
      const input = label.closest('.fw-field')?.querySelector<HTMLElement>('.fw-field__input');
      if (input) fields[label.textContent ?? ''] = input.getBoundingClientRect().width;
    }
    const form = document.querySelector<HTMLElement>('#form .fw-form')!.getBoundingClientRect().width;
    return { form, fields };
  });
}

for (const theme of ['dark', 'light'] as const) {
  test(`fill and 100% fill the row, 50% takes half, in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 1400 });
    await openForm(page, { form: 'e2e/runtime/forms/sizes.yaml', theme });
    const { form, fields } = await widths(page);
    const xl = fields['Text xl']!;
    expect(xl).toBeGreaterThan(300);
    for (const label of [
      'Text fill',
      'Text 100%',
      'Read-only fill',
      'TextArea fill',
      'Date fill',
      'Dropdown fill',
      'AutoComplete fill',
    ]) {
      // The label sits beside the input: the input takes the rest of the form's width.
      expect(fields[label], label).toBeGreaterThan(xl);
      expect(fields[label], label).toBeGreaterThan(form * 0.6);
    }
    // The suffix takes its room beside a filling Number.
    expect(fields['Number fill']).toBeGreaterThan(form * 0.55);
    expect(fields['Text 50%']).toBeGreaterThan(form * 0.25);
    expect(fields['Text 50%']).toBeLessThan(fields['Text fill']!);
    // In a Row, fill takes what the small input leaves.
    expect(fields['Fill']).toBeGreaterThan(fields['Small']! * 1.5);
    // The read-only value is shown whole, not cut mid-sentence.
    const readOnly = page.locator('#form [data-fw-id="readOnly"] input');
    const cut = await readOnly.evaluate((el: HTMLInputElement) => el.scrollWidth > el.clientWidth + 1);
    expect(cut).toBe(false);
    await page.screenshot({ path: `test-results/sizes-${theme}.png`, fullPage: true });
  });
}
