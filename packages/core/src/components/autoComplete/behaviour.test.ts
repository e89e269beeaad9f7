import { describe, expect, it } from 'vitest';
import type { ComponentInput } from '../behaviour';
import { testContext } from '../testing/testContext';
import { autoCompleteBehaviour as b, search } from './behaviour';

const FRUIT = ['Apple', 'Banana', 'Pineapple', 'Apricot', 'Grape', 'Grapefruit'];

describe('AutoComplete search (docs/diagnostics.md#diagnostics, docs/components.md#autocomplete)', () => {
  it.each([
    [
      'begins-with matches come before contains matches',
      'ap',
      {},
      ['Apple', 'Apricot', 'Pineapple', 'Grape', 'Grapefruit'],
      'Select an option...',
    ],
    ['matching ignores case', 'GRAPE', {}, ['Grape', 'Grapefruit'], 'Select an option...'],
    ['no match', 'kiwi', {}, [], 'No results found...'],
    [
      'more matches than maxSearchResults',
      'ap',
      { maxSearchResults: 2 },
      ['Apple', 'Apricot'],
      'More results found. Keep narrowing down the search...',
    ],
    [
      'below minSearch nothing is listed',
      'a',
      { minSearch: 3 },
      [],
      'Type 2 more letters to find results...',
    ],
    [
      'an empty query lists the first options',
      '',
      { maxSearchResults: 3 },
      ['Apple', 'Banana', 'Pineapple'],
      'More results found. Keep narrowing down the search...',
    ],
    [
      'optionsMatchOrder ContainsSequence only keeps option order',
      'ap',
      { optionsMatchOrder: ['ContainsSequence'] },
      ['Apple', 'Pineapple', 'Apricot', 'Grape', 'Grapefruit'],
      'Select an option...',
    ],
    [
      'multichoice leaves chosen values out',
      'grape',
      { multichoice: true, value: ['Grape'] },
      ['Grapefruit'],
      'Select an option...',
    ],
    [
      'disabled options are left out',
      'ban',
      { options: ['Apple', { value: 'Banana', disabled: true }] },
      [],
      'No results found...',
    ],
  ])('%s', (_name, query, props, texts, prompt) => {
    const result = search(query, testContext({ options: FRUIT, ...props }));
    expect(result.results.map((o) => o.text)).toEqual(texts);
    expect(result.prompt).toBe(prompt);
  });

  it('lists 10 results by default', () => {
    const options = Array.from({ length: 25 }, (_, i) => `item ${i}`);
    expect(search('item', testContext({ options })).results).toHaveLength(10);
  });
});

describe('AutoComplete value', () => {
  function play(props: Record<string, unknown>, inputs: ComponentInput[]): unknown {
    let state: Record<string, unknown> = { options: FRUIT, ...props };
    for (const input of inputs) state = { ...state, ...b.input?.(input, testContext(state)) };
    return b.normalize?.(state.value, testContext(state));
  }
  const pick = (option: string): ComponentInput => ({ kind: 'toggleOption', option });

  it.each([
    ['single choice: a new choice replaces the old', {}, [pick('Apple'), pick('Grape')], ['Grape']],
    [
      'single choice: the chosen value is not deletable by default',
      {},
      [pick('Apple'), pick('Apple')],
      ['Apple'],
    ],
    ['singleOptionDeletable clears it', { singleOptionDeletable: true }, [pick('Apple'), pick('Apple')], []],
    [
      'multichoice adds and removes',
      { multichoice: true },
      [pick('Apple'), pick('Grape'), pick('Apple')],
      ['Grape'],
    ],
    ['set stores a list of strings', {}, [{ kind: 'set', value: 'Grape' } as ComponentInput], ['Grape']],
    [
      'set keeps the options and leaves out what is not one (no free text)',
      { multichoice: true },
      [{ kind: 'set', value: ['Kiwi', 'Grape'] } as ComponentInput],
      ['Grape'],
    ],
  ])('%s', (_name, props, inputs, value) => {
    expect(play(props, inputs)).toEqual(value);
  });

  it.each([
    [undefined, false, []],
    ['Apple', false, ['Apple']],
    [['a', 'b'], false, ['b']],
    [['a', 'b', 'a', '', null], true, ['a', 'b']],
    [[1, 2], true, ['1', '2']],
  ])('normalizes %j (multichoice %s) to %j', (value, multichoice, out) => {
    expect(b.normalize?.(value, testContext({ multichoice }))).toEqual(out);
  });

  it.each([
    [false, undefined, true],
    [true, undefined, false],
    [true, true, true],
    [false, false, false],
  ])('multichoice %s, showSelectedValues %s → %s', (multichoice, showSelectedValues, shown) => {
    expect(b.derive?.(testContext({ multichoice, showSelectedValues })).showSelectedValues).toBe(shown);
  });

  it('is empty with no chosen value', () => {
    expect(b.isEmpty?.([], testContext({}))).toBe(true);
    expect(b.isEmpty?.(['x'], testContext({}))).toBe(false);
  });
});
