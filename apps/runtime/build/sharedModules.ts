/**
 * Lazy React views without a second React. The main bundle (an IIFE) registers the modules a lazily
 * loaded view must share with it (React, and the packages/react modules that hold a context) on
 * `globalThis.__formwrightShared`; the lazy build resolves those same imports to stand-ins that read the
 * registry. So the Painter view (its canvas code and perfect-freehand) loads only for a form with a
 * Painter, and the Graph view (its figure and theme code; the chart library is a chunk of its own) only for
 * a form with a Graph, and both still run on the main bundle's React, store context and image sink.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const requireHere = createRequire(import.meta.url);
/** packages/react's folder, found through its exports (its `package.json` entry). */
const reactDir = `${dirname(requireHere.resolve('@formwright/react/package.json'))}/`;

/** The global the main bundle fills. */
const GLOBAL = '__formwrightShared';

/** Shared module key → how to find it: a package name, or a packages/react module (through its exports). */
const SHARED: Readonly<Record<string, { readonly file?: string; readonly pkg?: string }>> = {
  react: { pkg: 'react' },
  'react/jsx-runtime': { pkg: 'react/jsx-runtime' },
  'form/FormEnv': { file: requireHere.resolve('@formwright/react/shared/form-env') },
  'store/FormContext': { file: requireHere.resolve('@formwright/react/shared/form-context') },
  'hidden/ImageSink': { file: requireHere.resolve('@formwright/react/shared/image-sink') },
  // The build-mode chunk's provenance panel and markers light the fields the main bundle's views draw.
  'form/ProvenanceHighlight': { file: requireHere.resolve('@formwright/react/shared/provenance-highlight') },
  // A lazy view that loads a further chunk (the Graph view, the chart library) finds it beside the main
  // bundle through the main bundle's own address (src/chunkUrl.ts), which a module chunk cannot know.
  'runtime/chunkUrl': { file: here('../src/chunkUrl.ts') },
};

/**
 * The views the main bundle loads lazily: the import packages/react makes (from a module whose path matches
 * `importer`) → the chunk and the exports it serves. `fallback`: what shows while the chunk loads, a quiet
 * box of the component's place (`box`) or nothing (`none`, for build mode's additions to the form).
 */
export const LAZY_VIEWS: Readonly<
  Record<
    string,
    {
      readonly chunk: string;
      readonly exportNames: readonly string[];
      readonly importer: RegExp;
      readonly fallback: 'box' | 'none';
    }
  >
> = {
  './painter/PainterView': {
    chunk: 'formwright-painter.js',
    exportNames: ['PainterView'],
    importer: /\/views\/index\.tsx?$/,
    fallback: 'box',
  },
  './graph/GraphView': {
    chunk: 'formwright-graph.js',
    exportNames: ['GraphView'],
    importer: /\/views\/index\.tsx?$/,
    fallback: 'box',
  },
  // Build mode's error list, provenance panel and "feeds" markers (packages/react's buildModeViews.ts).
  './buildModeViews': {
    chunk: 'formwright-build.js',
    exportNames: ['BuildErrorList', 'ProvenancePanel', 'FeedsMarker'],
    importer: /\/form\/(FormView|ComponentView)\.tsx?$/,
    fallback: 'none',
  },
};

/** The value names a shared module exports (types are erased, so only values matter). */
function exportNames(key: string): string[] {
  const spec = SHARED[key];
  if (spec?.pkg) return Object.keys(requireHere(spec.pkg) as object).filter((n) => n !== 'default');
  const text = readFileSync(spec?.file ?? '', 'utf8');
  return [...text.matchAll(/^export (?:const|function|class|let) (\w+)/gm)].map((m) => m[1] as string);
}

/** The shared key of a resolved file or bare id, if it is one. */
function sharedKey(id: string): string | undefined {
  for (const [key, spec] of Object.entries(SHARED)) {
    if (spec.pkg === id) return key;
    if (spec.file && id.replace(/\.(ts|tsx)$/, '') === spec.file.replace(/\.(ts|tsx)$/, '')) return key;
  }
  return undefined;
}

const REGISTER = '\0formwright-shared-register';
const LAZY_PREFIX = '\0formwright-lazy-view:';

/**
 * Main build: `import 'virtual:formwright-shared'` (in src/main.ts) registers the shared modules; the
 * views registry's import of a lazy view becomes a Suspense wrapper that loads the view's chunk.
 */
export function registerSharedModules(): Plugin {
  return {
    name: 'formwright-shared-register',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'virtual:formwright-shared') return REGISTER;
      if (
        importer &&
        importer.startsWith(reactDir) &&
        source in LAZY_VIEWS &&
        LAZY_VIEWS[source]?.importer.test(importer)
      )
        return LAZY_PREFIX + source;
      return null;
    },
    load(id) {
      if (id === REGISTER) {
        const keys = Object.keys(SHARED);
        const imports = keys
          .map((k, i) => `import * as m${i} from ${JSON.stringify(SHARED[k]?.pkg ?? SHARED[k]?.file)};`)
          .join('\n');
        const entries = keys.map((k, i) => `${JSON.stringify(k)}: m${i}`).join(', ');
        return `${imports}\nglobalThis.${GLOBAL} = { ${entries} };\n`;
      }
      if (id.startsWith(LAZY_PREFIX)) {
        const view = LAZY_VIEWS[id.slice(LAZY_PREFIX.length)];
        if (!view) return null;
        const chunkUrl = here('../src/chunkUrl.ts');
        const fallback =
          view.fallback === 'box'
            ? `createElement('div', { className: 'fw-lazy-loading', 'aria-busy': 'true' })`
            : 'null';
        const wrappers = view.exportNames.map(
          (name) => `const Lazy${name} = lazy(() => load().then((m) => ({ default: m.${name} })));
export function ${name}(props) {
  return createElement(Suspense, { fallback: ${fallback} }, createElement(Lazy${name}, props));
}`,
        );
        return `import { createElement, lazy, Suspense } from 'react';
import { importChunk } from ${JSON.stringify(chunkUrl)};
let chunk;
/** The chunk, loaded once on the first use of any of its views; its fallback shows meanwhile. */
const load = () => (chunk ??= importChunk(${JSON.stringify(view.chunk)}));
${wrappers.join('\n')}
`;
      }
      return null;
    },
  };
}

/** Lazy build: imports of a shared module read the main bundle's registry instead of bundling a copy. */
export function useSharedModules(): Plugin {
  const PREFIX = '\0formwright-shared:';
  return {
    name: 'formwright-shared-use',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const bare = sharedKey(source);
      if (bare) return PREFIX + bare;
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const key = resolved ? sharedKey(resolved.id) : undefined;
      return key ? PREFIX + key : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const key = id.slice(PREFIX.length);
      const names = exportNames(key);
      return `const m = globalThis.${GLOBAL}[${JSON.stringify(key)}];
export default m.default ?? m;
export const { ${names.join(', ')} } = m;
`;
    },
  };
}
