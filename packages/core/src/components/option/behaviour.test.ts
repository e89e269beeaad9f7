import { describe, expect, it } from 'vitest';
import type { ComponentInput } from '../behaviour';
import { testContext } from '../testing/testContext';
import { optionBehaviour as b } from './behaviour';

function play(props: Record<string, unknown>, inputs: ComponentInput[]): unknown {
  let state: Record<string, unknown> = props;
  for (const input of inputs) state = { ...state, ...b.input?.(input, testContext(state)) };
  return b.normalize?.(state.value, testContext(state));
}
const pick = (option: unknown, ctrl = false): ComponentInput => ({ kind: 'toggleOption', option, ctrl });

describe('Option (docs/components.md#option)', () => {
  it.each([
    ['single choice is the default: a plain click replaces', {}, [pick('Yes'), pick('No')], 'No'],
    ['a plain click on the selected keeps it', {}, [pick('Yes'), pick('Yes')], 'Yes'],
    ['Ctrl-click on the selected deselects', {}, [pick('Yes'), pick('Yes', true)], undefined],
    ['Ctrl-click on another replaces', {}, [pick('Yes'), pick('No', true)], 'No'],
    ['multichoice toggles', { multichoice: true }, [pick('Yes'), pick('No'), pick('Yes')], ['No']],
    ['numbers as simple options', { options: [1, 2, 3] }, [pick(2)], 2],
  ])('%s', (_name, props, inputs, value) => {
    expect(play({ options: ['Yes', 'No'], ...props }, inputs)).toEqual(value);
  });

  it('derives displayValue and description from option objects', () => {
    const options = [
      { value: 'LR-3', text: 'LR 3', description: 'Intermediate' },
      { value: 'LR-4', description: 'Probably HCC' },
    ];
    expect(b.derive?.(testContext({ options, value: 'LR-4' }))).toMatchObject({
      displayValue: 'LR-4',
      description: 'Probably HCC',
    });
    expect(b.derive?.(testContext({ options, value: 'LR-3' }))).toMatchObject({ displayValue: 'LR 3' });
  });

  it.each([
    ['while empty, enabled suggestions are listed', undefined, 'b', ['b']],
    ['a suggestion that is not an option is dropped', undefined, 'zz', []],
    ['a disabled suggestion is dropped', undefined, 'c', []],
    ['once a value is chosen nothing is suggested', 'a', 'b', []],
  ])('suggestedValue: %s', (_name, value, suggestedValue, suggested) => {
    const props = { options: ['a', 'b', { value: 'c', disabled: true }], value, suggestedValue };
    expect(b.derive?.(testContext(props)).suggestedValues).toEqual(suggested);
  });

  it('has no other option even when otherOption is given', () => {
    expect(
      play({ options: ['a'], otherOption: 'yes' }, [{ kind: 'toggleOther', checked: true }]),
    ).toBeUndefined();
  });
});
