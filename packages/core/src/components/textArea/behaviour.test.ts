import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/testContext';
import { textAreaBehaviour as b } from './behaviour';

describe('TextArea rows (docs/components.md#textarea)', () => {
  it.each([
    ['auto with one line uses minRows (2)', {}, 'one', 2],
    ['auto grows with the lines', {}, 'a\nb\nc\nd', 4],
    ['auto stops at maxRows (20)', {}, 'x\n'.repeat(30), 20],
    ['own maxRows', { maxRows: 3 }, 'a\nb\nc\nd', 3],
    ['maxRows is capped at 100', { maxRows: 500 }, 'x\n'.repeat(200), 100],
    ['minRows is at least 2', { minRows: 0 }, '', 2],
    ['a fixed row count', { rows: 7 }, 'a', 7],
  ])('%s', (_name, props, value, rows) => {
    const d = b.derive?.(testContext({ value, ...props }));
    expect(d?.visibleRows).toBe(rows);
    expect(d?.height).toBe(6 + 18 * rows);
  });
});
