// @vitest-environment jsdom
/**
 * Issue 20, "Bad input": nothing an author types can make the preview, the live report or the tests tab
 * throw. Every fixture form is filled by its actions file (as an author fills the preview), then edited at
 * random with fast-check (characters and lines deleted or inserted, lines swapped or repeated) and read as
 * the preview reads it (usePreview: readFormText, a build-mode store taking over the values entered); the
 * preview's form and live report are rendered, and the Tests tab's model (run, replay, record) runs on the
 * edited text. A part shown as an error in place is fine; a throw out of a render or a rejected promise is
 * not. Fixed seed and run count: a few seconds.
 */
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readFormText, type ScriptFacts } from '@formwright/core/authoring';
import {
  applyStep,
  checkedScriptFacts,
  createForm,
  parseFormTests,
  runFormTests,
  type ActionStep,
  type FormTestScenario,
  type SavedState,
  type ScriptRunner,
} from '@formwright/core/headless';
import { FormView } from '@formwright/react';
import { replaySteps, recordScenario } from '../formTests/testsModel';
import { FATAL_NOTICE, PreviewPane } from '../PreviewPane';
import { LiveReport } from './LiveReport';
import { carriedState } from './usePreview';
import { FIXTURE_FORMS, fixtureFile } from './testing/fixtureFiles';

/** A fixture form as the editor holds it, and the values its actions file enters. */
interface Fixture {
  readonly yaml: string;
  readonly script: string;
  readonly facts: ScriptFacts | undefined;
  readonly steps: readonly ActionStep[];
  readonly scenarios: readonly FormTestScenario[];
  readonly tests: string;
  /** The filled form's state, which the preview carries over to the store of an edited text. */
  readonly filled: SavedState;
}

const fixtures = new Map<string, Promise<Fixture>>();

async function makeScript(script: string): Promise<ScriptRunner | undefined> {
  if (script.trim() === '') return undefined;
  return (await import('@formwright/core/script')).createScriptRunner(script);
}

function fixture(form: string): Promise<Fixture> {
  let made = fixtures.get(form);
  if (!made) {
    made = (async () => {
      const yaml = fixtureFile(form) ?? '';
      const script = fixtureFile(form.replace(/\.yaml$/, '.js')) ?? '';
      const actionsText = fixtureFile(form.replace(/\.yaml$/, '.actions.json'));
      const actions = actionsText ? (JSON.parse(actionsText) as { steps?: ActionStep[] } | ActionStep[]) : [];
      const steps = Array.isArray(actions) ? actions : (actions.steps ?? []);
      const tests = fixtureFile(form.replace(/\.yaml$/, '.tests.yaml')) ?? '';
      const facts = await checkedScriptFacts(script);
      const read = readFormText(yaml, facts);
      if (!read.runnable) throw new Error(`${form} does not run as shipped`);
      const runner = await makeScript(script);
      const store = createForm(read.runnable, { buildMode: true, ...(runner ? { script: runner } : {}) });
      store.mount();
      for (const step of steps) applyStep(store, step);
      store.flush();
      const filled = store.saveState();
      store.dispose();
      return { yaml, script, facts, steps, tests, scenarios: parseFormTests(tests).scenarios, filled };
    })();
    fixtures.set(form, made);
  }
  return made;
}

/** One edit an author could make: positions are taken modulo the text's length or line count. */
type Edit =
  | { readonly kind: 'deleteChars'; readonly at: number; readonly length: number }
  | { readonly kind: 'insertChars'; readonly at: number; readonly text: string }
  | { readonly kind: 'deleteLine'; readonly line: number }
  | { readonly kind: 'insertLine'; readonly line: number; readonly text: string }
  | { readonly kind: 'swapLines'; readonly a: number; readonly b: number }
  | { readonly kind: 'repeatLine'; readonly line: number; readonly indent: number }
  | {
      readonly kind: 'inValue';
      readonly line: number;
      readonly at: number;
      readonly cut: number;
      readonly text: string;
    };

