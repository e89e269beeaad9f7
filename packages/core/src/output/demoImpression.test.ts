import { describe, expect, it } from 'vitest';
import demoText from '../../../../fixtures/forms/demo.yaml?raw';
import { createForm, ManualClock } from '../engine';
import { parseSpec } from '../specification';

/** The demo's impression after the given values are entered. */
function impression(values: Record<string, unknown>): unknown {
  const { spec } = parseSpec(demoText);
  if (!spec) throw new Error('the demo form does not parse');
  const clock = new ManualClock(0);
  const store = createForm(spec, { clock });
  for (const [id, value] of Object.entries(values)) store.update({ type: 'set', id: id, value });
  clock.runAll();
  store.flush();
  const text = store.getSnapshot().components.get('impression')?.value;
  store.dispose();
  return text;
}

describe("the demo form's impression", () => {
  it.each([
    [{ nodules_1_size: 9.5 }, 'Largest nodule 9.5 mm; follow-up CT recommended.'],
    [
      { nodules_1_size: 9.5, priorSize: 7 },
      'Largest nodule 9.5 mm (previously 7 mm); follow-up CT recommended.',
    ],
    [{ nodules_1_size: 4 }, 'No pulmonary nodules requiring follow-up.'],
  ])('after %j is %s', (values, text) => {
    expect(impression(values)).toBe(text);
  });
});
