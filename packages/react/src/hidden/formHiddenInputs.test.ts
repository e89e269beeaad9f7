import { describe, expect, it } from 'vitest';
import { collectOutputs } from '@formwright/core';
import {
  declaredSections,
  formCodes,
  hiddenInputs,
  reportChangeMarkers,
  toOutputComponent,
  type FormSnapshot,
} from '@formwright/core/runtime';
import { formOf } from '@formwright/core/testing';
import { formHiddenInputs, HIDDEN_GROUP, hiddenInputGroups } from './formHiddenInputs';

/** Core's hidden inputs of a snapshot computed in one go, without any cache. */
function uncached(s: FormSnapshot) {
  return hiddenInputs({
    components: [...s.components.values()].map(toOutputComponent),
    codes: s.components.has('#DiagnosticCodes') ? formCodes(s) : undefined,
    changeMarkers: reportChangeMarkers(s.report.changedSections, declaredSections(s.spec)),
  });
}

const form = [
  '- Text: { id: name, worklistAttribute: PatientName, freeField: { id: ff, whenEmpty: noUpdate } }',
  '- Number: { id: size }',
  '- Checkbox: { id: ok }',
  '- List:',
  '    id: les',
  '    numItems: 1',
  '    components:',
  '      - Number: { id: d }',
].join('\n');

describe('formHiddenInputs', () => {
  it("equals core's hiddenInputs of the whole snapshot, plus #Report and #ReportMarkup, after every change", () => {
    const { store } = formOf(form, { report: "- text: '<b>{name}</b> {size} mm'" });
    const steps = [
      () => store.update({ type: 'set', id: 'name', value: 'Ada' }),
      () => store.update({ type: 'set', id: 'size', value: 12.5 }),
      () => store.update({ type: 'add', id: 'les' }),
      () => store.update({ type: 'set', id: 'les_2_d', value: 3 }),
      () => store.update({ type: 'check', id: 'ok', value: true }),
      () => store.update({ type: 'delete', id: 'les', item: 1 }),
    ];
    for (const step of [() => {}, ...steps]) {
      step();
      const s = store.getSnapshot();
      const outputs = collectOutputs(s);
      const inputs = formHiddenInputs(s);
      expect(inputs.slice(0, -2)).toEqual(uncached(s));
      expect(inputs.at(-2)).toEqual({
        name: '#Report',
        value: outputs.report,
        attributes: { 'data-report': 'text' },
      });
      expect(inputs.at(-1)).toEqual({
        name: '#ReportMarkup',
        value: outputs.reportMarkup,
        attributes: { 'data-report': 'markup' },
      });
    }
  });

  it('puts images after the fields, as data-image png', () => {
    const { store } = formOf('- Text: { id: t }');
    const inputs = formHiddenInputs(store.getSnapshot(), { g: 'data:image/png;base64,AAAA' });
    expect(inputs.find((i) => i.name === 'g')).toEqual({
      name: 'g',
      value: 'data:image/png;base64,AAAA',
      attributes: { 'data-image': 'png' },
    });
  });

  it('in groups, a keystroke makes new only the groups of the components it changed; flat, they are the same inputs', () => {
    const n = HIDDEN_GROUP * 3;
    const lines = Array.from({ length: n }, (_, i) => `- Number: { id: n_${i}, value: 1 }`);
    const { store } = formOf(lines.join('\n'), { report: "- text: 'Last {n_" + (n - 1) + "}'" });
    const before = hiddenInputGroups(store.getSnapshot());
    store.update({ type: 'set', id: 'n_1', value: 7 });
    const s = store.getSnapshot();
    const after = hiddenInputGroups(s, undefined, before);
    // The first group (n_1) and the form's own (the report) are new; the two groups between are shared.
    expect(after.groups[0]).not.toBe(before.groups[0]);
    expect(after.groups[1]).toBe(before.groups[1]);
    expect(after.groups[2]).toBe(before.groups[2]);
    expect(after.groups.flat()).toEqual(formHiddenInputs(s));
    expect(after.groups.flat().slice(0, -2)).toEqual(uncached(s));
    expect(after.groups[0]?.find((i) => i.name === 'n_1')?.value).toBe('7');
  });
});
