import { expect, test } from '@playwright/test';

// The host simulator (apps/runtime/simulator): plays the PACS host around a mounted form.
test.describe('the host simulator', () => {
  test('loads a form, sends provider data, shows the report live, and dumps, clears and restores the state', async ({
    page,
  }) => {
    await page.goto('/?form=/fixtures/forms/demo.yaml');
    await expect(page.locator('#status')).toHaveText(/Mounted/);
    // The runtime asked the parent (the simulator) for the form's providers on mount.
    await expect(page.locator('#getDataLog')).toContainText('getData(');
    const report = page.locator('#report');
    await expect(report).toContainText('Indication: Follow-up of a lung nodule');

    await page
      .getByLabel('Provider data JSON')
      .fill(
        JSON.stringify({ results: [{ providerName: 'Exam', providerData: [{ indication: 'Chest pain' }] }] }),
      );
    await page.getByRole('button', { name: 'setProviderData' }).click();
    await expect(report).toContainText('Indication: Chest pain');

    await page.getByText('Report RTF', { exact: true }).click();
    await page.getByRole('button', { name: 'getReportRtf' }).click();
    await expect(page.locator('#rtf')).toContainText('{\\rtf1');

    await page.getByRole('button', { name: 'getCustomState' }).click();
    const dumped = await page.getByLabel('Custom state JSON').inputValue();
    expect(() => JSON.parse(dumped) as unknown).not.toThrow();
    await page.getByRole('button', { name: 'clearState' }).click();
    await page.getByRole('button', { name: 'setCustomState' }).click();
    await page.getByRole('button', { name: 'getCustomState' }).click();
    expect(JSON.parse(await page.getByLabel('Custom state JSON').inputValue())).toEqual(JSON.parse(dumped));
    // Every hidden input is listed live.
    await page.getByText('Hidden inputs (live)').click();
    await expect(page.getByRole('row', { name: /^#Report CT chest/ })).toBeVisible();
  });
});
