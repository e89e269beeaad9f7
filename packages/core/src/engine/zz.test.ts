import { test } from 'vitest';
import { formOf } from './testing';
test('x', () => {
  const f = formOf('- Number: { id: a }');
  f.store.update({ set: 'a', value: 1 });
  const s1 = f.store.getSnapshot();
  f.store.update({ set: 'a', value: 1 });
  const s2 = f.store.getSnapshot();
  (globalThis as any).console.log(s1 === s2, s1.components === s2.components, s1.mandatory === s2.mandatory, s1.report === s2.report, s1.diagnostics === s2.diagnostics, s2.diagnostics);
});
