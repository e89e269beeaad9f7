/**
 * The arguments of every Chromium run here, the benches' and the browser tests' (e2e/chromium.ts): quiet, with no network traffic of its own, and
 * without the omnibox pop-up's WebUI. Chromium 156 loads that pop-up (chrome://omnibox-popup.top-chrome)
 * in a renderer of its own for every browser window, headless too, and it kept about 0.4 of a core busy
 * for seconds after each new page (1.1–1.9 s of CPU in 4 s): on a 2-core machine that time was taken from
 * the page measured. `--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup` leaves it out.
 */
export const CHROME_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
