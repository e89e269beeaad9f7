import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * Browser tests against the started product, in Debian's Chromium (decisions.md D2: never a downloaded
 * browser). One project per app under e2e/<app>/. The JSON report feeds .ci/run's totals line.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    trace: 'retain-on-failure',
  },
  projects: [
    // The standalone runtime (apps/runtime): the built bundle in test host pages, served on port 4173.
    { name: 'runtime', testDir: 'e2e/runtime', use: { baseURL: 'http://127.0.0.1:4173' } },
    // Forms imported from real openEHR templates (fixtures/openehr/forms) in the same runtime host pages.
    { name: 'openehr', testDir: 'e2e/openehr', use: { baseURL: 'http://127.0.0.1:4173' } },
    // The designer (apps/designer/dist) in local mode: no server answers /api/status, forms live in IndexedDB.
    // The designer re-parses after a pause and renders the preview: give its expectations room on a loaded machine.
    {
      name: 'designer',
      testDir: 'e2e/designer',
      use: { baseURL: 'http://127.0.0.1:4180' },
      expect: { timeout: 15_000 },
    },
    // A real FHIR client: NLM's LHC-Forms renders our exported Questionnaire (pages served by the test itself).
    { name: 'fhir', testDir: 'e2e/fhir' },
    // Graph and Painter on screen (e2e/graph-painter): a test page built with vite and served on 4190.
    {
      name: 'graph-painter',
      testDir: 'e2e/graph-painter',
      // gallery.spec.ts writes docs/gallery pictures rather than checking: only on request.
      testIgnore: process.env.FORMWRIGHT_GALLERY ? [] : ['**/gallery.spec.ts'],
      use: { baseURL: 'http://127.0.0.1:4190' },
    },
  ],
  webServer: [
    {
      // Serves apps/runtime/dist (built by `npm run build`), the simulator, e2e/runtime/pages and fixtures.
      command: 'npx tsx apps/runtime/server/serve.ts',
      url: 'http://127.0.0.1:4173/pages/host.html',
      env: { PORT: '4173' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The built designer served statically (vite preview, SPA fallback): the designer's local mode.
      command:
        'npx vite preview --config apps/designer/vite.config.ts --port 4180 --strictPort --host 127.0.0.1',
      url: 'http://127.0.0.1:4180/version.txt',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The real server (SQLite in a fresh data folder, local mode: debug sign-in, seeded demo site) serving
      // the built designer, for e2e/designer/server.spec.ts.
      command: 'rm -rf /tmp/formwright-e2e-designer && node --import tsx apps/server/src/main.ts',
      url: 'http://127.0.0.1:4181/api/status',
      env: { PORT: '4181', DATA_DIR: '/tmp/formwright-e2e-designer', LOG_LEVEL: 'warn' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A real OpenID Connect identity provider on loopback (oidc-provider, e2e/designer/idp.ts) for oidc.spec.ts.
      command: 'node --import tsx e2e/designer/idp.ts',
      url: 'http://127.0.0.1:4183/.well-known/openid-configuration',
      env: { PORT: '4183', DESIGNER_URL: 'http://127.0.0.1:4182' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A second real server (its own fresh SQLite folder, the seeded demo site) signing in through that
      // identity provider, for e2e/designer/oidc.spec.ts.
      command: 'rm -rf /tmp/formwright-e2e-oidc && node --import tsx apps/server/src/main.ts',
      url: 'http://127.0.0.1:4182/api/status',
      env: {
        PORT: '4182',
        DATA_DIR: '/tmp/formwright-e2e-oidc',
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: 'http://127.0.0.1:4183',
        OIDC_CLIENT_ID: 'formwright-e2e',
        OIDC_CLIENT_SECRET: 'an-e2e-secret-that-is-long-enough-for-hs256',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The Graph and Painter test page (e2e/graph-painter/page), a production build so plotly is a lazy chunk.
      command:
        'npx vite build --config e2e/graph-painter/vite.config.ts && npx vite preview --config e2e/graph-painter/vite.config.ts --port 4190',
      url: 'http://127.0.0.1:4190/index.html',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
