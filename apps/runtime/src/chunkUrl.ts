/**
 * Where the lazily loaded chunks live: beside `formwright-runtime.js`, whatever URL the host loaded it
 * from. A classic script knows its own address only while it first runs (`document.currentScript`), so
 * the address is taken once, at load.
 */
const scriptSrc: string | undefined =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : undefined;

/** The absolute URL of a chunk file that sits beside the runtime script. */
export function chunkUrl(file: string): string {
  return new URL(file, scriptSrc ?? document.baseURI).href;
}

/**
 * Imports an ES-module chunk by URL. The bundle itself is a classic script (an IIFE, docs/embedding.md),
 * which may still call `import()`: the chunks are modules served from the same origin, so a strict
 * `script-src 'self'` allows them.
 */
export function importChunk<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ chunkUrl(file)) as Promise<T>;
}
