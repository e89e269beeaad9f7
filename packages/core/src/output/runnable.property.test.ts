import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import { createForm, ManualClock } from '../engine';
import { parseSpec } from '../specification';
import { specTextArb } from '../specification/testing/specArbitraries';
import { collectOutputs } from './collectOutputs';

describe('a form whose errors are not fatal (ParseResult.runnable, what render and the preview run)', () => {
  it('starts and gives its outputs without throwing, on mutated specifications', () => {
    let withErrors = 0;
    fc.assert(
      fc.property(specTextArb(demoText), (text) => {
        const { runnable, spec } = parseSpec(text);
        if (!runnable) return;
        if (!spec) withErrors++;
        const clock = new ManualClock(0);
        const store = createForm(runnable, { clock });
        try {
          clock.runAll();
          expect(typeof collectOutputs(store.getSnapshot()).report).toBe('string');
        } finally {
          store.dispose();
        }
      }),
      { numRuns: 30 },
    );
    // The mutations must reach the case at all: about a quarter of them are runnable with errors.
    expect(withErrors).toBeGreaterThan(0);
  });

  it('is given for errors that are not fatal and withheld for fatal ones', () => {
    const meta = 'Metadata: {lang: en, title: T, description: D}\n';
    const bogus = `${meta}Components:\n  - Bogus: {id: x}\n  - Number: {id: n}\nReportOutput: [{text: 'A {n +} B'}]\n`;
    const r = parseSpec(bogus);
    expect([r.spec, r.runnable?.byId.has('n')]).toEqual([undefined, true]);
    for (const fatal of [
      `${meta}Components: []\n`, // no ReportOutput
      'Components: []\nReportOutput: []\n', // no Metadata
      `${meta}Components: {a: 1}\nReportOutput: []\n`, // Components not a list
      `${meta}Components: [\n`, // YAML syntax
    ])
      expect(parseSpec(fatal).runnable).toBeUndefined();
  });
});
