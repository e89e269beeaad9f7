import { describe, expect, test } from 'vitest';
import { fakeScript, formOf } from './testing';

const form = [
  '- Text: { id: name, dataarg: Patient.name }',
  '- Number: { id: age, dataarg: Patient.age }',
  '- Text: { id: other }',
].join('\n');

describe('provider data (docs/engine.md#how-a-form-runs)', () => {
  test('valid results set the mapped values, then raise the data-retrieve event with the data', () => {
    const script = fakeScript((e, host) => {
      if (e.reason === 'dataRetrieve') host.set('other', `got ${String(host.get('name'))}`);
    });
    const f = formOf(form, { script });
    const results = [{ providerName: 'Patient', providerData: [{ name: 'Ada', age: 36 }] }];
    f.store.setProviderData({ results });
    expect([f.value('name'), f.value('age')]).toEqual(['Ada', 36]);
    expect(script.events.at(-1)).toEqual({ reason: 'dataRetrieve', data: results });
    expect(f.value('other')).toBe('got Ada');
    expect(f.store.saveState().name?.user).toEqual({ value: 'Ada' });
  });

  test('empty results are ignored with an info log', () => {
    const script = fakeScript();
    const f = formOf(form, { script });
    f.store.setProviderData({ results: [] });
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'provider-empty');
    expect(d?.severity).toBe('info');
    expect(d?.message).toBe('Provider data was empty and is ignored');
    expect(script.events.map((e) => e.reason)).toEqual(['init']);
  });

  test.each([
    ['not an object', 42],
    ['results not a list', { results: 'x' }],
    ['a result without providerName', { results: [{ providerData: [{}] }] }],
    ['providerData not a list', { results: [{ providerName: 'Patient', providerData: {} }] }],
    ['a first item that is not an object', { results: [{ providerName: 'Patient', providerData: [3] }] }],
  ])('malformed data (%s) is ignored with an info diagnostic and the form goes on', (_what, data) => {
    const f = formOf(form);
    f.store.setProviderData(data);
    const d = f.store.getSnapshot().diagnostics.find((x) => x.code === 'provider-malformed');
    expect(d?.severity).toBe('info');
    expect(d?.message).toMatch(/^Provider data is malformed and is ignored: /);
    expect(f.value('name')).toBeUndefined();
    f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [{ name: 'Ada' }] }] });
    expect(f.value('name')).toBe('Ada');
  });

  test('a bare results list is taken as setProviderData takes it (docs/architecture.md#entry-points)', () => {
    const f = formOf(form);
    f.store.setProviderData([{ providerName: 'Patient', providerData: [{ name: 'Ada' }] }]);
    expect(f.value('name')).toBe('Ada');
  });

  test('a dataarg naming an inherited member (constructor) reads nothing', () => {
    const f = formOf(
      '- Dropdown: { id: d, options: [a, b], placeholder: Pick, dataarg: Patient.constructor }',
    );
    f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [{ x: 1 }] }] });
    expect(f.value('d')).toBeUndefined();
    expect(f.store.saveState().d).toBeUndefined();
  });

  const nested = (levels: number, wrap: (inner: unknown) => unknown): unknown => {
    let v: unknown = 'deep';
    for (let i = 0; i < levels; i++) v = wrap(v);
    return v;
  };
  const cyclic: Record<string, unknown> = { name: 'Ada' };
  cyclic.self = cyclic;
  test.each([
    ['objects nested 5,000 levels', { name: 'Ada', extra: nested(5000, (v) => ({ v })) }],
    ['lists nested 5,000 levels', { name: 'Ada', extra: nested(5000, (v) => [v]) }],
    ['an object that contains itself', cyclic],
  ])('%s give a clear diagnostic, never a stack trace, and the result is ignored', (_what, data) => {
    const f = formOf(form);
    expect(() =>
      f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [data] }] }),
    ).not.toThrow();
    const ds = f.store.getSnapshot().diagnostics;
    expect(ds.filter((d) => d.code === 'runtime-error')).toEqual([]);
    const d = ds.find((x) => x.code === 'provider-malformed');
    expect(d?.severity).toBe('info');
    expect(d?.message).toContain('results[0] is nested deeper than 100 levels');
    expect(f.value('name')).toBeUndefined();
  });

  test('a malformed result beside a valid one leaves the valid one applied', () => {
    const f = formOf(form);
    f.store.setProviderData({
      results: [{ providerName: 7 }, { providerName: 'Patient', providerData: [{ age: 50 }] }],
    });
    expect(f.value('age')).toBe(50);
    expect(f.store.getSnapshot().diagnostics.map((d) => d.code)).toContain('provider-malformed');
  });
});

