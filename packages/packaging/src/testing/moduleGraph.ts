// Test support for the stand-alone checks (the CLI loads no server module; the analysis worker loads no
// packaging code): what a module really loads, as a bundler follows it.
import { relative } from 'node:path';
import { build } from 'esbuild';

/**
 * The repository files (relative to `repo`) the module at the absolute path `entry` loads, dynamic imports
 * included, following @formwright/* packages; other packages stay outside.
 */
export async function moduleGraph(entry: string, repo: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
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
