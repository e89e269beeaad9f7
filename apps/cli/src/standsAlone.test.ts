// The CLI stands alone (issue 21 item 3): every command but `serve` and `operator` runs without loading a
// single module of the server app. Each command's module is bundled (esbuild, following our workspace
// packages, dynamic imports included) and its module graph must hold no file of apps/server.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** The repository files a module loads, following @formwright/* packages; other packages stay outside. */
export async function moduleGraph(entry: string): Promise<string[]> {
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

const COMMANDS = [
  'validate',
  'render',
  'test',
  'build',
  'importOpenehr',
  'importMrrt',
  'importFhir',
  'export',
] as const;

describe('the CLI loads no server module', () => {
  it.each(COMMANDS)(
    '`%s` loads no file of apps/server',
    async (command) => {
      const graph = await moduleGraph(`./${command}.ts`);
      expect(graph.some((f) => f.startsWith('packages/core/'))).toBe(true);
      expect(graph.filter((f) => f.startsWith('apps/server/'))).toEqual([]);
    },
    60_000,
  );

  it('`serve` starts the server through its public entry', async () => {
    const graph = await moduleGraph('./serve.ts');
    expect(graph).toContain('apps/server/src/index.ts');
  }, 60_000);
});
