import { expect, test } from '@playwright/test';
import { openForm } from './helpers';

// issue 10 "Bad input": hostile HTML in HtmlBox, Help, labels, options and report text never runs script
// (<img onerror>, <script>, javascript: links, SVG with script). Every payload sets window.__pwned.
test('hostile HTML in HtmlBox, Help, labels, options, values and report text runs no script', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openForm(page, { form: 'e2e/runtime/forms/hostile.yaml' });
  await expect(page.locator('#form [data-fw-id="box"]')).toContainText('Box');
  // Open both Help popovers, so their HTML is on screen too.
  for (const id of ['help', 'helpHtml']) {
    await page.locator(`#form [data-fw-id="${id}"] button`).first().click();
    await page.keyboard.press('Escape');
  }
  // Follow every link the form shows: none may carry a javascript: URL.
  const hrefs = await page
    .locator('#form a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
  for (const link of await page.locator('#form a').all()) await link.click({ force: true }).catch(() => {});
  // Type into the field whose value and label hold HTML: the report and the StaticText echo it.
  await page.getByRole('textbox').first().fill('<img src=x onerror="window.__pwned=\'typed\'">');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing that can run script made it into the DOM of the form.
  const risky = await page.evaluate(() => {
    const root = document.getElementById('form') as HTMLElement;
    const found: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'SCRIPT' || el.tagName === 'IFRAME') found.push(el.tagName);
      for (const a of el.attributes) if (/^on/i.test(a.name)) found.push(`${el.tagName}[${a.name}]`);
    }
    return found;
  });
  expect(risky).toEqual([]);
  // The report holds the text as text (a hidden input's value), never as markup that runs.
  await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/Report/);
});

// issue 22 item 7: author HTML may neither send the patient's data to another site nor lay a fake sign-in
// over the host page, with no CSP and under the strict one docs/embedding.md recommends.
for (const strict of [false, true]) {
  test(`author HTML reaches no other host and covers nothing${strict ? ' (strict CSP)' : ''}`, async ({
    page,
  }) => {
    const attacker: string[] = [];
    await page.route('http://attacker.example/**', (route) => {
      attacker.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    page.on('request', (r) => {
      if (r.url().includes('attacker.example') && !attacker.includes(r.url())) attacker.push(r.url());
    });
    await openForm(page, { form: 'e2e/runtime/forms/leak.yaml', strict });
    await expect(page.locator('#form [data-fw-id="leak"]')).toContainText('Leak');
    await expect(page.locator('#form [data-fw-id="overlay"]')).toContainText('sign in again');
    await page.waitForTimeout(500);
    expect(attacker).toEqual([]);
    // The host page's own title and the form's first field are what a click at their place hits.
    for (const target of [page.locator('.host-title'), page.getByLabel('Patient')]) {
      const box = await target.boundingBox();
      expect(box).not.toBeNull();
      const hit = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x as number, y as number)?.closest('[data-fw-id="overlay"]') != null,
        [box!.x + box!.width / 2, box!.y + box!.height / 2],
      );
      expect(hit).toBe(false);
    }
    // The link to the attacker's host is gone from what the form shows.
    expect(await page.locator('#form a[href*="attacker.example"]').count()).toBe(0);
  });
}
