import type { Purifier } from '@formwright/react/purifier';
import { importChunk } from './chunkUrl';

/**
 * The main bundle's stand-in for `@formwright/react/purifier` (swapped in by vite.config.ts): the sanitiser
 * (DOMPurify and packages/react's policy code, sanitizeHtml.ts) is the chunk `formwright-purify.js`, loaded
 * the first time a form shows author HTML, so a form without HTML never pays for it.
 */
let ready: Purifier | undefined;
let loading: Promise<Purifier> | undefined;

/** The sanitiser once its chunk has loaded, else `undefined`. */
export function readyPurifier(): Purifier | undefined {
  return ready;
}

/** Loads the sanitiser chunk once; every caller shares the one load. */
export function loadPurifier(): Promise<Purifier> {
  loading ??= importChunk<{ default: Purifier }>('formwright-purify.js').then((m) => (ready = m.default));
  return loading;
}
