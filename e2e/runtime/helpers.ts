import { expect, type Page } from '@playwright/test';

/** What the host page (pages/host.js) records. */
export interface HostRecord {
  violations: { directive: string; blocked: string; sample: string }[];
  specLines: number[];
  getDataCalls: string[][];
  mounted: boolean;
  error: string | null;
  longTasks: { start: number; duration: number }[];
  mountedAt: number;
}

/** Query options of the host page. */
export interface HostOptions {
  form: string;
  script?: string;
  compiled?: boolean;
  strict?: boolean;
  /** The host's `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'` instead (apps/runtime/server/serve.ts). */
  selfOnly?: boolean;
  theme?: 'dark' | 'light';
  buildMode?: boolean;
  inPacs?: boolean;
  getData?: boolean;
}

/** Opens the test host page with a form and waits until `Formwright.mount` resolved. */
export async function openForm(page: Page, o: HostOptions): Promise<void> {
  const q = new URLSearchParams({ form: o.form });
  if (o.script) q.set('script', o.script);
  if (o.compiled) q.set('compiled', '1');
  if (o.strict) q.set('csp', 'strict');
  if (o.selfOnly) q.set('csp', 'self');
  if (o.theme) q.set('theme', o.theme);
  if (o.buildMode) q.set('buildMode', '1');
  if (o.inPacs) q.set('inPacs', '1');
  if (o.getData) q.set('getData', '1');
  await page.goto(`/pages/host.html?${q.toString()}`);
  await page.waitForFunction(
    () => {
      const h = (window as unknown as { __host?: HostRecord }).__host;
      return h !== undefined && (h.mounted || h.error !== null);
    },
    undefined,
    { timeout: 30_000 },
  );
  const error = await hostRecord(page).then((h) => h.error);
  expect(error).toBeNull();
}

/** The host page's record. */
export function hostRecord(page: Page): Promise<HostRecord> {
  return page.evaluate(() => (window as unknown as { __host: HostRecord }).__host);
}

/** The value of the hidden input with this name inside the mounted element. */
export function hidden(page: Page, name: string): Promise<string | null> {
  return page.evaluate(
    (n) =>
      document.querySelector<HTMLInputElement>(`#form input[type="hidden"][name="${CSS.escape(n)}"]`)
        ?.value ?? null,
    name,
  );
}
