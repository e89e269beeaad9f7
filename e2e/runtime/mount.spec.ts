import { expect, test } from '@playwright/test';
import { hostRecord, openForm } from './helpers';

// docs/embedding.md#mounting: Formwright.mount's options and handle, in the built bundle.
test.describe('Formwright.mount', () => {
  test('without a theme the form follows the host <html> class, polled every 100 ms', async ({ page }) => {
    await openForm(page, { form: 'fixtures/forms/corpus/thyroid-tirads.yaml', theme: 'dark' });
    const form = page.locator('#form [data-theme]').first();
    await expect(form).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => (document.documentElement.className = 'theme-light'));
    await expect(form).toHaveAttribute('data-theme', 'light', { timeout: 1_000 });
    await page.evaluate(() => (document.documentElement.className = 'theme-dark'));
    await expect(form).toHaveAttribute('data-theme', 'dark', { timeout: 1_000 });
  });

  test('the container is capped at 75vh outside the PACS and not inside it', async ({ page }) => {
    const heights: number[] = [];
    for (const inPacs of [false, true]) {
      await openForm(page, { form: 'fixtures/forms/demo.yaml', inPacs });
      await page.waitForTimeout(200);
      heights.push(
        await page
          .locator('#form .fw-form')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height),
      );
    }
    const vh = (page.viewportSize()?.height ?? 720) * 0.75;
    expect(heights[0]).toBeLessThanOrEqual(vh + 1);
    expect(heights[1]).toBeGreaterThan(vh + 1);
  });

  test('asks the parent getData for the form’s providers on mount, and unmount takes the form and hooks away', async ({
    page,
  }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml', getData: true });
    const calls = (await hostRecord(page)).getDataCalls;
    expect(calls).toHaveLength(1);
    expect([...(calls[0] ?? [])].sort()).toEqual(['Exam', 'Patient']);
    expect(
      await page.evaluate(() => typeof (window as unknown as { getReportRtf?: unknown }).getReportRtf),
    ).toBe('function');
    await page.evaluate(() =>
      (window as unknown as { __host: { handle: { unmount(): void } } }).__host.handle.unmount(),
    );
    await expect(page.locator('#form *')).toHaveCount(0);
    expect(
      await page.evaluate(() => typeof (window as unknown as { getReportRtf?: unknown }).getReportRtf),
    ).toBe('undefined');
  });

  test('a saved state passed as `state` is restored before the form shows', async ({ page }) => {
    await openForm(page, { form: 'fixtures/forms/corpus/thyroid-tirads.yaml' });
    const first = page.getByRole('textbox').first();
    await first.fill('Restored text');
    await expect(first).toHaveValue('Restored text');
    const saved = await page.evaluate(() =>
      (window as unknown as { getCustomState(): unknown }).getCustomState(),
    );
    await page.evaluate(async (state) => {
      const w = window as unknown as {
        __host: { handle: { unmount(): void } };
        Formwright: { mount(el: HTMLElement, o: object): Promise<unknown> };
      };
      w.__host.handle.unmount();
      const spec = await (await fetch('/fixtures/forms/corpus/thyroid-tirads.yaml')).text();
      await w.Formwright.mount(document.getElementById('form') as HTMLElement, { spec, state });
    }, saved);
    await expect(page.getByRole('textbox').first()).toHaveValue('Restored text');
  });
});
