import { describe, expect, it } from 'vitest';
import { affixClassName } from './affixClass';

describe('affixClassName', () => {
  it.each([
    ['prefix', undefined, 'fw-affix fw-prefix'],
    ['suffix', 'bold', 'fw-affix fw-suffix fw-affix--bold'],
    ['prefix', 'italic small', 'fw-affix fw-prefix fw-affix--italic fw-affix--small'],
    ['suffix', 'host-unit', 'fw-affix fw-suffix host-unit'],
    ['prefix', 'bold "><script>', 'fw-affix fw-prefix fw-affix--bold'],
  ] as const)('gives a %s with style %j the classes %j', (kind, style, classes) => {
    expect(affixClassName(kind, style)).toBe(classes);
  });
});
