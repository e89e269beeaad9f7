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

describe('an oEhrId naming an occurrence the recorded template does not have', () => {
  const metadata = ['openEhrTemplate:', '  id: Tanner stages', '  repeating: [t/obs/event]'].join('\n');
  const occurrence = (list: readonly Diagnostic[]) => list.filter((d) => d.code === 'openehr-occurrence');

  it('is warned about for an index on a 1..1 node and a List on one, not for the repeating node', () => {
    const form = [
      "- Text: { id: ok, oEhrId: 't/obs/event:0/comment' }",
      "- Text: { id: once, oEhrId: 't/obs:0/comment|value' }",
      '- List:',
      '    id: L',
      "    oEhrId: 't/obs/genitals'",
      '    components:',
      "      - Text: { id: g, oEhrId: 't/obs/genitals/x' }",
    ].join('\n');
    const found = occurrence(checkStaticOutputs(specOf(form, { metadata })));
    expect(found.map((d) => [d.message, d.componentId, d.property])).toEqual([
      [
        'oEhrId t/obs:0/comment|value names occurrence :0 of t/obs, which template Tanner stages allows only once',
        'once',
        'oEhrId',
      ],
      [
        'oEhrId t/obs/genitals names occurrence :0 of t/obs/genitals, which template Tanner stages allows only once',
        'L',
        'oEhrId',
      ],
    ]);
  });

  it('is not checked when the form records no template', () => {
    const found = occurrence(checkStaticOutputs(specOf("- Text: { id: x, oEhrId: 't/obs:3/c' }")));
    expect(found).toEqual([]);
  });
});
