import { test, expect } from 'vitest';
import { parseSpec } from '../spec';
import { createForm, ManualClock } from '../engine';

const yaml = `
Metadata: { lang: en, title: T, description: D }
Components:
  - Number: { id: a, label: A, mandatory: alert }
  - Number: { id: b, value: '=a * 2' }
  - Text: { id: t, label: 'B is {b}', hidden: '=a > 5' }
  - List:
      id: lesions
      minCount: 1
      components:
        - Number: { id: size }
        - Number: { id: dbl, value: '=size * 2' }
ReportOutput:
  - text: 'A is {a}, b {b}'
`;
test('smoke', () => {
  const r = parseSpec(yaml);
  console.log(r.diagnostics.map((d) => d.message));
  const store = createForm(r.spec!, { clock: new ManualClock() });
  let s = store.getSnapshot();
  console.log([...s.components.values()].map((c) => [c.id, c.value, c.visible]));
  store.update({ set: 'a', value: 7 });
  store.update({ set: 'lesions_1_size', value: 3 });
  store.update({ add: 'lesions' });
  store.update({ set: 'lesions_2_size', value: 5 });
  s = store.getSnapshot();
  console.log([...s.components.values()].map((c) => [c.id, c.value, c.visible, c.props.label]));
  console.log(s.report, s.mandatory, s.diagnostics.map((d) => d.message));
  console.log(JSON.stringify(store.getState()));
  expect(s.components.get('b')?.value).toBe(14);
});
