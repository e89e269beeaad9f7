/**
 * `npm run screens`: a picture of every designer screen (scripts/screens/screenList.ts) in both themes,
 * written to docs/screens/<screen>-<theme>.png (1280×800), then docs/users-guide.md from the guide's text
 * with the pictures inline (scripts/screens/guide.ts).
 *
 * It starts the server in this process on a free port with a fresh temporary DATA_DIR (SQLite, local
 * mode: the seeded demo site and the debug sign-in), saves the forms the editor and the public preview
 * show, signs in once per role and takes each screen in Debian's Chromium. A screen that does not show
 * what it waits for (one still being rebuilt) is still taken, with a warning; the run fails only when a
 * picture could not be written. `npm run screens -- form-list public-preview` takes only those screens.
 * Needs the built designer (`npm run screens` builds it first).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { callApi, LOGINS, numberForm } from '../../e2e/designer/support';
import { renderGuide } from './guide';
import { SCREENS, type Prepared, type Screen, type Who } from './screenList';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const out = join(repo, 'docs/screens');
const THEMES = ['dark', 'light'] as const;
const VIEWPORT = { width: 1280, height: 800 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function warn(text: string): void {
  process.stderr.write(`screens: ${text}\n`);
}

/** Whether a copied dist is whole: every asset its HTML pages name is there. */
function complete(dist: string): boolean {
  return readdirSync(dist)
    .filter((f) => f.endsWith('.html'))
    .every((page) =>
      [...readFileSync(join(dist, page), 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].every(
        ([, asset]) => existsSync(join(dist, asset!)),
      ),
    );
}

/** Calls the API from a page of the server's origin (support.ts), throwing when it refuses. */
async function call(page: Page, method: string, url: string, body?: unknown): Promise<unknown> {
  const answer = await callApi(page, method, url, body);
  if (answer.status >= 300)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Signs in once per role (debug sign-in, tutorial off) and keeps each session's cookie. */
async function signInAll(browser: Browser, base: string): Promise<Map<Who, StorageState | undefined>> {
  const states = new Map<Who, StorageState | undefined>([['signedOut', undefined]]);
  for (const [who, login] of Object.entries(LOGINS) as [Exclude<Who, 'signedOut'>, string][]) {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/api/status');
    await call(page, 'POST', '/api/debugauthentication', { login });
    await call(page, 'POST', '/api/user/showTutorial/false');
    states.set(who, await context.storageState());
    await context.close();
  }
  return states;
}

/** Saves a copy of the demo form and a small form with its preview enabled, as the author. */
async function prepare(browser: Browser, base: string, author: StorageState | undefined): Promise<Prepared> {
  const context = await browser.newContext({ baseURL: base, ...(author ? { storageState: author } : {}) });
  const page = await context.newPage();
  await page.goto('/api/status');
  const save = async (name: string, yaml: string) => {
    const saved = (await call(page, 'POST', '/api/Templates', {
      Name: name,
      Template: { JsCode: '', Yaml: yaml },
    })) as { Id: string; Version: number };
    return { id: saved.Id, version: saved.Version };
  };
  const demo = await save('Demo form', readFileSync(join(repo, 'fixtures/forms/demo.yaml'), 'utf8'));
  const preview = await save('Nodule size', numberForm('Nodule size', 'Largest nodule {size} mm.'));
  await call(page, 'POST', `/api/templates/availableForPreview/${preview.id}`, { Enabled: true });
  await context.close();
  return { demo, preview };
}

/** Waits until the page has settled: loaded, no 'Loading, please wait...' left, fonts ready. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .getByText('Loading, please wait...')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Takes one screen on `page`; answers whether the picture was written. */
async function take(page: Page, screen: Screen, prepared: Prepared, theme: string, base: string) {
  const target = screen.path(prepared);
  if (page.url() !== base + target) {
    await page.goto(target);
  }
  await settle(page);
  if (screen.ready) {
    await screen
      .ready(page)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => warn(`${screen.name} (${theme}): did not show what it waits for; taken as it is`));
  }
  if (screen.act) {
    await screen.act(page).catch((err: unknown) => {
      warn(`${screen.name} (${theme}): ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    });
  }
  await page.waitForTimeout(400); // menus, tabs and the line highlight settle
  const file = join(out, `${screen.name}-${theme}.png`);
  try {
    await page.screenshot({ path: file, animations: 'disabled' });
    return true;
  } catch (err) {
    warn(`${screen.name} (${theme}): no picture: ${String(err)}`);
    return false;
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = only.filter((n) => !SCREENS.some((s) => s.name === n));
  if (unknown.length > 0) throw new Error(`unknown screens: ${unknown.join(', ')}`);
  const screens = only.length > 0 ? SCREENS.filter((s) => only.includes(s.name)) : SCREENS;

  const dataDir = mkdtempSync(join(tmpdir(), 'formwright-screens-'));
  process.env.LOG_LEVEL ??= 'warn';
  const { startServer, readConfig } = await import('../../apps/server/src/main');
  // A copy of the built apps: a rebuild while the pictures are taken (the server learns the asset files
  // at start) would leave the later screens blank.
  const dist = async (app: string) => {
    const from = join(repo, 'apps', app, 'dist');
    if (!existsSync(from))
      throw new Error(`apps/${app}/dist is missing: run npm run build -w @formwright/${app}`);
    const to = join(dataDir, `${app}-dist`);
    for (let attempt = 1; ; attempt++) {
      rmSync(to, { recursive: true, force: true });
      cpSync(from, to, { recursive: true });
      if (complete(to) || attempt === 6) return to;
      warn(`apps/${app}/dist is being rebuilt; copying it again`);
      await new Promise((r) => setTimeout(r, 20_000));
    }
  };
  const server = await startServer(
    { ...readConfig({}), port: 0, dataDir, mode: 'local' },
    {
      designerDist: await dist('designer'),
      ...(existsSync(join(repo, 'apps/runtime/dist')) ? { runtimeDist: await dist('runtime') } : {}),
    },
  );
  const base = server.address;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  let failed = 0;
  try {
    mkdirSync(out, { recursive: true });
    const states = await signInAll(browser, base);
    const prepared = await prepare(browser, base, states.get('author'));
    for (const theme of THEMES) {
      for (const who of ['signedOut', 'guest', 'author', 'admin', 'provider'] as const) {
        const mine = screens.filter((s) => s.who === who);
        if (mine.length === 0) continue;
        const state = states.get(who);
        const context = await browser.newContext({
          baseURL: base,
          viewport: VIEWPORT,
          ...(state ? { storageState: state } : {}),
        });
        await context.addInitScript((mode) => {
          try {
            localStorage.setItem('formwright.colorMode', mode);
          } catch {
            // The editor frame (an opaque origin) has no storage: it follows the outer app.
          }
        }, theme);
        const page = await context.newPage();
        page.on('dialog', (d) => void d.accept()); // leaving the editor with the completion's text
        for (const screen of mine) {
          if (await take(page, screen, prepared, theme, base))
            process.stdout.write(`${screen.name}-${theme}.png\n`);
          else failed += 1;
        }
        await context.close();
      }
    }
    writeFileSync(join(repo, 'docs/users-guide.md'), renderGuide());
    process.stdout.write('docs/users-guide.md\n');
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed > 0) {
    warn(`${failed} picture(s) not written`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
