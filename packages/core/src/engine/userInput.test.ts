import { describe, expect, test } from 'vitest';
import { applyStep, type ActionStep } from './interactions';
import { formOf } from './testing';

const form = [
  '- Text: { id: txt }',
  '- Text: { id: locked, value: keep, disabled: true }',
  '- Checkbox: { id: cb }',
  '- Checkbox: { id: cbOff, disabled: true }',
  '- Dropdown: { id: dd, options: [a, b, { value: c, disabled: true }] }',
  '- Dropdown: { id: ddp, placeholder: Choose, options: [a, b], disabledOptions: [b] }',
  '- AutoComplete: { id: ac, options: [x, y, { value: z, disabled: true }], multichoice: true }',
  '- CheckboxList: { id: cl, options: [a, { value: b, disabled: true }] }',
  '- Option: { id: op, options: [a, b], optionsDisableFilter: "^b" }',
  '- Header: { id: head, header: Title }',
  '- Button: { id: btn, label: Go }',
].join('\n');

const ignored = (f: ReturnType<typeof formOf>) =>
  f.store
    .getSnapshot()
    .diagnostics.filter((d) => d.code === 'action-ignored')
    .map((d) => d.message);

describe('user input means what a user can do: impossible input is refused with action-ignored', () => {
  test.each<[string, ActionStep, string, string]>([
    ['a set into a disabled component', { set: 'locked', value: 'new' }, 'locked', 'locked is disabled'],
    ['a check of a disabled Checkbox', { check: 'cbOff', value: true }, 'cbOff', 'cbOff is disabled'],
    ['a text into a Checkbox', { set: 'cb', value: 'yes' }, 'cb', 'expected true or false, got string "yes"'],
    ['a number into a Checkbox', { set: 'cb', value: 1 }, 'cb', 'expected true or false, got number 1'],
    ['an object into a Text', { set: 'txt', value: { a: 1 } }, 'txt', 'expected text, got an object'],
    ['a list into a Text', { set: 'txt', value: ['a'] }, 'txt', 'expected text, got a list'],
    ['a value that is not an option of a Dropdown', { set: 'dd', value: 'zz' }, 'dd', 'zz is not an option'],
    ['a disabled option of a Dropdown', { set: 'dd', value: 'c' }, 'dd', 'option c is disabled'],
    [
      'a value that is not an option (with placeholder)',
      { set: 'ddp', value: 'zz' },
      'ddp',
      'zz is not an option',
    ],
    ['a disabledOptions entry of a Dropdown', { set: 'ddp', value: 'b' }, 'ddp', 'option b is disabled'],
    [
      'a value that is not an option of an AutoComplete',
      { set: 'ac', value: ['q'] },
      'ac',
      'q is not an option',
    ],
    ['a disabled option of an AutoComplete', { set: 'ac', value: ['z'] }, 'ac', 'option z is disabled'],
    ['a disabled option of a CheckboxList', { set: 'cl', value: ['b'] }, 'cl', 'option b is disabled'],
    [
      'an option disabled by the filter of an Option',
      { set: 'op', value: 'b' },
      'op',
      'option b is disabled',
    ],
    [
      'a list of lists into a CheckboxList',
      { set: 'cl', value: [['a']] },
      'cl',
      'expected a list of values, got a list',
    ],
    [
      'a list of objects into an AutoComplete',
      { set: 'ac', value: [{ v: 'x' }] },
      'ac',
      'expected a list of values, got a list',
    ],
    [
      'a set into a component without a value',
      { set: 'head', value: 'x' },
      'head',
      'the component holds no value',
    ],
    ['a click on a Text', { click: 'txt' }, 'txt', 'Text txt is not a Button'],
    ['a click on a Checkbox', { click: 'cb' }, 'cb', 'Checkbox cb is not a Button'],
  ])('%s changes nothing', (_what, action, id, reason) => {
    const f = formOf(form);
    const before = f.store.getSnapshot().components.get(id);
    applyStep(f.store, action);
    expect(f.store.getSnapshot().components.get(id)?.value).toEqual(before?.value);
    expect(f.store.saveState()[id]).toBeUndefined();
    const kind = Object.keys(action)[0];
    expect(ignored(f)).toEqual([`Action ${kind} on ${id} does nothing: ${reason}`]);
  });

  test.each<[string, ActionStep, string, unknown]>([
    ['true into a Checkbox', { set: 'cb', value: true }, 'cb', true],
    ['an option of a Dropdown', { set: 'dd', value: 'b' }, 'dd', 'b'],
    ['empty into a Dropdown with a placeholder', { set: 'ddp', value: null }, 'ddp', undefined],
    ['options of an AutoComplete', { set: 'ac', value: ['y', 'x'] }, 'ac', ['y', 'x']],
    ['a number into a Text', { set: 'txt', value: 12 }, 'txt', '12'],
    ['an enabled option of an Option', { set: 'op', value: 'a' }, 'op', 'a'],
  ])('%s is taken', (_what, action, id, value) => {
    const f = formOf(form);
    applyStep(f.store, action);
    expect(f.value(id)).toEqual(value);
    expect(ignored(f)).toEqual([]);
  });

  test.each<[string, ActionStep, string, unknown, string]>([
    ['a CheckboxList', { set: 'cl', value: ['a', 'b'] }, 'cl', ['a'], 'option b is disabled'],
    ['an AutoComplete', { set: 'ac', value: ['x', 'q', 'z'] }, 'ac', ['x'], 'q is not an option'],
  ])(
    'in %s, the options a user can choose are taken and the others refused',
    (_w, action, id, value, reason) => {
      const f = formOf(form);
      applyStep(f.store, action);
      expect(f.value(id)).toEqual(value);
      expect(ignored(f)[0]).toBe(`Action set on ${id} does nothing: ${reason}`);
    },
  );

  test('a disabled option the component already holds may stay (the user did not choose it again)', () => {
    const f = formOf(
      '- Dropdown: { id: d, placeholder: Pick, options: [a, b], disabledOptions: "=locked ? [\'a\'] : []" }\n- Checkbox: { id: locked }',
    );
    f.store.update({ type: 'set', id: 'd', value: 'a' });
    f.store.update({ type: 'set', id: 'locked', value: true });
    f.store.update({ type: 'set', id: 'd', value: 'a' });
    expect(ignored(f)).toEqual([]);
  });

  test('the same impossible input twice is refused twice: each action gets its own warning', () => {
    const f = formOf(form);
    f.store.update({ type: 'click', id: 'txt' });
    f.store.update({ type: 'click', id: 'txt' });
    expect(ignored(f)).toEqual([
      'Action click on txt does nothing: Text txt is not a Button',
      'Action click on txt does nothing: Text txt is not a Button',
    ]);
  });

  test('a click on a Button still runs', () => {
    const f = formOf(form);
    f.store.update({ type: 'click', id: 'btn' });
    expect(ignored(f)).toEqual([]);
  });
});