/** What an author types: YAML's signs, formula pieces, a tab, a newline, a name. */
const typed = fc
  .array(
    fc.constantFrom(
      ' ',
      '  ',
      ':',
      ': ',
      '- ',
      '\t',
      '\n',
      "'",
      '"',
      '{',
      '}',
      '[',
      ']',
      '=',
      '? ',
      '#',
      '|',
      '>',
      '&a ',
      '*a',
      '!!str ',
      '%',
      '\\',
      'ä',
      'x',
      'id',
      'size',
      '1',
      '-1',
      '{size}',
      '=a + ',
      ' if: ',
      'ListItem.',
      'Text:',
      'components:',
      'value: ',
      'Capitalize(',
      ' ? "a" : ""',
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** What an author types inside a value: a formula's, a text's or an id's pieces, on one line. */
const inValue = fc
  .array(
    fc.constantFrom(
      ' ',
      'x',
      'size',
      'ListItem.index',
      '{',
      '}',
      '{size}',
      '(',
      ')',
      '"',
      '+',
      ' ? ',
      ' : ',
      '""',
      '==',
      '!',
      '.',
      ',',
      '0',
      '-',
      '1e9',
      'null',
      'true',
      'Capitalize(',
      'Round(',
      '.displayValue',
      '#Report',
      '<b>',
      '</b>',
      '%',
      'ä',
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(''));

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('inValue'),
      line: fc.nat(),
      at: fc.nat(),
      cut: fc.integer({ min: 0, max: 4 }),
      text: inValue,
    }),
  },
  fc.record({ kind: fc.constant('deleteChars'), at: fc.nat(), length: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('insertChars'), at: fc.nat(), text: typed }),
  fc.record({ kind: fc.constant('deleteLine'), line: fc.nat() }),
  fc.record({ kind: fc.constant('insertLine'), line: fc.nat(), text: typed }),
  fc.record({ kind: fc.constant('swapLines'), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant('repeatLine'), line: fc.nat(), indent: fc.integer({ min: -4, max: 4 }) }),
) as fc.Arbitrary<Edit>;

/** The text after the edits, one after another. */
function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const e of edits) {
    const lines = out.split('\n');
    const n = lines.length;
    switch (e.kind) {
      case 'deleteChars': {
        const at = e.at % (out.length + 1);
        out = out.slice(0, at) + out.slice(at + e.length);
        break;
      }
      case 'insertChars': {
        const at = e.at % (out.length + 1);
        out = out.slice(0, at) + e.text + out.slice(at);
        break;
      }
      case 'deleteLine':
        lines.splice(e.line % n, 1);
        out = lines.join('\n');
        break;
      case 'insertLine':
        lines.splice(e.line % (n + 1), 0, e.text);
        out = lines.join('\n');
        break;
      case 'swapLines': {
        const a = e.a % n;
        const b = e.b % n;
        [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
        out = lines.join('\n');
        break;
      }
      case 'inValue': {
        // Inside the value of a `key: value` line (the first such line from the one drawn on).
        const start = e.line % n;
        for (let k = 0; k < n; k++) {
          const i = (start + k) % n;
          const line = lines[i] ?? '';
          const colon = line.indexOf(': ');
          if (colon < 0) continue;
          const from = colon + 2;
          const at = from + (e.at % (line.length - from + 1));
          lines[i] = line.slice(0, at) + e.text + line.slice(at + e.cut);
          break;
        }
        out = lines.join('\n');
        break;
      }
      case 'repeatLine': {
        const i = e.line % n;
        const line = lines[i] ?? '';
        const moved =
          e.indent >= 0 ? ' '.repeat(e.indent) + line : line.replace(/^ {0,4}/, (s) => s.slice(-e.indent));
        lines.splice(i + 1, 0, moved);
        out = lines.join('\n');
        break;
      }
    }
  }
  return out;
}

