import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { useSharedModules } from './build/sharedModules';
import { wasmAsFile } from './build/wasmFile';
import { lazySeams } from './vite.config';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const resolvePackage = createRequire(import.meta.url).resolve;

/**
 * The lazily loaded chunks beside the main bundle, as ES modules: `formwright-parse.js` (YAML and the
 * precompiled validators, only for specification text), `formwright-script.js` (QuickJS, only for a form
 * with a script, and its WebAssembly as the file `formwright-script.wasm` beside it: build/wasmFile.ts), `formwright-chart.js` (the chart library, only for a
 * Graph), `formwright-graph.js` (the Graph view, which loads the chart chunk), `formwright-purify.js` (DOMPurify, only for author HTML) `formwright-build.js` (build mode's error list, provenance panel and "feeds"
 * markers, only for a form mounted with `buildMode`) and `formwright-painter.js` (the Painter view, on the main bundle's React through
 * build/sharedModules.ts). Runs after vite.config.ts, into the same dist/ folder.
 */

export default defineConfig({
  root: here('.'),
  // Asset URLs (the script's WebAssembly) relative to the chunk that loads them, wherever the host serves dist/.
  base: './',
  // lazySeams: the Graph chunk loads the chart chunk by URL (through the main bundle's chunkUrl), as the
  // main bundle would.
  plugins: [wasmAsFile(), useSharedModules(), lazySeams(), react()],
  resolve: {
    alias: [
      // Core's `import Ajv from 'ajv'` gets core's stand-in that serves the validators precompiled at build
      // time (no new Function; packages/core/CONTEXT.md).
      { find: /^ajv$/, replacement: '@formwright/core/precompiled-ajv' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    lib: {
      entry: {
        'formwright-parse': here('src/lazy/parse.ts'),
        'formwright-script': here('src/lazy/script.ts'),
        'formwright-chart': here('src/lazy/chart.ts'),
        'formwright-purify': here('src/lazy/purify.ts'),
        'formwright-painter': resolvePackage('@formwright/react/painter'),
        'formwright-graph': resolvePackage('@formwright/react/graph'),
        'formwright-build': resolvePackage('@formwright/react/build-mode'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'chunks/[name]-[hash][extname]' },
    },
  },
});
