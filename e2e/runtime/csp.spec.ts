import { expect, test } from '@playwright/test';
import { hostRecord, openForm } from './helpers';

// decisions.md D10 / issue 10: the runtime lives under script-src 'self' 'wasm-unsafe-eval' with no eval and
// no new Function. The page records every securitypolicyviolation event.
test.describe('the runtime under a strict Content-Security-Policy', () => {
  test('a compiled form without a script mounts with no CSP violation', async ({ page }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml', compiled: true, strict: true });
    await expect(page.locator('#form input[type="hidden"][name="#Report"]')).toHaveCount(1);
    expect((await hostRecord(page)).violations).toEqual([]);
  });

  test('a compiled form with a script runs QuickJS with no CSP violation', async ({ page }) => {
    await openForm(page, {
      form: 'e2e/runtime/forms/scripted.yaml',
      script: 'e2e/runtime/forms/scripted.js',
      compiled: true,
      strict: true,
    });
    // The script's function computes the greeting the report shows.
    await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/Hello from the script/);
    expect((await hostRecord(page)).violations).toEqual([]);
  });
});

test.describe('specification text under a strict Content-Security-Policy', () => {
  test('YAML text is parsed and validated by the precompiled validators with no CSP violation', async ({
    page,
  }) => {
    await openForm(page, { form: 'fixtures/forms/demo.yaml', strict: true });
    await expect(page.locator('#form input[type="hidden"][name="#Report"]')).toHaveCount(1);
    expect((await hostRecord(page)).violations).toEqual([]);
  });

  test('YAML text with a script mounts with no CSP violation', async ({ page }) => {
    await openForm(page, {
      form: 'e2e/runtime/forms/scripted.yaml',
      script: 'e2e/runtime/forms/scripted.js',
      strict: true,
    });
    await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/Hello from the script, World/);
    expect((await hostRecord(page)).violations).toEqual([]);
  });
});
