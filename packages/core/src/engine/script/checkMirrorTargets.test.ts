import { describe, expect, it } from 'vitest';
import { checkMirrorTargets } from './checkMirrorTargets';

describe('checkMirrorTargets', () => {
  it.each([
    ['known ids pass', ['a', 'b'], []],
    ['one id as text', 'a', []],
    ['an unknown id is an error', ['a', 'nope'], ['mirror-unknown']],
    ['a special id is a warning', '#Report', ['mirror-special']],
    ['nested lists are flattened', [['a'], ['#MandatoryFields', 'x']], ['mirror-special', 'mirror-unknown']],
  ])('%s', (_name, ids, codes) => {
    expect(checkMirrorTargets(ids, new Set(['a', 'b'])).map((d) => d.code)).toEqual(codes);
  });

  it('uses the catalogue messages and names the id', () => {
    const [unknown] = checkMirrorTargets('zz', ['a']);
    expect(unknown?.message).toBe('Reference to non-existing component id in call to MirrorComponentValues');
    expect(unknown?.componentId).toBe('zz');
    expect(checkMirrorTargets('#Report', [])[0]?.message).toBe(
      'Highly NOT recommended to use MirrorComponentValues for special component id',
    );
  });
});