/** Catches what a render throws, so that the property can fail with it (React would only log it). */
class Catch extends Component<{ readonly onError: (e: unknown) => void; readonly children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const noop = () => undefined;

/** Counts, for the log: how the edited texts came out. */
const seen = { runs: 0, fatal: 0, shownInPlace: 0, scenarios: 0, previewMs: 0, testsMs: 0 };

/** The preview and the live report of an edited text, as usePreview and PreviewPane make them. */
async function previewOf(f: Fixture, text: string): Promise<void> {
  cleanup();
  const read = readFormText(text, f.facts, { knownProviders: [] });
  const thrown: unknown[] = [];
  if (!read.runnable) {
    // No form can be made of the text: the preview lists the errors (fatal) instead of a form.
    seen.fatal++;
    render(
      <Catch onError={(e) => thrown.push(e)}>
        <PreviewPane
          store={undefined}
          diagnostics={read.diagnostics}
          fatal
          theme="dark"
          onLine={noop}
          onReloadData={noop}
          onClearState={noop}
        />
      </Catch>,
    );
    expect(thrown).toEqual([]);
    expect(screen.getByText(FATAL_NOTICE)).toBeTruthy();
    return;
  }
  const runner = await makeScript(f.script);
  const store = createForm(read.runnable, { buildMode: true, ...(runner ? { script: runner } : {}) });
  try {
    // The values entered before the edit come along, as in the preview.
    store.loadState(carriedState(f.filled, true));
    // PreviewPane's own root holds these two; here they are in the test's root, where a throw is seen.
    render(
      <Catch onError={(e) => thrown.push(e)}>
        <div className="fw-preview-form">
          <FormView
            store={store}
            theme="light"
            buildMode
            onSpecLine={noop}
            specDiagnostics={read.diagnostics}
          />
        </div>
        <LiveReport store={store} />
      </Catch>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(thrown.map(String)).toEqual([]);
    const live = screen.getByRole('complementary', { name: 'Live report' });
    const failed = live.querySelectorAll('.fw-live-report__error, .fw-live-report__failed').length;
    if (failed > 0) seen.shownInPlace++;
    // The #Report block is there, with its text or its error in place.
    expect(screen.getByRole('region', { name: 'Report text (#Report)' })).toBeTruthy();
  } finally {
    cleanup();
    store.dispose();
  }
}

/** The Tests tab's model on an edited text: running, replaying and recording resolve (a failure is a result). */
async function testsTabOf(f: Fixture, text: string): Promise<void> {
  if (f.scenarios.length > 0) {
    // Two scenarios a text are enough to reach every step of the run (its spec is read once for all).
    const only = f.scenarios.slice(0, 2).map((s) => s.name);
    const run = await runFormTests(text, f.script.trim() === '' ? undefined : f.script, f.scenarios, {
      knownProviders: [],
      only,
    });
    expect(run.results).toHaveLength(only.length);
    seen.scenarios += run.results.length;
    const replay = await replaySteps(text, f.script, f.scenarios[0] as FormTestScenario);
    expect(Array.isArray(replay.reports)).toBe(true);
  }
  const recorded = await recordScenario({ spec: text, script: f.script, tests: f.tests, steps: f.steps });
  expect(typeof recorded.ok).toBe('boolean');
}

describe('random edits of the fixture forms (issue 20, bad input)', () => {
  afterEach(cleanup);

  it('never make the preview, the live report or the Tests tab throw', async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIXTURE_FORMS),
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        async (form, edits) => {
          const f = await fixture(form);
          const text = applyEdits(f.yaml, edits);
          seen.runs++;
          const t0 = performance.now();
          await previewOf(f, text);
          const t1 = performance.now();
          await testsTabOf(f, text);
          seen.previewMs += t1 - t0;
          seen.testsMs += performance.now() - t1;
        },
      ),
      { seed: 20_2026, numRuns: 60 },
    );
    console.log(
      `${seen.runs} edited texts of ${FIXTURE_FORMS.length} forms in ${Math.round(performance.now() - started)} ms: ` +
        `${seen.fatal} with no form (errors listed), ${seen.shownInPlace} with a live report part shown as an error in place, ` +
        `${seen.scenarios} scenarios run; preview and live report ${Math.round(seen.previewMs)} ms, ` +
        `Tests tab ${Math.round(seen.testsMs)} ms`,
    );
  }, 120_000);
});
