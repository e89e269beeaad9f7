import { describe, expect, it } from 'vitest';
import { parseFormTests, runFormTests } from '@formwright/core/headless';
import { acceptScenario, recordScenario, recordedName, replaySteps } from './testsModel';

const FORM = `Metadata:
  lang: en
  title: Size form
  versionMajor: 1
  versionMinor: 0
ReportOutput:
  - text: 'Size {size} mm.'
Components:
  - Number:
      id: size
      label: Size
`;

describe('recording a preview session', () => {
  it('names a recorded scenario by the first free number', () => {
    expect(recordedName([])).toBe('Recorded scenario 1');
    expect(recordedName(['Recorded scenario 2', 'x'])).toBe('Recorded scenario 3');
    expect(recordedName(['Recorded scenario 2'])).toBe('Recorded scenario 3');
  });

  it('keeps the steps as a new scenario whose expectations are the outputs they produce, so it passes', async () => {
    const outcome = await recordScenario({
      spec: FORM,
      script: '',
      tests: '',
      steps: [{ set: 'size', value: 8 }],
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const parsed = parseFormTests(outcome.text);
    expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(parsed.scenarios.map((s) => s.name)).toEqual(['Recorded scenario 1']);
    expect(parsed.scenarios[0]!.expect.report).toBe('Size 8 mm.');
    const run = await runFormTests(FORM, undefined, parsed.scenarios);
    expect(run.failed).toBe(0);
  });

  it('records the providers step the preview dispatched, and the scenario passes as recorded', async () => {
    const data = [{ providerName: 'lab', providerData: { x: 1 } }];
    const outcome = await recordScenario({
      spec: FORM,
      script: '',
      tests: '',
      steps: [{ providers: data }, { set: 'size', value: 8 }, { providers: data }],
    });
    const run = await runFormTests(FORM, undefined, parseFormTests(outcome.ok ? outcome.text : '').scenarios);
    expect(run.results.map((r) => r.passed)).toEqual([true]);
  });

  it("records only the provider data the form uses, with the site's providers known (issue 20 item 4)", async () => {
    const spec = FORM.replace(
      '      label: Size\n',
      '      label: Size\n  - Number: { id: packYears, label: Pack years, dataarg: SmokingHistory.packYears }\n',
    );
    const site = {
      results: [
        { providerName: 'SmokingHistory', providerData: [{ packYears: 30, quitYear: 2001 }] },
        { providerName: 'Labs', providerData: [{ crp: 4 }] },
      ],
    };
    const outcome = await recordScenario({
      spec,
      script: '',
      tests: '',
      steps: [{ providers: site }, { set: 'size', value: 8 }],
      knownProviders: ['SmokingHistory', 'Labs'],
    });
    expect(outcome.ok).toBe(true);
    const scenario = parseFormTests(outcome.ok ? outcome.text : '').scenarios[0]!;
    expect(scenario.actions[0]).toEqual({
      providers: { results: [{ providerName: 'SmokingHistory', providerData: [{ packYears: 30 }] }] },
    });
    const codes = ((scenario.expect.diagnostics ?? []) as { code: string }[]).map((d) => d.code);
    expect(codes).not.toContain('undefined-provider');
    const run = await runFormTests(spec, undefined, [scenario], {
      knownProviders: ['SmokingHistory', 'Labs'],
    });
    expect(run.results.map((r) => r.passed)).toEqual([true]);
  });

  it('appends to the tests already there, keeping their text', async () => {
    const first = '# my tests\n- name: empty\n  actions: []\n  expect: { report: "" }\n';
    const outcome = await recordScenario({ spec: FORM, script: '', tests: first, steps: [] });
    expect(outcome.ok && outcome.text.startsWith(first)).toBe(true);
  });

  it('refuses a session whose steps name a component the form lacks, saying why', async () => {
    const outcome = await recordScenario({
      spec: FORM,
      script: '',
      tests: '',
      steps: [{ set: 'gone', value: 1 }],
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.reason).toContain('gone');
  });
});

describe('a failing scenario after an edit', () => {
  it('shows the report difference, and accepting its outputs makes it pass', async () => {
    const recorded = await recordScenario({
      spec: FORM,
      script: '',
      tests: '',
      steps: [{ set: 'size', value: 8 }],
    });
    const tests = recorded.ok ? recorded.text : '';
    const edited = FORM.replace('Size {size} mm.', 'Largest size {size} mm.');
    const failing = await runFormTests(edited, undefined, parseFormTests(tests).scenarios);
    expect(failing.failed).toBe(1);
    expect(failing.results[0]!.diff).toContain('+Largest size 8 mm.');
    const accepted = acceptScenario(tests, failing.results, 'Recorded scenario 1');
    const again = await runFormTests(edited, undefined, parseFormTests(accepted).scenarios);
    expect(again.failed).toBe(0);
  });

  it('replays the report after each step, from the form start', async () => {
    const steps = await replaySteps(FORM, '', {
      name: 'r',
      actions: [
        { set: 'size', value: 3 },
        { set: 'size', value: 5 },
      ],
      expect: {},
    });
    expect(steps.reports).toEqual(['', 'Size 3 mm.', 'Size 5 mm.']);
  });
});
