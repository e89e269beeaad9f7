/**
 * The browser of every browser run here (Playwright's projects, `npm run screens`): Debian's Chromium, or
 * the one CHROMIUM names, started quiet, with no network traffic of its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 loads the omnibox pop-up's WebUI in a renderer of its own for every window, headless too
  // (about 0.4 of a core for seconds after each new page): bench/chromium.ts.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
