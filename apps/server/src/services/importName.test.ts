import { describe, expect, it } from 'vitest';
import { importName } from './transfer';

describe('the name of an imported form', () => {
  it('keeps a free name and marks a taken one as a copy, numbering further copies', () => {
    const taken = new Set(['Nodules', 'Nodules (copy)']);
    expect(importName('Chest CT', taken)).toBe('Chest CT');
    expect(importName('Nodules', taken)).toBe('Nodules (copy 2)');
    expect(importName('Nodules', taken)).toBe('Nodules (copy 3)');
    expect(importName('Chest CT', taken)).toBe('Chest CT (copy)');
  });
});
