import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../bin/formwright.js', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const page = readFileSync(join(repo, 'docs/form-tests.md'), 'utf8');

/** The tests-file examples of docs/form-tests.md: they are no forms, so the page fences them `yaml tests`. */
const examples = [...page.matchAll(/^```yaml tests\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, 'test', ...args], { timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the tests-file examples of docs/form-tests.md', () => {
  test('are found (the page has at least one)', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  test.each(examples.map((text, i) => [i + 1, text] as const))(
    'example %i reads without diagnostics and passes on the thyroid corpus form, as the worked example says',
    async (_i, text) => {
      const dir = mkdtempSync(join(tmpdir(), 'fw-testdocs-'));
      const form = join(dir, 'thyroid.yaml');
      copyFileSync(join(repo, 'fixtures/forms/corpus/thyroid-tirads.yaml'), form);
      writeFileSync(join(dir, 'thyroid.tests.yaml'), text);
      const r = await run([form]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^\d+ passed, 0 failed\n$/m);
      expect(r.code).toBe(0);
    },
    60_000,
  );
});
