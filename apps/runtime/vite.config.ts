import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { registerSharedModules } from './build/sharedModules';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The main bundle: `dist/formwright-runtime.js`, a classic script (IIFE, docs/embedding.md) with React and
 * the core's runtime entry, and `dist/formwright-runtime.css`. An IIFE cannot hold code-split chunks, so
 * the lazy chunks (parse, script/QuickJS, later the chart library) are a second build
 * (vite.lazy.config.ts) of ES modules the bundle loads with `import()` by URL.
 */
/**
 * The lazy seams: a bare `import('X')` in our code (packages/react, core) for a library that must stay out
 * of the main bundle. An IIFE cannot split chunks, so rolldown would inline it; this rewrites each to load
 * the chunk file of vite.lazy.config.ts by URL instead (src/chunkUrl.ts).
 */
export const LAZY_SEAMS: Readonly<Record<string, string>> = {
  'plotly.js-basic-dist-min': 'formwright-chart.js',
};

export function lazySeams(): Plugin {
  const chunkUrl = here('src/chunkUrl.ts');
  return {
    name: 'formwright-lazy-seams',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.(ts|tsx)$/.test(id)) return null;
      let out = code;
      for (const [specifier, file] of Object.entries(LAZY_SEAMS)) {
        out = out.split(`import('${specifier}')`).join(`__formwrightChunk(${JSON.stringify(file)})`);
      }
      if (out === code) return null;
      return {
        code: `import { importChunk as __formwrightChunk } from ${JSON.stringify(chunkUrl)};\n${out}`,
        map: null,
      };
    },
  };
}

/**
 * packages/react's DOMPurify seam (`@formwright/react/purifier`, DOMPurify bundled) swapped for the lazily
 * loaded one (src/lazyPurifier.ts): a form without author HTML never loads the sanitiser.
 */
function lazyPurifier(): Plugin {
  const seam = createRequire(import.meta.url).resolve('@formwright/react/purifier');
  const standIn = here('src/lazyPurifier.ts');
  return {
    name: 'formwright-lazy-purifier',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('purifier') || importer === standIn) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === seam ? standIn : null;
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [registerSharedModules(), lazySeams(), lazyPurifier(), react()],
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
