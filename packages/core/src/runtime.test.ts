import { describe, expect, it } from 'vitest';
import { compileSpec, parseSpec, scriptFunctionNames } from './authoring';
import { collectOutputs, createForm, ManualClock } from './headless';
import { applyStep, createLoadedForm, loadCompiledSpec, type ActionStep, type FormStore } from './runtime';

/**
 * The runtime entry runs a compiled form exactly as the headless entry runs the parsed spec: for every
 * fixture form and its actions, the outputs of a store over the compiled form (written to JSON text and
 * read back) equal those over the parsed spec.
 */
const forms = import.meta.glob(['../../../fixtures/forms/**/*.yaml', '!**/*.tests.yaml'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const actionFiles = import.meta.glob('../../../fixtures/forms/**/*.actions.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const scripts = import.meta.glob('../../../fixtures/forms/**/*.js', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const cases = Object.entries(forms).map(([path, text]) => {
  const actions = actionFiles[path.replace(/\.yaml$/, '.actions.json')];
  const script = scripts[path.replace(/\.yaml$/, '.js')];
  return {
    name: path.replace(/^.*fixtures\/forms\//, ''),
    text,
    actions: actions ? JSON.parse(actions) : [],
    // A form with a script is compiled knowing its functions (both runs go without the script itself).
    options: script ? { scriptFunctions: scriptFunctionNames(script) } : {},
  };
});

function run(store: FormStore, clock: ManualClock, actions: readonly ActionStep[]) {
  clock.runAll();
  for (const action of actions) {
    applyStep(store, action);
    clock.runAll();
    store.flush();
  }
  const outputs = collectOutputs(store.getSnapshot());
  store.dispose();
  return outputs;
}

const START = Date.parse('2026-01-01T00:00:00Z');

describe('a compiled form', () => {
  it('is checked against at least the demo, the starter and the corpus forms', () => {
    expect(cases.map((c) => c.name)).toEqual(
      expect.arrayContaining(['demo.yaml', 'starter.yaml', 'corpus/recist-lesions.yaml']),
    );
  });

  it.each(cases)(
    '$name gives the same outputs as its parsed spec after its actions',
    ({ text, actions, options }) => {
      const parsed = parseSpec(text, options);
      if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
      const clockA = new ManualClock(START);
      const expected = run(createForm(parsed.spec, { clock: clockA }), clockA, actions);

      const compiled = compileSpec(text, options).compiled;
      const loaded = loadCompiledSpec(JSON.stringify(compiled)).loaded;
      if (!loaded) throw new Error('the compiled form does not load');
      const clockB = new ManualClock(START);
      const actual = run(createLoadedForm(loaded, { clock: clockB }), clockB, actions);

      expect(actual).toEqual(expected);
      expect(actual.report).not.toBe('');
    },
  );

  it.each(cases)('$name is plain JSON: written and read back, it is unchanged', ({ text, options }) => {
    const compiled = compileSpec(text, options).compiled;
    expect(compiled).toBeDefined();
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
  });

  it.each(cases)('$name rebuilds the same spec, indexes included', ({ text, options }) => {
    const spec = parseSpec(text, options).spec;
    expect(spec).toBeDefined();
    const loaded = loadCompiledSpec(JSON.stringify(compileSpec(text, options).compiled)).loaded;
    expect(loaded?.spec).toEqual(spec);
    expect([...(loaded?.spec.byId.keys() ?? [])]).toEqual([...(spec?.byId.keys() ?? [])]);
  });
});
