// The CLI stands alone (issue 21 item 3): every command but `serve` and `operator` runs without loading a
// single module of the server app. Each command's module is bundled (esbuild, following our workspace
// packages, dynamic imports included) and its module graph must hold no file of apps/server.
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@formwright/packaging/testing/moduleGraph';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** The repository files the module at `path` (relative to this file) loads. */
function loads(path: string): Promise<string[]> {
  return moduleGraph(fileURLToPath(new URL(path, import.meta.url)), repo);
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
      const graph = await loads(`./${command}.ts`);
      expect(graph.some((f) => f.startsWith('packages/core/'))).toBe(true);
      expect(graph.filter((f) => f.startsWith('apps/server/'))).toEqual([]);
    },
    60_000,
  );

  it('`serve` starts the server through its public entry', async () => {
    const graph = await loads('./serve.ts');
    expect(graph).toContain('apps/server/src/index.ts');
  }, 60_000);
});
