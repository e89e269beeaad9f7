import { describe, expect, it } from 'vitest';
import type { ComponentBehaviour } from '../components/behaviour';
import { checkRefusal, inputRefusal } from './inputRefusal';
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

describe('a check', () => {
  const made = (behaviour: ComponentBehaviour | undefined, props: Record<string, unknown> = {}) =>
    ({ id: 'm', props, node: { type: 'Made' }, behaviour, def: undefined }) as unknown as Instance;
  const withBox = { checkable: (p: Readonly<Record<string, unknown>>) => p.checkbox === true };
  it.each([
    ['a behaviour that always takes checks', { checkable: () => true }, {}, undefined],
    ['a behaviour that takes checks with a checkbox, and one', withBox, { checkbox: true }, undefined],
    ['a behaviour that takes checks with a checkbox, and none', withBox, {}, 'Made m has no checkbox'],
    ['a behaviour without checks', {}, {}, 'Made m has no checkbox'],
    ['no behaviour', undefined, {}, 'Made m has no checkbox'],
  ])('on a type with %s is refused or not', (_what, behaviour, props, refusal) => {
    expect(checkRefusal(made(behaviour, props))).toBe(refusal);
  });
});
