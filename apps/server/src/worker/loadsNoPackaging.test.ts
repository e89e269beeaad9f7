// The analysis worker compiles forms (a build's compile step) but never zips one: it reaches
// @formwright/packaging through its `compile` and `diagnostics` entries, so packaging code (the zip, the
// runtime's files on disk) is not loaded into every worker thread.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));

/** The repository files a module loads, following @formwright/* packages; other packages stay outside. */
async function moduleGraph(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    loader: { '.wasm': 'empty' },
    plugins: [
      {
        name: 'our-workspaces-only',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@formwright/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs).map((file) => relative(repo, `${repo}/${file}`));
}

it('the analysis worker loads the build compile step and no packaging code', async () => {
  const graph = await moduleGraph('./tasks.ts');
  expect(graph).toContain('packages/packaging/src/compileForm.ts');
  expect(graph).toContain('packages/packaging/src/apiDiagnostic.ts');
  expect(graph.filter((f) => /packages\/build\/src\/(makePackage|runtimeFiles|index)\.ts$/.test(f))).toEqual(
    [],
  );
}, 60_000);
