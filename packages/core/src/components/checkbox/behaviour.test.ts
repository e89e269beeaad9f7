import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { checkboxBehaviour as b } from './behaviour';

describe('Checkbox', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    [null, false],
    [undefined, false],
  ])('normalizes %j to %s and counts unchecked as empty', (value, checked) => {
    expect(b.normalize?.(value, testContext({}))).toBe(checked);
    expect(b.isEmpty?.(value, testContext({}))).toBe(!checked);
  });

  it('toggles on click', () => {
    expect(b.input?.({ kind: 'click' }, testContext({ value: true }))).toEqual({ value: false });
  });
});
