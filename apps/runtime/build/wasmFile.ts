import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where the QuickJS browser module finds its WebAssembly: beside itself, by `new URL(…, import.meta.url)`. */
const WASM_URL = 'new URL("emscripten-module.wasm",import.meta.url)';

/**
 * Ships the script sandbox's WebAssembly as a file beside the bundle (`formwright-script.wasm`) instead of
 * the base64 `data:application/wasm` URL Vite's library mode inlines every asset as: a host page whose CSP
 * has `default-src 'self'` (so `connect-src 'self'`) refuses to fetch a data: URL, and the form would lose its
 * script there (issue 20 item 9). The file is also 25% smaller than its base64 and compiles while it streams
 * (served as `application/wasm`). The QuickJS module's own reference is replaced by Rollup's file URL of
 * the emitted asset, which resolves relative to the chunk that holds it, wherever the chunk lands.
 */
export function wasmAsFile(fileName = 'formwright-script.wasm'): Plugin {
  return {
    name: 'formwright-wasm-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/quickjs-wasmfile-[^/]+\/dist\/emscripten-module\.browser\.mjs$/.test(id.replace(/\\/g, '/')))
        return null;
      if (!code.includes(WASM_URL))
        this.error(`${id}: the WebAssembly reference moved; update build/wasmFile.ts`);
      const source = readFileSync(new URL('emscripten-module.wasm', `file://${id}`));
      const ref = this.emitFile({ type: 'asset', fileName, source });
      return { code: code.replace(WASM_URL, `new URL(import.meta.ROLLUP_FILE_URL_${ref})`), map: null };
    },
  };
}
