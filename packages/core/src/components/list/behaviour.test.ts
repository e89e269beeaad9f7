import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { listBehaviour as b, listItemCount } from './behaviour';

describe('List numItems (docs/components.md#list)', () => {
  it.each([
    ['defaults to 0', {}, 0],
    ['defaults to minCount', { minCount: 3 }, 3],
    ['NaN counts as 0', { numItems: NaN }, 0],
    ['text that is no number counts as 0', { numItems: 'x' }, 0],
    ['a number is used', { numItems: 2 }, 2],
    ['at most maxCount', { numItems: 9, maxCount: 3 }, 3],
    ['never negative', { numItems: -2 }, 0],
  ])('%s', (_name, props, count) => {
    expect(listItemCount(props)).toBe(count);
  });

  it.each([
    [
      'below maxCount: add enabled; above minCount: delete shown',
      { numItems: 2, minCount: 1, maxCount: 3 },
      false,
      [true, true, true],
    ],
    ['at maxCount add is disabled', { numItems: 3, maxCount: 3 }, false, [true, false, true]],
    ['at minCount delete is hidden', { numItems: 1, minCount: 1 }, false, [true, true, false]],
    ['numItems by formula hides add and delete', { numItems: 2 }, true, [false, false, false]],
  ])('%s', (_name, props, byFormula, [addShown, addEnabled, deleteShown]) => {
    const d = b.derive?.(testContext(props, { isFormula: (p) => byFormula && p === 'numItems' }));
    expect([d?.addShown, d?.addEnabled, d?.deleteShown]).toEqual([addShown, addEnabled, deleteShown]);
    expect(d?.addButtonText).toBe('Add');
  });
});
