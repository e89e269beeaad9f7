import { describe, expect, it } from 'vitest';
import { parsePropertyValue } from './property';

describe('property values', () => {
  it.each<[unknown, 'allowed' | 'always' | 'never', unknown]>([
    [12, 'allowed', { kind: 'literal', value: 12 }],
    [true, 'always', { kind: 'literal', value: true }],
    ['plain text', 'allowed', { kind: 'literal', value: 'plain text' }],
    ['=a + 1', 'allowed', { kind: 'override', formula: { source: 'a + 1', offset: 1 } }],
    [':=a + 1', 'allowed', { kind: 'user', formula: { source: 'a + 1', offset: 2 } }],
    ['a > 1', 'always', { kind: 'override', formula: { source: 'a > 1', offset: 0 } }],
    ['=a > 1', 'always', { kind: 'override', formula: { source: 'a > 1', offset: 1 } }],
    ['', 'always', { kind: 'literal', value: '' }],
    ['=a', 'never', { kind: 'literal', value: '=a' }],
    [
      '=a * 2||init=5',
      'allowed',
      { kind: 'override', formula: { source: 'a * 2', offset: 1 }, init: { source: '5', offset: 13 } },
    ],
    [
      ':=x||init=y + 1',
      'allowed',
      { kind: 'user', formula: { source: 'x', offset: 2 }, init: { source: 'y + 1', offset: 10 } },
    ],
    ['abc||init=3', 'allowed', { kind: 'literal', value: 'abc', init: { source: '3', offset: 10 } }],
    [
      "=a == '||init=' || b",
      'allowed',
      { kind: 'override', formula: { source: "a == '||init=' || b", offset: 1 } },
    ],
    ['=a ||init== b', 'allowed', { kind: 'override', formula: { source: 'a ||init== b', offset: 1 } }],
  ])('%j (%s) → %j', (raw, mode, expected) => {
    expect(parsePropertyValue(raw, mode)).toEqual(expected);
  });

  it('offsets point into the written string', () => {
    const raw = ':=size * 2||init=size';
    const pv = parsePropertyValue(raw, 'allowed');
    if (pv.kind === 'literal') throw new Error('expected a formula');
    expect(raw.slice(pv.formula.offset, pv.formula.offset + pv.formula.source.length)).toBe('size * 2');
    expect(raw.slice(pv.init?.offset)).toBe('size');
  });
});
