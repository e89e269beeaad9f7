import { hasErrors, parseFormTests, runFormTests } from '@formwright/core/headless';

/**
 * Runs a form's tests (docs/form-tests.md#the-tests-file) and answers the names of the failing scenarios. Injected, so
 * the server does not depend on the form-test runner's internals; absent, builds run no tests.
 */
export type FormTestRunner = (
  yaml: string,
  script: string,
  tests: string,
  /** The site's data providers beside the built-in ones: tests know them as the preview does. */
  knownProviders?: readonly string[],
) => Promise<{ readonly failed: readonly string[] }>;

/**
 * The form-test runner of the core (docs/form-tests.md#the-tests-file) as builds use it: the names of the failing
 * scenarios; a tests text that does not parse fails as a whole.
 */
export const coreFormTests: FormTestRunner = async (yaml, script, tests, knownProviders = []) => {
  const parsed = parseFormTests(tests, 'Tests');
  if (hasErrors(parsed.diagnostics))
    return {
      failed: parsed.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `Tests:${d.line}: ${d.message}`),
    };
  const run = await runFormTests(yaml, script === '' ? undefined : script, parsed.scenarios, {
    knownProviders,
  });
  return { failed: run.results.filter((r) => !r.passed).map((r) => r.name) };
};
