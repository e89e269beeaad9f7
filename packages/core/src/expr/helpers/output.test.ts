import { describe, expect, it } from 'vitest';
import type { HelperHost } from '../contract';
import { call, testScope } from '../testing/testScope';

/** The FLAT suffixes used by real compositions (shared/testdata/openehr/*.flat.json). */
const FLAT_SUFFIXES = [
  'code',
  'value',
  'terminology',
  'magnitude',
  'unit',
  'numerator',
  'denominator',
  'type',
  'id',
  'issuer',
  'assigner',
];

const cases: readonly [string, readonly unknown[], unknown][] = [
  ['OehrCode', ['at0005', 'Stage 2'], { '|code': 'at0005', '|value': 'Stage 2', '|terminology': 'local' }],
  [
    'OehrCode',
    ['116147009', 'Biopsy', 'SNOMEDCT'],
    { '|code': '116147009', '|value': 'Biopsy', '|terminology': 'SNOMEDCT' },
  ],
  ['OehrCode', [238], { '|code': '238', '|terminology': 'local' }],
  ['OehrCode', ['', 'x'], undefined],
  ['OehrQuantity', ['12,5', 'mm'], { '|magnitude': 12.5, '|unit': 'mm' }],
  ['OehrQuantity', [397, 'mm[Hg]'], { '|magnitude': 397, '|unit': 'mm[Hg]' }],
  ['OehrQuantity', [7], { '|magnitude': 7 }],
  ['OehrQuantity', ['', 'mm'], undefined],
  ['OehrQuantity', ['big', 'mm'], undefined],
  ['OehrProportion', [97], { '|numerator': 97, '|denominator': 100, '|type': 2 }],
  ['OehrProportion', [1, 3], { '|numerator': 1, '|denominator': 3, '|type': 0 }],
  ['OehrProportion', [0.5, 1], { '|numerator': 0.5, '|denominator': 1, '|type': 1 }],
  ['OehrProportion', [2, 3, 3], { '|numerator': 2, '|denominator': 3, '|type': 3 }],
  ['OehrProportion', [null], undefined],
  [
    'OehrIdentifier',
    ['19121212-1212', 'Skatteverket'],
    { '|id': '19121212-1212', '|issuer': 'Skatteverket' },
  ],
  [
    'OehrIdentifier',
    ['1', 'I', 'A', 'Prescription'],
    { '|id': '1', '|issuer': 'I', '|assigner': 'A', '|type': 'Prescription' },
  ],
  ['OehrIdentifier', [undefined, 'I'], undefined],
];

describe('openEHR output helpers', () => {
  it.each(cases)('%s(%j) gives %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });

  it('produce only keys that are FLAT suffixes, so path + key is a FLAT key', () => {
    for (const [name, args] of cases) {
      const out = call(name, args) as Record<string, unknown> | undefined;
      for (const key of Object.keys(out ?? {})) expect(FLAT_SUFFIXES).toContain(key.slice(1));
    }
  });
});

describe('LogAndRet', () => {
  it('logs through the host and returns the value unchanged', () => {
    const logged: unknown[] = [];
    const host = { log: (m: string, v: unknown) => logged.push([m, v]) } as unknown as HelperHost;
    expect(call('LogAndRet', ['size', 12], testScope({ host }))).toBe(12);
    expect(logged).toEqual([['size', 12]]);
  });

  it('returns empty values unchanged and works without a host', () => {
    expect(call('LogAndRet', ['size', undefined])).toBeUndefined();
    expect(call('LogAndRet', ['size', ''])).toBe('');
  });
});