describe("provider values must fit the component's value kind", () => {
  const typed = [
    '- Text: { id: name, dataarg: Patient.name }',
    '- Number: { id: age, dataarg: Patient.age }',
    '- Checkbox: { id: smoker, dataarg: Patient.smoker }',
    '- AutoComplete: { id: tags, options: [a, b], multichoice: true, dataarg: Patient.tags }',
    '- CheckboxList: { id: list, options: [a, b], dataarg: Patient.list }',
    '- Option: { id: opt, options: [a, b], dataarg: Patient.opt }',
  ].join('\n');

  test.each([
    ['an object into a text field', { name: { a: 1 } }, 'name', 'Patient.name'],
    ['a list into a text field', { name: ['a'] }, 'name', 'Patient.name'],
    ['text that is not a number into a Number', { age: 'abc' }, 'age', 'Patient.age'],
    ['an object into a Number', { age: { v: 1 } }, 'age', 'Patient.age'],
    ['text into a Checkbox', { smoker: 'often' }, 'smoker', 'Patient.smoker'],
    ['an object into a multichoice', { tags: { a: 1 } }, 'tags', 'Patient.tags'],
    ['a list of lists into a multichoice', { tags: [['a'], ['b']] }, 'tags', 'Patient.tags'],
    ['a list of objects into a CheckboxList', { list: [{ a: 1 }] }, 'list', 'Patient.list'],
    ['a list of lists into an Option', { opt: [['a']] }, 'opt', 'Patient.opt'],
  ])('%s is not set, with a warning naming the provider and key', (_what, data, id, key) => {
    const f = formOf(typed);
    const before = f.value(id);
    f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [data] }] });
    expect(f.value(id)).toEqual(before);
    expect(f.store.saveState()[id]).toBeUndefined();
    const ds = f.store.getSnapshot().diagnostics.filter((d) => d.code === 'provider-malformed');
    expect(ds).toHaveLength(1);
    expect(ds[0]?.message).toContain(key);
    expect(ds[0]?.componentId).toBe(id);
  });

  test.each([
    ['a numeric text into a Number', { age: '42' }, 'age', 42],
    ['a number with a decimal comma into a Number', { age: '72,5' }, 'age', 72.5],
    ['a list of options into a CheckboxList', { list: ['a', 'b'] }, 'list', ['a', 'b']],
    ['a number into a text field', { name: 7 }, 'name', '7'],
    ['a boolean into a Checkbox', { smoker: true }, 'smoker', true],
    ['a list into a multichoice', { tags: ['a', 'b'] }, 'tags', ['a', 'b']],
  ])('%s is set', (_what, data, id, value) => {
    const f = formOf(typed);
    f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [data] }] });
    expect(f.value(id)).toEqual(value);
    expect(f.store.getSnapshot().diagnostics.filter((d) => d.code === 'provider-malformed')).toEqual([]);
  });

  test('a wrong value beside good ones leaves the good ones set', () => {
    const f = formOf(typed);
    const data = { name: { bad: true }, age: 30 };
    f.store.setProviderData({ results: [{ providerName: 'Patient', providerData: [data] }] });
    expect([f.value('name'), f.value('age')]).toEqual([undefined, 30]);
  });
});
