// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterDeleting } from './BuildTab';

const versions = [3, 2, 1].map((Version) => ({ Id: 'f', Version, BuildNumber: null }));

describe('after deleting versions in the Build tab', () => {
  it.each([
    ['the open version: the first remaining one', 3, [3], '/f/2'],
    ['the open version and newer ones', 2, [3, 2], '/f/1'],
    ['every version: the form list', 2, [3, 2, 1], '/'],
    ['other versions: stays', 3, [1, 2], undefined],
    ['a new form (no open version): stays', undefined, [1], undefined],
  ])('%s', (_name, open, deleted, expected) => {
    expect(afterDeleting('f', open, versions, deleted)).toBe(expected);
  });
});
