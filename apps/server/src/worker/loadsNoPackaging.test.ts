// The analysis worker compiles forms (a build's compile step) but never zips one: it reaches
// @formwright/packaging through its `compile` and `diagnostics` entries, so packaging code (the zip, the
// runtime's files on disk) is not loaded into every worker thread.
import { fileURLToPath } from 'node:url';
import { moduleGraph } from '@formwright/packaging/testing/moduleGraph';
import { expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));

/** The repository files the module at `path` (relative to this file) loads. */
function loads(path: string): Promise<string[]> {
  return moduleGraph(fileURLToPath(new URL(path, import.meta.url)), repo);
}

it('the analysis worker loads the build compile step and no packaging code', async () => {
  const graph = await loads('./tasks.ts');
  expect(graph).toContain('packages/packaging/src/compileForm.ts');
  expect(graph).toContain('packages/packaging/src/apiDiagnostic.ts');
  expect(
    graph.filter((f) => /packages\/packaging\/src\/(makePackage|runtimeFiles|index)\.ts$/.test(f)),
  ).toEqual([]);
}, 60_000);
