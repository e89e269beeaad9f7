import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hostRecord, openForm } from './helpers';

// docs/architecture.md#entry-points / issue 10: the runtime lives under script-src 'self' 'wasm-unsafe-eval' with no eval and
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

// issue 20 item 9: a host page whose policy is `default-src 'self'` (so connect-src 'self': no data: fetch).
// The script sandbox's WebAssembly is a file beside the bundle (formwright-script.wasm), fetched from the
// host's own origin and compiled as it streams.
test.describe("the runtime under a host's default-src 'self' policy", () => {
  for (const compiled of [true, false]) {
    test(`a ${compiled ? 'compiled form' : 'form as YAML text'} with a script runs QuickJS with no CSP violation`, async ({
      page,
    }) => {
      const wasm: string[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.wasm')) wasm.push(`${r.status()} ${r.headers()['content-type']}`);
      });
      await openForm(page, {
        form: 'e2e/runtime/forms/scripted.yaml',
        script: 'e2e/runtime/forms/scripted.js',
        compiled,
        selfOnly: true,
      });
      await expect(page.locator('#form input[name="#Report"]')).toHaveValue(/Hello from the script/);
      expect((await hostRecord(page)).violations).toEqual([]);
      expect(wasm).toEqual(['200 application/wasm']);
    });
  }

  test('no chunk of the runtime inlines WebAssembly as a data: URL', async ({ request }) => {
    const dist = join(import.meta.dirname, '../../apps/runtime/dist');
    const chunks = [
      ...readdirSync(dist).filter((f) => f.endsWith('.js')),
      ...readdirSync(join(dist, 'chunks')).map((f) => `chunks/${f}`),
    ];
    expect(
      chunks.filter((f) => readFileSync(join(dist, f), 'utf8').includes('data:application/wasm')),
    ).toEqual([]);
    const wasm = await request.get('/dist/formwright-script.wasm');
    expect(wasm.headers()['content-type']).toBe('application/wasm');
    // The WebAssembly magic number: \0asm.
    expect([...(await wasm.body()).subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
  });
});
