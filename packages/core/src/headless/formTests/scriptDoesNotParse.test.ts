import { describe, expect, it } from 'vitest';
import { SCRIPT_DOES_NOT_PARSE as FORM } from '../testing/scriptDoesNotParse';
import { parseFormTests } from './parseFormTests';
import { runFormTests } from './runFormTests';

// docs/architecture.md#loading-a-form: the form tests follow core's one rule for a script that does not parse.
describe('the form tests of a form whose script does not parse', () => {
  const scenarios = parseFormTests(
    "- name: size\n  actions: [{ set: size, value: 4 }]\n  expect:\n    report: 'Size 4 mm.'\n",
    't.tests.yaml',
  ).scenarios;

  it('run the form: no unknown-function finding, and the script parse error reported once, by the run', async () => {
    const run = await runFormTests(FORM.spec, FORM.script, scenarios);
    expect(run.formDiagnostics).toEqual([]);
    expect(run.results.map((r) => [r.name, r.passed, r.failure])).toEqual([['size', true, undefined]]);
    const { message, line, column, code } = FORM.expected;
    expect(run.results[0]?.actual?.diagnostics).toEqual([
      { severity: 'error', code, message, line, column, path: [], origin: 'script' },
    ]);
  });

  it('list the script parse error after the specification errors when the form cannot run', async () => {
    const fatal = FORM.spec.replace(/^Components:[\s\S]*$/m, '');
    const run = await runFormTests(fatal, FORM.script, scenarios);
    expect(run.formDiagnostics[0]?.code).toBe('no-components');
    expect(run.formDiagnostics.at(-1)).toMatchObject(FORM.expected);
    expect(run.formDiagnostics.filter((d) => d.code === 'script-parse')).toHaveLength(1);
    expect(run.results[0]?.failure?.kind).toBe('form-invalid');
  });
});
