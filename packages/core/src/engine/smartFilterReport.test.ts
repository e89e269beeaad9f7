import { describe, expect, it } from 'vitest';
import { parseSpec } from '../specification';
import { NODULE_REPORT_FORM as ISSUE_FORM } from '../specification/testing/issueForms';
import { ManualClock } from './clock';
import { createForm } from './store';

/**
 * The two report lines of issue 20 item 2 in a running form: the spec rule still removes the part the
 * conditional empties (validate warns, smartFilterChecks.test.ts), the bracket stays balanced and the advice
 * stays, and provenance says what was removed and why (the designer's live report shows it struck through).
 */
function run(risk: string | undefined) {
  const spec = parseSpec(ISSUE_FORM).spec;
  if (!spec) throw new Error('the issue form does not parse');
  const store = createForm(spec, { clock: new ManualClock() });
  store.mount();
  store.update({ type: 'add', id: 'nodules' });
  store.update({ type: 'set', id: 'nodules_1_type', value: 'solid' });
  store.update({ type: 'set', id: 'nodules_1_lobe', value: 'right upper lobe' });
  store.update({ type: 'set', id: 'nodules_1_size', value: 7 });
  store.update({ type: 'set', id: 'advice', value: 'No routine follow-up' });
  if (risk) store.update({ type: 'set', id: 'risk', value: risk });
  store.flush();
  return store.getSnapshot();
}

describe('the report lines of issue 20 item 2', () => {
  it('no risk chosen: the bracket closes and the advice stays', () => {
    const snapshot = run(undefined);
    expect(snapshot.report.markup.split('\n')).toEqual([
      '1. Solid nodule in the right upper lobe.',
      'Recommendation (Fleischner 2017): No routine follow-up.',
    ]);
  });

  it('a risk chosen: the line as written', () => {
    expect(run('high').report.markup.split('\n')[1]).toBe(
      'Recommendation (Fleischner 2017, high risk): No routine follow-up.',
    );
  });

  it('provenance names what the filter removed and why, in place', () => {
    const pieces = run(undefined).provenance().pieces;
    const summary = pieces.find((p) => p.site === 'nodules_1.reportSummary[0]');
    expect(summary?.segments).toEqual([
      { text: '1. Solid nodule in the right upper lobe' },
      {
        text: ', mean diameter 7 mm',
        removed: 'empty-value',
        empty: ['type == "part-solid" ? ", solid component …" : ""'],
      },
      { text: '.' },
    ]);
    const advice = pieces.find((p) => p.site === 'ReportOutput[1]');
    expect(advice?.segments).toEqual([
      { text: 'Recommendation (Fleischner 2017' },
      { text: ', ', removed: 'empty-value', empty: ['risk.displayValue'] },
      { text: '): No routine follow-up.' },
    ]);
  });
});
