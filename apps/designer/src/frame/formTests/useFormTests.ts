/**
 * Runs a form's tests in the background on every edit: after a pause in typing the tests text is parsed
 * and every scenario runs on a fresh headless form; an edit during a run cancels it (before its next
 * scenario) and starts again, so the results always belong to the text on screen.
 */
import { useEffect, useState } from 'react';
import {
  parseFormTests,
  runFormTests,
  type Diagnostic,
  type FormTestScenario,
  type ScenarioResult,
} from '@formwright/core/headless';

const NO_PROVIDERS: readonly string[] = [];

/** The pause after the last edit before the tests run again (ms). */
export const TESTS_DEBOUNCE_MS = 400;

/** What the Tests tab shows. */
export interface FormTestsState {
  readonly scenarios: readonly FormTestScenario[];
  /** The tests file's own findings (not YAML, unknown output …), located in the tests text. */
  readonly diagnostics: readonly Diagnostic[];
  /** The results of the last finished run, by scenario. */
  readonly results: readonly ScenarioResult[];
  readonly running: boolean;
  /** The spec, script and tests text the results belong to. */
  readonly ranOn: string;
}

/** The key a run's results belong to. */
export function runKey(spec: string, script: string, tests: string): string {
  return `${spec}\u0000${script}\u0000${tests}`;
}

/**
 * Runs the tests of `spec`/`script` in `tests` after every change (see the module comment), with the
 * site's data providers known as the preview knows them.
 */
export function useFormTests(
  spec: string,
  script: string,
  tests: string,
  knownProviders: readonly string[] = NO_PROVIDERS,
): FormTestsState {
  const [state, setState] = useState<FormTestsState>({
    scenarios: [],
    diagnostics: [],
    results: [],
    running: false,
    ranOn: '',
  });

  useEffect(() => {
    const signal = { aborted: false };
    const key = runKey(spec, script, tests);
    const timer = setTimeout(() => {
      const parsed = parseFormTests(tests);
      const runnable = parsed.diagnostics.some((d) => d.severity === 'error') ? [] : parsed.scenarios;
      if (runnable.length === 0) {
        // No scenarios: nothing to run, and no second parse of the spec beside the preview's.
        setState({
          scenarios: parsed.scenarios,
          diagnostics: parsed.diagnostics,
          results: [],
          running: false,
          ranOn: key,
        });
        return;
      }
      setState((s) => ({
        ...s,
        scenarios: parsed.scenarios,
        diagnostics: parsed.diagnostics,
        running: true,
      }));
      void runFormTests(spec, script.trim() === '' ? undefined : script, runnable, {
        signal,
        knownProviders,
      }).then(
        (run) => {
          if (signal.aborted) return;
          setState((s) => ({ ...s, results: run.results, running: false, ranOn: key }));
        },
        (error: unknown) => {
          if (signal.aborted) return;
          console.error('Form tests failed to run', error);
          setState((s) => ({ ...s, results: [], running: false, ranOn: key }));
        },
      );
    }, TESTS_DEBOUNCE_MS);
    return () => {
      signal.aborted = true;
      clearTimeout(timer);
    };
  }, [spec, script, tests, knownProviders]);

  return state;
}
