import { describe, expect, it } from 'vitest';
import { compileSpec, parseSpec } from './authoring';
import { collectOutputs, createForm, ManualClock } from './headless';
import { createLoadedForm, loadCompiledSpec, type FormAction, type FormStore } from './runtime';
import { createScriptRunner, type SandboxScriptRunner } from './script';

/**
 * The runtime entry runs a compiled form exactly as the headless entry runs the parsed spec: for every
 * fixture form and its actions, the outputs of a store over the compiled form (written to JSON text and
 * read back) equal those over the parsed spec. A form with a script (`FORM.js` beside it, as the CLI reads
 * it) runs with it: the spec is checked knowing the script's functions, and each store gets its own sandbox.
 */
const forms = import.meta.glob('../../../fixtures/forms/**/*.yaml', {
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
    script,
  };
});

/** The form's script in a fresh sandbox (one per store), or undefined for a form without one. */
async function sandbox(script: string | undefined): Promise<SandboxScriptRunner | undefined> {
  return script === undefined ? undefined : createScriptRunner(script);
}

/** The parse options of a form with a script: the functions it defines are known to formulas. */
async function parseOptions(script: string | undefined) {
  const runner = await sandbox(script);
  runner?.dispose();
  return runner ? { scriptFunctions: runner.functionNames } : {};
}

function run(store: FormStore, clock: ManualClock, actions: readonly FormAction[]) {
  clock.runAll();
  for (const action of actions) {
    store.update(action);
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

  it('runs the forms that have a script with it (the BI-RADS codes form)', () => {
    expect(cases.filter((c) => c.script !== undefined).map((c) => c.name)).toContain(
      'codes/birads-script.yaml',
    );
  });

  it.each(cases)(
    '$name gives the same outputs as its parsed spec after its actions',
    async ({ text, actions, script }) => {
      const options = await parseOptions(script);
      const parsed = parseSpec(text, options);
      if (!parsed.spec) throw new Error(JSON.stringify(parsed.diagnostics));
      const scriptA = await sandbox(script);
      const clockA = new ManualClock(START);
      const expected = run(
        createForm(parsed.spec, { clock: clockA, ...(scriptA ? { script: scriptA } : {}) }),
        clockA,
        actions,
      );
      scriptA?.dispose();

      const compiled = compileSpec(text, options).compiled;
      const loaded = loadCompiledSpec(JSON.stringify(compiled)).loaded;
      if (!loaded) throw new Error('the compiled form does not load');
      const scriptB = await sandbox(script);
      const clockB = new ManualClock(START);
      const actual = run(
        createLoadedForm(loaded, { clock: clockB, ...(scriptB ? { script: scriptB } : {}) }),
        clockB,
        actions,
      );
      scriptB?.dispose();

      expect(actual).toEqual(expected);
      expect(actual.report).not.toBe('');
    },
  );

  it.each(cases)('$name is plain JSON: written and read back, it is unchanged', async ({ text, script }) => {
    const compiled = compileSpec(text, await parseOptions(script)).compiled;
    expect(compiled).toBeDefined();
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
  });

  it.each(cases)('$name rebuilds the same spec, indexes included', async ({ text, script }) => {
    const options = await parseOptions(script);
    const spec = parseSpec(text, options).spec;
    const loaded = loadCompiledSpec(JSON.stringify(compileSpec(text, options).compiled)).loaded;
    expect(loaded?.spec).toEqual(spec);
    expect([...(loaded?.spec.byId.keys() ?? [])]).toEqual([...(spec?.byId.keys() ?? [])]);
  });
});
