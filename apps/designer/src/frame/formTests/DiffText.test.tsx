// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DiffText, diffLineKind } from './DiffText';

const DIFF = '--- expected codes\n+++ actual codes\n@@ -1,2 +1,2 @@\n R91.1;\n-Z87.0\n+Z87.1\n';

describe('the coloured test difference', () => {
  afterEach(cleanup);

  it('tells removed, added, hunk and file lines apart', () => {
    expect(DIFF.trimEnd().split('\n').map(diffLineKind)).toEqual([
      'file',
      'file',
      'hunk',
      'same',
      'removed',
      'added',
    ]);
  });

  it('draws each line in its class and keeps the text as it is', () => {
    render(<DiffText diff={DIFF} label="Difference of s" />);
    const pre = screen.getByLabelText('Difference of s');
    expect(pre.textContent).toBe(DIFF);
    expect(pre.querySelector('.fw-diff-removed')?.textContent).toBe('-Z87.0\n');
    expect(pre.querySelector('.fw-diff-added')?.textContent).toBe('+Z87.1\n');
  });
});
