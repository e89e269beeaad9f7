import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { buttonBehaviour as b } from './behaviour';

describe('Button (docs/components.md#button)', () => {
  it.each([
    [
      'toggles the target, then fires the click event',
      { toggleComponentId: 'details' },
      [
        { kind: 'toggleDisplay', id: 'details' },
        { kind: 'event', reason: 'click', source: 'c1' },
      ],
    ],
    ['without a target only fires the click event', {}, [{ kind: 'event', reason: 'click', source: 'c1' }]],
    ['a disabled button does nothing', { toggleComponentId: 'x', disabled: true }, []],
  ])('%s', (_name, props, effects) => {
    expect(b.effects?.({ kind: 'click' }, testContext(props))).toEqual(effects);
  });

  it('ignores other inputs', () => {
    expect(b.effects?.({ kind: 'focus' }, testContext({ toggleComponentId: 'x' }))).toEqual([]);
  });
});
