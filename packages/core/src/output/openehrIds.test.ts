import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics';
import { formOf, specOf } from '../engine/testing';
import { checkStaticOutputs } from './checkStaticOutputs';
import { collectOutputs } from './collectOutputs';

// Line 6 of the form (formOf/specOf put Metadata on lines 1–4, `Components:` on line 5, and indent by two).
const FORM = [
  "- Text: { id: note, oEhrId: 'report/has space' }",
  '- List:',
  '    id: L',
  '    minCount: 2',
  '    components:',
  "      - Number: { id: size, oEhrId: 'report//size' }",
].join('\n');

const invalid = (list: readonly Diagnostic[]) => list.filter((d) => d.code === 'openehr-invalid-id');

describe('an oEhrId that is no FLAT path', () => {
  it('is warned about by the static check (validate), at the oEhrId, once per written oEhrId', () => {
    const found = invalid(checkStaticOutputs(specOf(FORM)));
    expect(found.map((d) => [d.message, d.line, d.column, d.componentId, d.property])).toEqual([
      ['oEhrId report/has space is not a FLAT path and is ignored', 6, 31, 'note', 'oEhrId'],
      ['oEhrId report//size is not a FLAT path and is ignored', 11, 39, 'size', 'oEhrId'],
    ]);
  });

  it('is warned about by the outputs at the same place, not once per list item', () => {
    const f = formOf(FORM);
    const found = invalid(collectOutputs(f.store.getSnapshot()).diagnostics);
    expect(found.map((d) => [d.line, d.column, d.componentId])).toEqual([
      [6, 31, 'note'],
      [11, 39, 'size'],
    ]);
  });
});
