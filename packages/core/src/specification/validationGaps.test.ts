import { describe, expect, it } from 'vitest';
import { GAP_CASES } from './testing/gapCases';
import { parseSpec } from './parseSpec';
import { comps } from './testing/specCases';
import { checkCase } from './testing/specCaseCheck';

describe('parseSpec closes the validation gaps authors found', () => {
  it.each(GAP_CASES.map((r) => [r.name, r] as const))('%s', (_name, row) => checkCase(row));
});

describe('the warnings of these rules', () => {
  it('are warnings, so the form still parses', () => {
    const { spec, diagnostics } = parseSpec(
      comps("  - Text: {id: t, dataarg: '', value: '=ListItem.index'}"),
    );
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(spec).toBeDefined();
  });
});
