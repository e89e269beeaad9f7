import { describe, expect, it } from 'vitest';
import { call } from '../testing/testScope';

const cases: readonly [string, readonly unknown[], unknown][] = [
  ['Concat', ['Size ', 12, null, ' mm'], 'Size 12 mm'],
  ['Concat', [undefined, NaN, ''], ''],
  ['Concat', [], ''],
  ['Concat', [['a', ['b']], 'c'], 'abc'],
  ['Concat', [1.5, true, 0], '1.5true0'],
  ['ToText', [[1, '', 2.5]], '1, 2.5'],
  ['ToText', [NaN], ''],
  ['ToText', [{ a: 1 }], '{"a":1}'],
  ['Length', ['lesion'], 6],
  ['Length', ['åäö'], 3],
  ['Length', [[1, null, 3]], 3],
  ['Length', [[null, '']], 0],
  ['Length', [undefined], 0],
  ['Length', [1234], 4],
  ['ToLower', ['Left KIDNEY'], 'left kidney'],
  ['ToLower', [null], ''],
  ['ToUpper', ['bi-rads'], 'BI-RADS'],
  ['ToUpper', [undefined], ''],
  ['Capitalize', ['no focal lesion'], 'No focal lesion'],
  ['Capitalize', ['ärr'], 'Ärr'],
  ['Capitalize', [''], ''],
  ['Decapitalize', ['Normal CT'], 'normal CT'],
  ['Decapitalize', [null], ''],
  ['IndentText', ['a\nb', 4], '    a\n    b'],
  ['IndentText', ['a\n\nb'], '  a\n\n  b'],
  ['IndentText', ['a\nb', '> '], '> a\n> b'],
  ['IndentText', ['a', 'x2'], 'x2a'],
  ['IndentText', ['a', -3], '  a'],
  ['IndentText', ['a', '3'], '   a'],
  ['IndentText', [null, 2], ''],
  ['IndentLine', ['a\nb', '- '], '- a\nb'],
  ['IndentLine', ['a\nb'], '  a\nb'],
  ['IndentLine', ['', 4], ''],
];

describe('text helpers', () => {
  it.each(cases)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});

describe('text form of unusual values', () => {
  it('prints a cyclic object as empty text instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(call('ToText', [cyclic])).toBe('');
    expect(call('Concat', ['a', cyclic, 'b'])).toBe('ab');
  });
});
