// Bundles one entry of @formwright/core for the browser the way a host page's build would (esbuild, ESM,
// minified, tree-shaken with the package's "sideEffects": false), for the runtime bundle test and the
// bundle-size bench.
import { build, type Metafile } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The bundle of one entry: its code, esbuild's metafile, and the size minified and gzipped. */
export interface EntryBundle {
  readonly code: string;
  readonly metafile: Metafile;
  /** Every input that put at least one byte into the bundle, as a path relative to the repository. */
  readonly inputs: readonly string[];
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Bundles `@formwright/core` or one of its subpath entries (`'runtime'`, `'script'`, …). */
export async function bundleEntry(entry: '.' | string): Promise<EntryBundle> {
  const specifier = entry === '.' ? '@formwright/core' : `@formwright/core/${entry}`;
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    metafile: true,
    logLevel: 'silent',
    // The QuickJS variant's WebAssembly file is loaded at run time, never inlined.
    external: ['*.wasm'],
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild wrote no bundle for ${specifier}`);
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, v]) => v.bytesInOutput > 0)
    .map(([path]) => path);
  return {
    code: out.text,
    metafile: result.metafile,
    inputs,
    bytes: out.contents.byteLength,
    gzipBytes: gzipSync(out.contents).byteLength,
  };
}
