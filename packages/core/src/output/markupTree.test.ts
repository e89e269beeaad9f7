import { describe, expect, test } from 'vitest';
import { MarkupTree } from './markupTree';
import type { MarkupWarn } from './markupWarnings';

/** A tree whose warnings are collected as `code@from`. */
function tree(version: 'v1' | 'v2' = 'v2'): { tree: MarkupTree; warnings: string[] } {
  const warnings: string[] = [];
  const warn: MarkupWarn = (code, from) => void warnings.push(`${code}@${from}`);
  return { tree: new MarkupTree(warn, version), warnings };
}

describe('the markup tree builder, fed tags and text in order', () => {
  test('a table of one row and two cells, with its size attribute', () => {
    const { tree: t, warnings } = tree();
    t.tablePart('table', false, ' size="sm"', 0, 18);
    t.tablePart('tr', false, '', 18, 22);
    t.tablePart('td', false, '', 22, 26);
    t.text('a', 26);
    t.tablePart('td', false, '', 27, 31);
    t.text('b', 31);
    expect(t.finish(40)).toEqual([
      {
        kind: 'table',
        size: 'sm',
        rows: [{ header: false, cells: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] }],
      },
    ]);
    expect(warnings).toEqual(['report-tag-unclosed@0']);
  });

  test('text inside a table but outside a cell gets a row of its own and a warning', () => {
    const { tree: t, warnings } = tree();
    t.tablePart('table', false, '', 0, 7);
    t.text('loose', 7);
    t.tablePart('table', true, '', 12, 20);
    expect(t.finish(20)).toEqual([
      { kind: 'table', size: 'md', rows: [{ header: false, cells: [[{ kind: 'text', text: 'loose' }]] }] },
    ]);
    expect(warnings).toEqual(['report-table-misplaced@7']);
  });

  test('a closing style tag that was never opened is warned about and dropped', () => {
    const { tree: t, warnings } = tree();
    t.text('x', 0);
    t.style('b', true, 1, 5);
    expect(t.finish(5)).toEqual([{ kind: 'text', text: 'x' }]);
    expect(warnings).toEqual(['report-tag-unopened@1']);
  });

  test('in a v1 report the first table tag is warned about once and the table is kept as text', () => {
    const { tree: t, warnings } = tree('v1');
    t.tablePart('table', false, '', 0, 7);
    t.tablePart('table', true, '', 7, 15);
    expect(t.finish(15)).toEqual([{ kind: 'table', size: 'md', rows: [], asText: true }]);
    expect(warnings).toEqual(['table-needs-v2@0']);
  });
});
