import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFormTests, runFormTests } from '@formwright/core/headless';
import { describe, expect, test } from 'vitest';
import { scriptBeside } from './formScript';
import { testsBeside } from './test';

const forms = fileURLToPath(new URL('../../../fixtures/forms', import.meta.url));
const corpus = readdirSync(join(forms, 'corpus'))
  .filter((f) => f.endsWith('.yaml') && !f.endsWith('.tests.yaml'))
  .map((f) => join(forms, 'corpus', f));

/** The other forms of fixtures/forms (the starter, and the code and output-rule forms): they have tests too. */
const others = ['codes', 'rules'].flatMap((dir) =>
  readdirSync(join(forms, dir))
    .filter((f) => f.endsWith('.yaml') && !f.endsWith('.tests.yaml'))
    .map((f) => join(forms, dir, f)),
);

// Issue 15: every form in fixtures/forms has a tests file, and the demo form's tests ship with it.
describe.each([...corpus, join(forms, 'demo.yaml'), join(forms, 'starter.yaml'), ...others])(
  'the form tests of %s',
  (form) => {
    test('are a tests file beside the form whose scenarios all pass', async () => {
      const testsFile = testsBeside(form);
      expect(existsSync(testsFile)).toBe(true);
      const parsed = parseFormTests(readFileSync(testsFile, 'utf8'), testsFile);
      expect(parsed.diagnostics).toEqual([]);
      expect(parsed.scenarios.length).toBeGreaterThanOrEqual(2);
      const script = existsSync(scriptBeside(form)) ? readFileSync(scriptBeside(form), 'utf8') : undefined;
      const run = await runFormTests(readFileSync(form, 'utf8'), script, parsed.scenarios, {
        file: testsFile,
      });
      expect(
        run.results.filter((r) => !r.passed).map((r) => `${r.name}\n${r.failure?.reason ?? ''}${r.diff}`),
      ).toEqual([]);
    });
  },
);
