import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { dropdownBehaviour as b } from './behaviour';

const OPTIONS = [{ value: 'x', disabled: true }, 'a', 'b', 'c'];

describe('Dropdown (docs/components.md#dropdown)', () => {
  it.each([
    ['no placeholder: empty becomes the first enabled option', undefined, {}, 'a'],
    ['no placeholder: an invalid value becomes the first enabled option', 'zz', {}, 'a'],
    ['no placeholder: a disabled value becomes the first enabled option', 'x', {}, 'a'],
    ['disabledOptions count as disabled', 'a', { disabledOptions: ['a'] }, 'b'],
    ['a valid value stays', 'c', {}, 'c'],
    ['with a placeholder empty stays empty', undefined, { placeholder: 'Choose…' }, undefined],
    ['with a placeholder an invalid value stays', 'zz', { placeholder: 'Choose…' }, 'zz'],
  ])('%s', (_name, value, props, out) => {
    expect(b.normalize?.(value, testContext({ options: OPTIONS, ...props }))).toBe(out);
  });

  it.each([
    ['a value held by an earlier item moves to the first free option', 'a', ['a'], ['c'], 'b'],
    ['a value held only by a later item stays (the later one gives way)', 'a', [], ['a'], 'a'],
    ['an empty value takes the first free option', undefined, ['a'], ['b'], 'c'],
    ['when every option is taken the first enabled one is used', 'a', ['a', 'b'], ['c'], 'a'],
  ])('uniqueInRepeatedElements: %s', (_name, value, before, after, out) => {
    const ctx = testContext(
      { options: OPTIONS, uniqueInRepeatedElements: true },
      { siblingsValues: { before, after } },
    );
    expect(b.normalize?.(value, ctx)).toBe(out);
  });

  it('settles duplicated items to distinct values in one pass', () => {
    const values: unknown[] = ['a', 'a', 'a'];
    for (let i = 0; i < values.length; i++) {
      const ctx = testContext(
        { options: OPTIONS, uniqueInRepeatedElements: true },
        { siblingsValues: { before: values.slice(0, i), after: values.slice(i + 1) } },
      );
      values[i] = b.normalize?.(values[i], ctx);
    }
    expect(values).toEqual(['a', 'b', 'c']);
  });

  it('disables the options other items use', () => {
    const ctx = testContext(
      { options: OPTIONS, uniqueInRepeatedElements: true, value: 'b' },
      { siblingsValues: { before: ['a'], after: ['c'] } },
    );
    const choices = b.derive?.(ctx).choices as { value: unknown; disabled: boolean; selected: boolean }[];
    expect(choices.map((c) => [c.value, c.disabled, c.selected])).toEqual([
      ['x', true, false],
      ['a', true, false],
      ['b', false, true],
      ['c', true, false],
    ]);
  });

  it('ignores sibling values without uniqueInRepeatedElements', () => {
    const ctx = testContext({ options: OPTIONS }, { siblingsValues: { before: ['a'], after: [] } });
    expect(b.normalize?.('a', ctx)).toBe('a');
  });
});
