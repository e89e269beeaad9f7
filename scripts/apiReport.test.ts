import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReports, coreEntries, reportPath, root } from './api-report';

describe('the API report of @formwright/core', () => {
  const { reports, leaks } = apiReports();

  it('has one report per entry of the package exports', () => {
    expect(Object.keys(reports).sort()).toEqual(Object.keys(coreEntries()).map(reportPath).sort());
    expect(Object.keys(coreEntries())).toEqual(
      expect.arrayContaining(['.', './runtime', './headless', './authoring', './script', './testing']),
    );
  });

  it('is up to date with the entries (run `npm run api` after a deliberate change)', () => {
    for (const [path, content] of Object.entries(reports)) {
      const file = join(root, path);
      expect(existsSync(file), `${path} exists (run \`npm run api\`)`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${path} is stale: run \`npm run api\` and review the diff`).toBe(
        content,
      );
    }
  });

  it('exports nothing marked @internal', () => {
    expect(leaks).toEqual([]);
  });

  it('lists the runtime entry’s loader and store, and keeps parseSpec out of it', () => {
    const runtime = reports[reportPath('./runtime')] ?? '';
    expect(runtime).toContain('function loadCompiledSpec(input: unknown): LoadCompiledSpecResult;');
    expect(runtime).toContain(
      'function createLoadedForm(loaded: LoadedSpec, options?: FormOptions): FormStore;',
    );
    expect(runtime).not.toContain('function parseSpec');
    expect(runtime).not.toContain('function createForm(');
  });
}, 120_000);
