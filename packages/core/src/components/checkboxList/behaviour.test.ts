import { describe, expect, it } from 'vitest';
import type { ComponentInput } from '../behaviour';
import { testContext } from '../testing/testContext';
import { checkboxListBehaviour as b } from './behaviour';

const OPTIONS = ['a', 'b', { value: 'n', text: 'None', exclusive: true }, { value: 'd', disabled: true }];

/** Applies inputs one after another, merging each patch into the user layer. */
function play(props: Record<string, unknown>, inputs: ComponentInput[]): Record<string, unknown> {
  let state: Record<string, unknown> = { options: OPTIONS, ...props };
  for (const input of inputs) state = { ...state, ...b.input?.(input, testContext(state)) };
  return { ...state, value: b.normalize?.(state.value, testContext(state)) };
}

const pick = (option: unknown, ctrl = false): ComponentInput => ({ kind: 'toggleOption', option, ctrl });

describe('CheckboxList choices (docs/components.md#checkboxlist)', () => {
  it.each([
    ['multichoice is the default: clicks add', {}, [pick('a'), pick('b')], ['a', 'b']],
    ['a second click removes', {}, [pick('a'), pick('b'), pick('a')], ['b']],
    ['values follow option order', {}, [pick('b'), pick('a')], ['a', 'b']],
    ['an exclusive option removes all others', {}, [pick('a'), pick('b'), pick('n')], ['n']],
    ['another option removes the exclusive one', {}, [pick('n'), pick('a')], ['a']],
    ['a disabled option cannot be chosen', {}, [pick('d')], []],
    ['an unknown option is ignored', {}, [pick('zz')], []],
    ['single choice: a plain click replaces', { multichoice: false }, [pick('a'), pick('b')], 'b'],
    [
      'single choice: a plain click on the selected keeps it',
      { multichoice: false },
      [pick('a'), pick('a')],
      'a',
    ],
    [
      'single choice: Ctrl-click on the selected deselects',
      { multichoice: false },
      [pick('a'), pick('a', true)],
      undefined,
    ],
  ])('%s', (_name, props, inputs, value) => {
    expect(play(props, inputs).value).toEqual(value);
  });
});

describe('CheckboxList other option', () => {
  const other = (checked: boolean): ComponentInput => ({ kind: 'toggleOther', checked });
  const typed = (text: string): ComponentInput => ({ kind: 'otherText', text });

  it.each([
    ['multichoice appends the free text', {}, [pick('a'), other(true), typed('x')], ['a', 'x']],
    ['typing before ticking keeps the text', {}, [typed('x'), other(true)], ['x']],
    ['unticking removes the free text', {}, [other(true), typed('x'), other(false)], []],
    [
      'single choice: the free text replaces the value',
      { multichoice: false },
      [pick('a'), other(true), typed('x')],
      'x',
    ],
    [
      'single choice: an option replaces the free text',
      { multichoice: false },
      [other(true), typed('x'), pick('b')],
      'b',
    ],
    ['an exclusive option unticks other', {}, [other(true), typed('x'), pick('n')], ['n']],
    ['ticking other removes exclusive options', {}, [pick('n'), other(true), typed('x')], ['x']],
  ])('%s', (_name, props, inputs, value) => {
    expect(play({ otherOption: 'yes', ...props }, inputs).value).toEqual(value);
  });

  it('has no other entry with otherOption no (the default)', () => {
    expect(play({}, [other(true), typed('x')]).value).toEqual([]);
  });

  it('resets the other flag when the value changes from outside', () => {
    const state = play({ otherOption: 'yes' }, [pick('a'), other(true), typed('x')]);
    expect(b.derive?.(testContext(state)).otherIsChecked).toBe(true);
    const outside = { ...state, value: ['b'] };
    const derived = b.derive?.(testContext(outside));
    expect(derived?.otherIsChecked).toBe(false);
    expect(derived?.checkListValue).toEqual(['b']);
  });

  it.each([
    ['yes-alert without text', 'yes-alert', '', 'none', true, 'alert'],
    ['yes-prohibit without text', 'yes-prohibit', '', 'alert', true, 'prohibit'],
    ['yes-alert with text', 'yes-alert', 'x', 'none', false, 'none'],
    ['plain yes without text counts as filled', 'yes', '', 'alert', false, 'alert'],
  ])('mandatory: %s', (_name, otherOption, text, mandatory, empty, level) => {
    const state = play({ otherOption, mandatory }, [pick('a'), other(true), ...(text ? [typed(text)] : [])]);
    expect(b.isEmpty?.(state.value, testContext(state))).toBe(empty);
    expect(b.mandatoryLevel?.(state.value, testContext(state))).toBe(level);
  });
});

