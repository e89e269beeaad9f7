/**
 * NLM's LHC-Forms (the `lforms` npm package) for the FHIR e2e test: a real FHIR client renders our exported
 * Questionnaire. The package holds only built files, yet declares the Angular sources it was built from as
 * dependencies (hundreds of packages, and npm takes many minutes to resolve them); so the test fetches the
 * pinned package itself with `npm pack` once and keeps it under node_modules/.cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** The LHC-Forms version the test runs (pinned: its QuestionnaireResponse is what we compare against). */
export const LFORMS_VERSION = '40.1.3';

const cache = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache',
  `lforms-${LFORMS_VERSION}`,
);
const dist = join(cache, 'package/dist/lforms');

/** The built LHC-Forms files, fetched from the npm registry on first use. */
export function lformsDist(): string {
  if (!existsSync(join(dist, 'webcomponent/main.js'))) {
    mkdirSync(cache, { recursive: true });
    execFileSync('npm', ['pack', `lforms@${LFORMS_VERSION}`, '--pack-destination', cache], {
      stdio: 'ignore',
    });
    execFileSync('tar', ['xzf', join(cache, `lforms-${LFORMS_VERSION}.tgz`), '-C', cache]);
  }
  return dist;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html',
  '.png': 'image/png',
};

/**
 * The page LHC-Forms' README asks for: its styles, zone.js, the web component and the FHIR support. The
 * component's scripts are modules (deferred) and the FHIR support extends the LForms object they make, so it
 * is deferred too: deferred scripts run in document order.
 */
const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/webcomponent/styles.css">
<script src="/webcomponent/assets/lib/zone.min.js"></script>
<script src="/webcomponent/runtime.js" type="module"></script>
<script src="/webcomponent/polyfills.js" type="module"></script>
<script src="/webcomponent/main.js" type="module"></script>
<script src="/fhir/lformsFHIRAll.min.js" defer></script>
</head><body><div id="form"></div></body></html>`;

/** The origin the page is served from (answered by the test itself, never the network). */
export const LFORMS_ORIGIN = 'http://lforms.test';

/** Serves LHC-Forms to the page under {@link LFORMS_ORIGIN} and opens its page. */
export async function openLhcForms(page: Page): Promise<void> {
  const root = lformsDist();
  await page.route(`${LFORMS_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/' || path === '/index.html')
      return route.fulfill({ body: PAGE, contentType: 'text/html; charset=utf-8' });
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
    });
  });
  await page.goto(`${LFORMS_ORIGIN}/index.html`);
  await page.waitForFunction(
    () =>
      typeof (window as unknown as { LForms?: { FHIR?: { R4?: unknown } } }).LForms?.FHIR?.R4 === 'object',
  );
}
