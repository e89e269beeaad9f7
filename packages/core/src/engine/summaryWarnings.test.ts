import { describe, expect, test } from 'vitest';
import { formOf } from './testing';
import { defaultTexts } from '../expr';

const form = [
  '- Number: { id: size }',
  '- Summary:',
  '    id: imp',
  '    editable: true',
  '    reportTemplate:',
  "      - text: 'Nodule of {size} mm.'",
  '- Summary:',
  '    id: imp2',
  '    editable: true',
  '    allowInconsistency: true',
  '    reportTemplate:',
  "      - text: 'Nodule {size} mm.'",
].join('\n');

const warnings = (f: ReturnType<typeof formOf>) =>
  f.store
    .getSnapshot()
    .diagnostics.filter((d) => d.code === 'summary-inconsistent')
    .map((d) => [d.severity, d.componentId, d.message]);

describe('an inconsistent edited Summary puts its warning in the snapshot (docs/engine.md#how-a-form-runs)', () => {
  test('not allowed and allowed inconsistency each give their default warning, gone when consistent', () => {
    const f = formOf(form);
    const texts = defaultTexts('en');
    f.store.update({ type: 'set', id: 'size', value: 8 });
    for (const id of ['imp', 'imp2']) {
      f.store.update({ type: 'check', id: id, value: true });
      f.store.update({ type: 'editSummary', id: id, text: 'My own text.' });
    }
    expect(warnings(f)).toEqual([]);
    f.store.update({ type: 'set', id: 'size', value: 12 });
    expect(warnings(f)).toEqual([
      ['warning', 'imp', texts.inconsistencyWarning],
      ['warning', 'imp2', texts.inconsistencyWarningAllowed],
    ]);
    f.store.update({ type: 'set', id: 'size', value: 8 });
    expect(warnings(f)).toEqual([]);
  });
});

describe('a Summary that reads an inconsistent Summary warns too (docs/engine.md#how-a-form-runs)', () => {
  const referencing = [
    form,
    '- Summary:',
    '    id: overall',
    '    reportTemplate:',
    "      - text: 'Impression: {imp}'",
    '- Summary:',
    '    id: own',
    '    inconsistencyWarningReferenced: Check the impression first.',
    '    reportTemplate:',
    "      - text: 'Again: {imp.value}'",
  ].join('\n');

  test('the referenced warning (default or own text) comes and goes with the referenced inconsistency', () => {
    const f = formOf(referencing);
    const texts = defaultTexts('en');
    f.store.update({ type: 'set', id: 'size', value: 8 });
    f.store.update({ type: 'check', id: 'imp', value: true });
    f.store.update({ type: 'editSummary', id: 'imp', text: 'My own text.' });
    expect(warnings(f)).toEqual([]);
    f.store.update({ type: 'set', id: 'size', value: 12 });
    expect(warnings(f)).toEqual([
      ['warning', 'imp', texts.inconsistencyWarning],
      ['warning', 'overall', texts.inconsistencyWarningReferenced],
      ['warning', 'own', 'Check the impression first.'],
    ]);
    expect(f.prop('overall', 'referencedSummaryInconsistency')).toBe(true);
    f.store.update({ type: 'set', id: 'size', value: 8 });
    expect(warnings(f)).toEqual([]);
    expect(f.prop('overall', 'referencedSummaryInconsistency')).toBe(false);
  });
});