describe('CheckboxList derived values', () => {
  it('joins two chosen texts without the comma of the and-word', () => {
    const options = [
      { value: 'a', text: 'Alpha' },
      { value: 'b', text: 'Beta' },
    ];
    const state = play({ options }, [pick('a'), pick('b')]);
    expect(b.derive?.(testContext(state))).toMatchObject({ displayValue: 'Alpha and Beta' });
  });

  it('derives every documented value', () => {
    const options = [
      { value: 'a', text: 'Alpha', description: 'first' },
      { value: 'b', text: 'Beta' },
      { value: 'c', text: 'Gamma', description: 'third' },
    ];
    const state = play({ options, otherOption: 'yes' }, [
      pick('a'),
      pick('c'),
      { kind: 'toggleOther', checked: true },
      { kind: 'otherText', text: 'Delta' },
    ]);
    expect(b.derive?.(testContext(state))).toMatchObject({
      checkListValue: ['a', 'c', 'Delta'],
      internalValue: ['a', 'c'],
      otherIsChecked: true,
      textValue: 'Delta',
      displayValue: 'Alpha, Gamma, and Delta',
      description: 'first\nthird',
      columns: 1,
      otherOptionName: 'Other',
      otherOptionPlaceholderText: 'Other...',
    });
  });

  it.each([
    [0, 1],
    [3, 3],
    [9, 4],
    ['2', 2],
  ])('clamps columns %s to %s', (columns, clamped) => {
    expect(b.derive?.(testContext({ options: OPTIONS, columns })).columns).toBe(clamped);
  });

  it.each([
    ['a plain regex', '^b', ['a']],
    ['a /pattern/flags regex', '/^B/i', ['a']],
    ['an invalid regex disables nothing', '([', ['a', 'b']],
  ])('optionsDisableFilter: %s', (_name, filter, value) => {
    const props = { options: ['a', 'b'], optionsDisableFilter: filter, allowDisabledOptionValue: false };
    expect(b.normalize?.(['a', 'b'], testContext(props))).toEqual(value);
  });

  it.each([
    ['kept by default', undefined, ['a', 'd']],
    ['kept when true', true, ['a', 'd']],
    ['removed when false', false, ['a']],
  ])('a disabled option value is %s', (_name, allow, value) => {
    const props = { options: OPTIONS, allowDisabledOptionValue: allow };
    expect(b.normalize?.(['a', 'd'], testContext(props))).toEqual(value);
  });

  it('reads a single value into a list in multichoice and a list into one value in single choice', () => {
    expect(b.normalize?.('a', testContext({ options: OPTIONS }))).toEqual(['a']);
    expect(b.normalize?.(['b', 'a'], testContext({ options: OPTIONS, multichoice: false }))).toBe('b');
  });

  it.each([
    [[], true],
    [undefined, true],
    [['a'], false],
  ])('isEmpty(%j) is %s', (value, empty) => {
    expect(b.isEmpty?.(value, testContext({ options: OPTIONS, value }))).toBe(empty);
  });
});

describe('CheckboxList set applies the choice rules (docs/components.md#checkboxlist)', () => {
  const set = (value: unknown): ComponentInput => ({ kind: 'set', value });
  const derived = (props: Record<string, unknown>) => {
    const state = play(props, []);
    return b.derive?.(testContext(state)) ?? {};
  };

  it.each([
    ['options are kept in option order', {}, ['b', 'a'], ['a', 'b']],
    ['an exclusive option listed last wins over the others', {}, ['a', 'n'], ['n']],
    ['an option listed after the exclusive one removes it', {}, ['n', 'a', 'b'], ['a', 'b']],
    ['without the other option an unknown entry is dropped', {}, ['a', 'zz'], ['a']],
    [
      'other option yes: an unknown entry becomes the other text',
      { otherOption: 'yes' },
      ['a', 'zz'],
      ['a', 'zz'],
    ],
    ['the other entry removes an exclusive option', { otherOption: 'yes' }, ['n', 'zz'], ['zz']],
    ['an exclusive option removes the other entry', { otherOption: 'yes' }, ['zz', 'n'], ['n']],
    ['single choice keeps the last entry', { multichoice: false }, ['a', 'b'], 'b'],
  ])('%s', (_name, props, value, expected) => {
    expect(play(props, [set(value)]).value).toEqual(expected);
  });

  it('an unknown entry with otherOption yes-prohibit checks the other entry with that text', () => {
    const state = play({ otherOption: 'yes-prohibit' }, [set(['b', 'my own'])]);
    const d = derived(state);
    expect([d.otherIsChecked, d.textValue, d.internalValue]).toEqual([true, 'my own', ['b']]);
    expect(b.mandatoryLevel?.(state.value, testContext(state))).toBe('none');
  });

  it('without the other option, a set of only unknown entries is refused and warned about', () => {
    const before = { value: ['a'] };
    expect(play(before, [set(['zz', 'yy'])]).value).toEqual(['a']);
    expect(b.inputNotes?.(set(['zz', 'yy']), testContext({ options: OPTIONS, ...before }))).toEqual([
      'zz, yy are not options and there is no other option',
    ]);
  });

  it('a set of known options has no notes', () => {
    expect(b.inputNotes?.(set(['a', 'n']), testContext({ options: OPTIONS }))).toEqual([]);
    expect(b.inputNotes?.(set(['zz']), testContext({ options: OPTIONS, otherOption: 'yes' }))).toEqual([]);
  });
});
