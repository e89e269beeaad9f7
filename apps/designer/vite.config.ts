import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Two pages: the outer app (index.html: routes, session, server calls) and the editor frame (editor.html:
 * CodeMirror and the preview), which the outer app loads in a sandboxed iframe on an opaque origin
 * (docs/designer.md#security). CodeMirror sits in its own chunk, loaded only by the frame.
 */
export default defineConfig({
  root: here('.'),
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      // The server's Content-Security-Policy forbids `new Function`, which ajv's compiler needs: core's
      // `import Ajv from 'ajv'` gets core's stand-in that serves the validators precompiled at build time
      // (packages/core/CONTEXT.md), falling back to compiling where the page allows it.
      { find: /^ajv$/, replacement: '@formwright/core/precompiled-ajv/with-fallback' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { main: here('index.html'), editor: here('editor.html') },
      output: {
        manualChunks(id: string) {
          if (
            id.includes('node_modules/@codemirror') ||
            id.includes('node_modules/@replit') ||
            id.includes('node_modules/@lezer')
          )
            return 'codemirror';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/Identity': 'http://localhost:3000' },
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
  // The editor frame runs on an opaque origin ('null'): its module scripts and styles are cross-origin
  // requests, so the static files must allow any origin (the server does the same for /assets).
  preview: { headers: { 'Access-Control-Allow-Origin': '*' } },
});
