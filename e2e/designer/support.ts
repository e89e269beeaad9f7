import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type Browser,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Helpers shared by the designer's browser tests against the real server (port 4181, SQLite, local mode
 * with the debug sign-in and the seeded demo site) and by the screens script (scripts/screens/).
 */

/** The real server of playwright.config.ts (a fresh SQLite folder, local mode); FORMWRIGHT_E2E_SERVER points elsewhere. */
export const SERVER = process.env.FORMWRIGHT_E2E_SERVER ?? 'http://127.0.0.1:4181';

/** The seeded users of the demo site, one per role (docs/operations.md#the-seeded-demo-site-local-mode). */
export const LOGINS = {
  provider: 'provider@demo.local',
  admin: 'admin@demo.local',
  author: 'author@demo.local',
  guest: 'guest@demo.local',
} as const;

/** The no-permission message the designer shows a signed-in user without a grant. */
export const NO_PERMISSION = 'You are logged in, but do not have permissions to do anything yet.';

/** The login page's headline. */
export const LOGIN_HEADLINE = 'Effortless creation of structured reporting forms';

/** Signs in with the debug sign-in of the login page (local mode) and waits until the login page is gone. */
export async function signIn(page: Page, login: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Debug sign-in (e-mail)').fill(login);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Debug sign-in (e-mail)')).toHaveCount(0);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const sessions = new Map<string, StorageState>();

/**
 * A browser context signed in as `login` (debug sign-in through the API, the first-use tutorial switched
 * off). The server allows 20 sign-ins a minute per address, so each worker signs in once per login and
 * later contexts reuse that session's cookie. `fresh` signs in again (a role granted since applies).
 */
export async function contextAs(
  browser: Browser,
  login: string,
  options: { theme?: 'dark' | 'light'; fresh?: boolean } = {},
): Promise<BrowserContext> {
  let state = options.fresh ? undefined : sessions.get(login);
  if (!state) {
    const context = await browser.newContext({ baseURL: SERVER });
    const page = await context.newPage();
    await page.goto('/api/status');
    const signedIn = await callApi(page, 'POST', '/api/debugauthentication', { login });
    if (signedIn.status !== 200) throw new Error(`sign-in as ${login}: ${signedIn.status}`);
    await callApi(page, 'POST', '/api/user/showTutorial/false');
    state = await context.storageState();
    sessions.set(login, state);
    await context.close();
  }
  const context = await browser.newContext({ baseURL: SERVER, storageState: state });
  if (options.theme) {
    await context.addInitScript((mode) => {
      try {
        localStorage.setItem('formwright.colorMode', mode);
      } catch {
        // An opaque origin (the editor frame) has no storage: it follows the outer app.
      }
    }, options.theme);
  }
  return context;
}

/** The sandboxed editor frame. */
export function editorFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Form editor"]');
}

/** The specification editor inside the frame. */
export function specEditor(page: Page): Locator {
  return editorFrame(page).getByRole('textbox', { name: 'Specification' });
}

/** Replaces the specification text through the editor (select all, delete, type). */
export async function setSpec(page: Page, text: string): Promise<void> {
  await specEditor(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Appends text at the end of the specification. */
export async function appendSpec(page: Page, text: string): Promise<void> {
  await specEditor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

/**
 * One of the form list's form actions (New form, Demo, Import from File): links in the screen, beside the
 * folder toolbox whose New folder, Rename and Delete are buttons.
 */
export function formAction(page: Page, name: 'New form' | 'Demo' | 'Import from File'): Locator {
  // The actions come before the form table, whose links are the forms' names (a form may be named 'New form').
  return page.getByRole('main').getByRole('link', { name, exact: true }).first();
}

/** Switches the colour mode through the profile menu and waits for the page's theme class. */
export async function changeTheme(page: Page): Promise<'dark' | 'light'> {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('theme-dark'));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change theme' }).click();
  await expect(page.locator('html')).toHaveClass(wasDark ? /theme-light/ : /theme-dark/);
  return wasDark ? 'light' : 'dark';
}

/**
 * The colour mode to start in, set before the page's scripts run (the outer app reads it from local
 * storage, App.tsx's COLOR_MODE_KEY); works on screens without a profile menu (login, no permission).
 */
export async function startInTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript((mode) => {
    try {
      localStorage.setItem('formwright.colorMode', mode);
    } catch {
      // An opaque origin (the editor frame) has no storage: it follows the outer app.
    }
  }, theme);
}

/** axe-core's serious and critical violations on the page, as 'rule: targets' lines (empty when none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  // The Painter's problem list is packages/react's (reported there), not the designer's.
  const theirs = (target: string) => target.includes('.fw-painter-problems');
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).filter((t) => !theirs(t)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

/** A small form: one Number whose value the report tells; `extra` lines go at the end of Components. */
export function numberForm(title: string, report = 'Size {size} mm.', extra: readonly string[] = []): string {
  return [
    'Metadata:',
    '  lang: en',
    `  title: ${title}`,
    '  description: One nodule, measured.',
    '  versionMajor: 1',
    '  versionMinor: 0',
    'ReportOutput:',
    `  - text: '${report}'`,
    'Components:',
    '  - Number:',
    '      id: size',
    '      label: Size',
    ...extra,
    '',
  ].join('\n');
}

/** Calls the server's API from the signed-in page (with the CSRF token); answers status and JSON body. */
export async function callApi(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([m, u, b]) => {
      const csrf = (await (await fetch('/api/auth/csrf')).text()).trim();
      const response = await fetch(u, {
        method: m,
        headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrf },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the text as it is.
      }
      return { status: response.status, body: parsed };
    },
    [method, url, body] as const,
  );
}

/** Saves a new form through the API (as the signed-in user); answers its id and version. */
export async function saveForm(
  page: Page,
  name: string,
  yaml: string,
): Promise<{ id: string; version: number }> {
  const saved = await callApi(page, 'POST', '/api/Templates', {
    Name: name,
    Template: { JsCode: '', Yaml: yaml },
  });
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  const { Id, Version } = saved.body as { Id: string; Version: number };
  return { id: Id, version: Version };
}

/**
 * Adds `access-control-allow-origin: *` to the designer's static assets as the page receives them: the
 * editor frame runs on an opaque origin, so its module scripts are cross-origin requests (for a server
 * that does not send the header itself).
 */
export async function allowAssetsCrossOrigin(page: Page): Promise<void> {
  await page.route('**/assets/**', async (route) => {
    // A lazy chunk the page asks for as its test ends is dropped: Playwright reports a route that throws
    // "Test ended" as an error outside any test, and the next test of the worker does not run.
    const response = await route.fetch().catch((e: unknown) => {
      if (e instanceof Error && e.message.includes('Test ended')) return undefined;
      throw e;
    });
    if (!response) return;
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
}
