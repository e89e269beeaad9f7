import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The main bundle: `dist/formwright-runtime.js`, a classic script (IIFE, decisions.md D10) with React and
 * the core's runtime entry, and `dist/formwright-runtime.css`. An IIFE cannot hold code-split chunks, so
 * the lazy chunks (parse, script/QuickJS, later the chart library) are a second build
 * (vite.lazy.config.ts) of ES modules the bundle loads with `import()` by URL.
 */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    lib: {
      entry: here('src/main.ts'),
      name: 'FormwrightRuntime',
      formats: ['iife'],
      fileName: () => 'formwright-runtime.js',
      cssFileName: 'formwright-runtime',
    },
  },
});
