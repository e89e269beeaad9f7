import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { catalogueHelp } from './catalogueHelp';

describe('the catalogue help', () => {
  it('has help for every catalogue code, and no help for a code the catalogue lacks', () => {
    const codes = Object.keys(catalogue);
    expect(codes.filter((c) => !Object.hasOwn(catalogueHelp, c))).toEqual([]);
    expect(Object.keys(catalogueHelp).filter((c) => !Object.hasOwn(catalogue, c))).toEqual([]);
  });

  it.each(Object.entries(catalogueHelp))('%s has one line of help', (_code, help) => {
    expect(help.trim()).not.toBe('');
    expect(help).not.toMatch(/\n/);
  });
});
