import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { callApi, contextAs, LOGINS, numberForm, saveForm, SERVER } from './support';

/**
 * Issue 22 item 3: a page on another origin that opens the designer (window.open) posts the editor's
 * SetTemplateShare / SetPreviewEnabled to it, while the editor has no frame (a form version that fails to
 * load) and while it shows the victim's form. The outer app hears only its own editor frame, so the
 * form's sharing and preview stay off (read back through the API).
 */

test.describe.configure({ timeout: 120_000 });

const ATTACKER = 'http://attacker.example';

/**
 * Serves the attacker's page, and the designer as a plain-HTTP host would: without
 * Cross-Origin-Opener-Policy (on 127.0.0.1 the browser applies COOP and would cut the opener's handle, so
 * without this the attack would not even reach the page and the test could not fail).
 */
async function serve(context: BrowserContext): Promise<void> {
  await context.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: ATTACK_PAGE }),
  );
  await context.route(`${SERVER}/**`, async (route) => {
    const request = route.request();
    if (request.resourceType() === 'document' && new URL(request.url()).pathname !== '/editor.html') {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-opener-policy'];
      await route.fulfill({ response, headers });
    } else if (new URL(request.url()).pathname.startsWith('/assets/')) {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      });
    } else await route.continue();
  });
}

/** Opens `?target=…&id=…` in a new window and posts the editor's share messages to it for 6 s. */
const ATTACK_PAGE = `<!doctype html><html><head><title>win a prize</title></head><body>
<script>
  const q = new URLSearchParams(location.search);
  const id = q.get('id');
  const w = window.open(q.get('target'), 'victim');
  let n = 0;
  const timer = setInterval(() => {
    for (const form of [id, undefined, 'new']) {
      w.postMessage({ type: 'SetTemplateShare', form, requestId: 9000 + n, payload: { id, siteIds: null } }, '*');
      w.postMessage({ type: 'SetPreviewEnabled', form, requestId: 9500 + n, payload: { id, enabled: true } }, '*');
    }
    if (++n >= 60) {
      clearInterval(timer);
      // 'done' only while the handle still reaches the designer's window (COOP would have closed it).
      document.title = w && !w.closed ? 'done' : 'cut off';
    }
  }, 100);
</script></body></html>`;

async function sharing(page: Page, id: string): Promise<{ share: number; preview: unknown }> {
  const share = await callApi(page, 'GET', `/api/templates/share/${id}`);
  const preview = await callApi(page, 'GET', `/api/templates/availableForPreview/${id}`);
  return { share: share.status, preview: (preview.body as { Enabled?: unknown } | undefined)?.Enabled };
}

for (const [what, path] of [
  ['while the editor has no frame (a version that fails to load)', (id: string) => `/${id}/99`],
  ["while the editor shows the victim's form", (id: string) => `/${id}`],
] as const) {
  test(`a foreign window posting SetTemplateShare / SetPreviewEnabled changes nothing, ${what}`, async ({
    browser,
  }) => {
    const context = await contextAs(browser, LOGINS.author);
    await serve(context);
    const page = await context.newPage();
    await page.goto('/api/status');
    const { id } = await saveForm(page, 'Victim form', numberForm('Victim form'));
    expect(await sharing(page, id)).toEqual({ share: 204, preview: false });

    const attacker = await context.newPage();
    const popup = context.waitForEvent('page');
    await attacker.goto(`${ATTACKER}/?id=${id}&target=${encodeURIComponent(SERVER + path(id))}`);
    const victim = await popup;
    if (path(id).endsWith('/99'))
      await expect(victim.getByText('failed server load of template see log for details')).toBeVisible();
    else
      await expect(
        victim.frameLocator('iframe[title="Form editor"]').getByRole('textbox', { name: 'Specification' }),
      ).toContainText('Components:');
    await expect(attacker).toHaveTitle('done', { timeout: 30_000 });

    expect(await sharing(page, id)).toEqual({ share: 204, preview: false });
    await context.close();
  });
}
