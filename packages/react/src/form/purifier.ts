import DOMPurify from 'dompurify';

/** The DOMPurify instance that cleans form authors' HTML. */
export type Purifier = typeof DOMPurify;

/**
 * DOMPurify, bundled: ready at once (the designer, tests). The runtime's main bundle swaps this module for
 * apps/runtime/src/lazyPurifier.ts, which loads DOMPurify as a chunk only when a form shows HTML (about
 * 9 kB gzipped kept out of the bundle); `undefined` means "not loaded yet, call {@link loadPurifier}".
 */
export function readyPurifier(): Purifier | undefined {
  return DOMPurify;
}

/** Resolves with the purifier (at once here; the runtime's stand-in loads its chunk). */
export function loadPurifier(): Promise<Purifier> {
  return Promise.resolve(DOMPurify);
}
