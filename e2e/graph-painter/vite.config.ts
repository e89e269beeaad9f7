import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The test page of the Graph and Painter browser tests (e2e/graph-painter): FormView over a form chosen by
 * the query string, built once and served by `vite preview`. A real production build, so the chart
 * library's lazy chunk is a separate file the tests can watch being (or not being) requested.
 */
export default defineConfig({
  root: here('page'),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('../../node_modules/.cache/e2e-graph-painter'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    target: 'es2022',
  },
  preview: { host: '127.0.0.1', strictPort: true },
});
