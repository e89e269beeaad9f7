import { describe, expect, test } from 'vitest';
import { MAX_ITEMS } from './listDerived';
import { formOf } from './testing';

const form = (numItems: string, maxCount = '') =>
  formOf(
    [
      '- Number: { id: n, value: 3 }',
      '- List:',
      '    id: L',
      `    numItems: '${numItems}'`,
      ...(maxCount ? [`    maxCount: ${maxCount}`] : []),
      '    components:',
      '      - Text: { id: t }',
    ].join('\n'),
  );

const capWarnings = (f: ReturnType<typeof formOf>) =>
  f.store.getSnapshot().diagnostics.filter((d) => d.code === 'list-items-capped');

describe('a numItems formula above the item cap', () => {
  test('is warned about once, at the numItems formula, and the list holds the cap', () => {
    const f = form('=n * 1000');
    expect(f.prop('L', 'count')).toBe(MAX_ITEMS);
    const [d, ...more] = capWarnings(f);
    expect(more).toEqual([]);
    expect(d?.severity).toBe('warning');
    expect(d?.message).toBe(`List L: numItems asks for 3000 items; a list holds at most ${MAX_ITEMS}`);
    expect([d?.componentId, d?.property, d?.line]).toEqual(['L', 'numItems', 9]);
  });

  test('is not warned about at or below the cap, nor when maxCount caps it first', () => {
    expect(capWarnings(form(`=${MAX_ITEMS}`))).toEqual([]);
    expect(capWarnings(form('=n * 1000', '5'))).toEqual([]);
  });
});
