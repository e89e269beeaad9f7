import { describe, expect, it } from 'vitest';
import type { ComponentBehaviour } from '../components/behaviour';
import { inputRefusal } from './inputRefusal';
import type { Instance } from './model';

/** A made-up type with the given behaviour: the refusal asks the behaviour, never the type name. */
const instance = (behaviour: ComponentBehaviour | undefined) =>
  ({ id: 'm', props: {}, node: { type: 'Made' }, behaviour, def: undefined }) as unknown as Instance;

describe('a click', () => {
  it.each([
    ['a behaviour that takes clicks', { clickable: true }, undefined],
    ['a behaviour without clicks', {}, 'Made m is not a Button'],
    ['no behaviour', undefined, 'Made m is not a Button'],
  ])('on a type with %s is refused or not', (_what, behaviour, refusal) => {
    expect(inputRefusal(instance(behaviour), { kind: 'click' })).toBe(refusal);
  });
});
