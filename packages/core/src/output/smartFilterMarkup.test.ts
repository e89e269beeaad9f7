import { describe, expect, it } from 'vitest';
import { createForm, ManualClock } from '../engine';
import { SMART_FILTER_TAGS } from '../expr';
import { parseSpec } from '../specification';
import { collectOutputs } from './collectOutputs';
import { snapshotReportRtf } from './formRtf';
import { STYLE_TAGS, TABLE_TAGS } from './richText';

/** A form with Numbers liver and spleen, the given ReportOutput items, and liver set to 12. */
function report(items: readonly string[]) {
  const text = [
    'Metadata: { lang: en, title: T, description: D, reportVersion: v2 }',
    'Components:',
    '  - Number: { id: liver }',
    '  - Number: { id: spleen }',
    'ReportOutput:',
    ...items.map((t) => `  - text: ${JSON.stringify(t)}`),
  ].join('\n');
  const spec = parseSpec(text).spec;
  if (!spec) throw new Error('spec does not parse');
  const store = createForm(spec, { clock: new ManualClock() });
  store.update({ type: 'set', id: 'liver', value: 12 });
  store.flush();
  const snapshot = store.getSnapshot();
  const rtf = snapshotReportRtf(snapshot);
  return { outputs: collectOutputs(snapshot), rtf: 'rtf' in rtf ? rtf.rtf : '' };
}

describe('the smart filter and report markup', () => {
  it('knows exactly the report markup tags', () => {
    expect([...SMART_FILTER_TAGS]).toEqual([...STYLE_TAGS, ...TABLE_TAGS]);
  });

  it('a dropped part does not leave an open <i> that makes the following items italic', () => {
    const { outputs, rtf } = report(['<i>Liver {liver} cm, spleen {spleen}</i> cm.', 'Kidneys normal.']);
    expect(outputs.reportMarkup).toBe('<i>Liver 12 cm</i>.\nKidneys normal.');
    expect(outputs.diagnostics).toEqual([]);
    expect(rtf).toContain('{\\i Liver 12 cm}.\\par\nKidneys normal.}');
  });

  it.each([
    ['a dropped first part', ['<b>Spleen {spleen} cm, liver {liver}</b> cm.', 'Next.']],
    ['a dropped row', ['<i>Spleen {spleen} cm.\nLiver {liver} cm.</i>', 'Next.']],
    ['a row marker', ['<b>Liver {liver} cm.||{liver}</b>', 'Next.']],
    ['a table row', ['<table><tr><td>Liver</td><td>{liver}, {spleen}</td></tr></table>', 'Next.']],
  ])('markup the author wrote balanced is never warned about: %s', (_n, items) => {
    const { outputs } = report(items);
    expect(outputs.diagnostics).toEqual([]);
    expect(outputs.report).toMatch(/\nNext\.$/);
  });
});
