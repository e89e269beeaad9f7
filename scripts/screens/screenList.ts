/**
 * The designer's screens that `npm run screens` photographs (docs/screens/<name>-<theme>.png): who is
 * signed in, where the screen is, what shows once it is ready, and what to do before the picture. Screens
 * that share a person are taken in this order on one page, so the editor is opened once for its tabs.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/** Who looks at a screen. */
export type Who = 'signedOut' | 'guest' | 'author' | 'admin' | 'provider';

/** The forms the script saves first: a copy of the demo form (the editor's screens) and a small one. */
export interface Prepared {
  readonly demo: { readonly id: string; readonly version: number };
  readonly preview: { readonly id: string; readonly version: number };
}

/** One screen. */
export interface Screen {
  /** The picture's name: docs/screens/<name>-<theme>.png. */
  readonly name: string;
  /** What the picture shows (its alt text in docs/users-guide.md). */
  readonly title: string;
  readonly who: Who;
  readonly path: (prepared: Prepared) => string;
  /** What shows when the screen is ready (waited for; a screen still being rebuilt may lack it). */
  readonly ready?: (page: Page) => Locator;
  /** What to do on the screen before the picture (open a tab, a menu). */
  readonly act?: (page: Page) => Promise<void>;
}

/** The sandboxed editor frame. */
export function frame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Form editor"]');
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });
const rightTab = (name: string | RegExp) => async (page: Page) => {
  await frame(page).getByRole('tablist', { name: 'Preview tabs' }).getByRole('tab', { name }).click();
};
const leftTab = (name: string) => async (page: Page) => {
  await frame(page)
    .getByRole('tablist', { name: 'Editor tabs' })
    .getByRole('tab', { name, exact: true })
    .click();
};
const editorPath = (p: Prepared) => `/${p.demo.id}/${p.demo.version}`;
const editorReady = (page: Page) => frame(page).getByRole('tablist', { name: 'Preview tabs' });

/** Every screen, in the order they are taken. */
export const SCREENS: readonly Screen[] = [
  {
    name: 'login',
    title: 'The login page',
    who: 'signedOut',
    path: () => '/',
    ready: (page) => page.getByRole('link', { name: 'Start' }),
  },
  {
    name: 'public-preview',
    title: 'The public preview of a form',
    who: 'signedOut',
    path: (p) => `/preview/${p.preview.id}/${p.preview.version}`,
    ready: (page) => page.getByRole('spinbutton', { name: 'Size' }),
  },
  {
    name: 'no-permission',
    title: 'The no-permission page',
    who: 'guest',
    path: () => '/',
    ready: (page) => page.getByRole('button', { name: 'Copy Id' }),
  },
  {
    name: 'form-list',
    title: 'The form list',
    who: 'author',
    path: () => '/',
    ready: (page) => page.getByRole('main').getByRole('link', { name: 'Demo', exact: true }),
  },
  {
    name: 'editor-preview',
    title: 'The editor with the Preview tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab('Preview'),
  },
  {
    name: 'editor-form-data',
    title: 'The Form data tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab('Form data'),
  },
  {
    name: 'editor-form-state',
    title: 'The Form state tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: async (page) => {
      await rightTab('Form state')(page);
      await frame(page).getByRole('button', { name: 'Dump state' }).click();
    },
  },
  {
    name: 'editor-tests',
    title: 'The Tests tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab(/^Tests/),
  },
  {
    name: 'editor-build',
    title: 'The Build tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab('Build'),
  },
  {
    name: 'editor-share',
    title: 'The Share tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab('Share'),
  },
  {
    name: 'editor-help',
    title: 'The Help tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: rightTab('Help'),
  },
  {
    name: 'editor-script',
    title: 'The Script tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: async (page) => {
      await rightTab('Preview')(page);
      await leftTab('Script')(page);
    },
  },
  {
    name: 'editor-generated-code',
    title: 'The Generated Code tab',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: leftTab('Generated Code'),
  },
  {
    name: 'editor-spec-line',
    title: 'CTRL+ALT+click in the preview highlights the specification line',
    who: 'author',
    path: editorPath,
    ready: editorReady,
    act: async (page) => {
      await leftTab('Specification')(page);
      const target = frame(page).locator('.fw-preview label').first();
      await target.click({ modifiers: ['Control', 'Alt'] });
    },
  },
  {
    name: 'editor-completion',
    title: 'Completion with CTRL+SPACE',
    who: 'author',
    path: (p) => `/${p.preview.id}/${p.preview.version}`,
    ready: editorReady,
    act: async (page) => {
      await frame(page).getByRole('textbox', { name: 'Specification' }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.insertText('  - Check');
      await page.keyboard.press('Control+Space');
      await frame(page).locator('.cm-tooltip-autocomplete').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'data-providers',
    title: 'The data providers',
    who: 'author',
    path: () => '/DataProviders',
    ready: heading('Data providers'),
  },
  {
    name: 'release-notes',
    title: 'The release notes',
    who: 'author',
    path: () => '/help',
    ready: heading('Release notes'),
  },
  {
    name: 'users-guide',
    title: 'The users guide',
    who: 'author',
    path: () => '/help/usersguide',
    ready: heading('Users guide'),
  },
  {
    name: 'about',
    title: 'The about page',
    who: 'author',
    path: () => '/help/about',
    ready: heading('About Formwright Designer'),
  },
  {
    name: 'template-view',
    title: 'TemplateView, the host simulator',
    who: 'author',
    path: () => '/TemplateView',
    ready: heading('TemplateView'),
    act: async (page) => {
      await page.getByRole('button', { name: 'Mount', exact: true }).click();
      await page
        .getByRole('region', { name: 'Form' })
        .getByRole('textbox')
        .first()
        .waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'user-admin',
    title: 'User administration',
    who: 'admin',
    path: () => '/UserAdmin',
    ready: heading('Administer users'),
  },
  {
    name: 'provider-admin',
    title: 'Provider-level administration',
    who: 'provider',
    path: () => '/FormwrightAdmin',
    ready: heading('Provider administration'),
  },
];
