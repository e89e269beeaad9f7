import DOMPurify from 'dompurify';
import { purifierOf, type Purifier } from './sanitizeHtml';

export type { Purifier };

/** The sanitiser with DOMPurify and the policy (sanitizeHtml.ts) bundled. */
export const bundledPurifier: Purifier = purifierOf(DOMPurify);

/**
 * The sanitiser seam: DOMPurify and the policy code (sanitizeHtml.ts), bundled: ready at once (the
 * designer, tests). The runtime's main bundle swaps this module for apps/runtime/src/lazyPurifier.ts, which
 * loads both as a chunk only when a form shows HTML (about 10 kB gzipped kept out of the bundle);
 * `undefined` means "not loaded yet, call {@link loadPurifier}".
 */
export function readyPurifier(): Purifier | undefined {
  return bundledPurifier;
}

/** Resolves with the sanitiser (at once here; the runtime's stand-in loads its chunk). */
export function loadPurifier(): Promise<Purifier> {
  return Promise.resolve(bundledPurifier);
}
