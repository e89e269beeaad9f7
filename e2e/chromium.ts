/**
 * The browser of every browser run here (Playwright's projects, `npm run screens`): Debian's Chromium, or
 * the one CHROMIUM names, started as the benches start it (bench/chromium.ts: quiet, with no network
 * traffic of its own, without the omnibox pop-up's WebUI).
 */
export { CHROME_ARGS as CHROMIUM_ARGS } from '../bench/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';
