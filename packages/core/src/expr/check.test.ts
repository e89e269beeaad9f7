import { describe, expect, it } from 'vitest';
import { checkFormula, type CheckContext } from './check';
import { parseFormula } from './parser';
import { fakeHelpers } from './testing/fakes';

const ctx: CheckContext = {
  isKnownId: (id) => ['size', 'lesions', 'Åsa'].includes(id),
  propsOf: (id) => (id === 'size' ? new Set(['value', 'displayValue', 'scale']) : undefined),
  scriptFunctions: ['myScript'],
  helpers: fakeHelpers,
};

const findings = (src: string) =>
  checkFormula(parseFormula(src), ctx).map((f) => [
    f.code,
    f.params,
    src.slice(f.offset, f.offset + f.length),
  ]);

describe('the name checker', () => {
  it.each<[string, unknown[]]>([
    ['size + Åsa', []],
    ['size.displayValue + lesions.anything', []],
    ['ListItem.index + ListItem.prefixBase', []],
    ['ArrayMap(lesions, x => x.foo + size)', []],
    ['myScript(size)', []],
    ['If(size, 1)', []],
    ['Concat()', []],
    ['Concat(1, 2, 3, 4, 5)', []],
    ['sise + 1', [['unrecognized-reference', { name: 'sise' }, 'sise']]],
    ['size.displayVal', [['unrecognized-reference', { name: 'size.displayVal' }, 'displayVal']]],
    ['size.constructor', [['unrecognized-reference', { name: 'size.constructor' }, 'constructor']]],
    ['nope.value', [['unrecognized-reference', { name: 'nope' }, 'nope']]],
    ['ListItem.idx', [['unrecognized-reference', { name: 'ListItem.idx' }, 'ListItem.idx']]],
    ['globalThis', [['unrecognized-reference', { name: 'globalThis' }, 'globalThis']]],
    ['ArrayMap(lesions, x => y)', [['unrecognized-reference', { name: 'y' }, 'y']]],
    ['Foo(1)', [['unknown-function', { name: 'Foo' }, 'Foo']]],
    ['If(size)', [['argument-count', { name: 'If', expected: '2 to 3', actual: 1 }, 'If(size)']]],
    ['If(1, 2, 3, 4)', [['argument-count', { name: 'If', expected: '2 to 3', actual: 4 }, 'If(1, 2, 3, 4)']]],
    ['IsEmpty()', [['argument-count', { name: 'IsEmpty', expected: '1', actual: 0 }, 'IsEmpty()']]],
    ['Now(1)', [['argument-count', { name: 'Now', expected: '0', actual: 1 }, 'Now(1)']]],
    [
      'Foo(bar) + If(1)',
      [
        ['unknown-function', { name: 'Foo' }, 'Foo'],
        ['unrecognized-reference', { name: 'bar' }, 'bar'],
        ['argument-count', { name: 'If', expected: '2 to 3', actual: 1 }, 'If(1)'],
      ],
    ],
  ])('%s → %j', (src, expected) => {
    expect(findings(src)).toEqual(expected);
  });

  it('without script functions every non-helper call is unknown', () => {
    const r = checkFormula(parseFormula('myScript()'), { ...ctx, scriptFunctions: undefined });
    expect(r.map((f) => f.code)).toEqual(['unknown-function']);
  });
});
