import { describe, expect, test } from 'vitest';
import { formOf } from './testing';

const components = [
  '- Number: { id: size, label: Size }',
  '- Number: { id: double, value: "=size * 2" }',
  '- Text: { id: note, suggestedValue: No effusion. }',
  '- List:',
  '    id: lesions',
  '    numItems: 2',
  '    reportSummary:',
  '      - text: "Lesion {ListItem.index}: {d} mm"',
  '    components:',
  '      - Number: { id: d }',
  '- Summary:',
  '    id: impression',
  '    reportTemplate:',
  '      - text: "Large."',
  '        if: "=double > 10"',
  '      - text: "Small."',
  '        if: "=double <= 10"',
  '- Report:',
  '    id: extra',
  '    items:',
  '      - text: "Note: {note}"',
].join('\n');

const report = [
  '- text: "Size {size} mm."',
  '- text: "{impression}"',
  '- text: "{lesions.reportSummary}"',
].join('\n');

describe('sentence provenance', () => {
  test('every kind of piece names what it read, with spec lines; removed pieces say why', () => {
    const f = formOf(components, { report });
    f.store.update({ type: 'set', id: 'size', value: 7 });
    f.store.update({ type: 'set', id: 'lesions_2_d', value: 4 });
    const p = f.store.getSnapshot().provenance();
    const bySite = new Map(p.pieces.map((x) => [x.site, x]));
    expect(bySite.get('ReportOutput[0]')).toMatchObject({ kind: 'reportOutput', text: 'Size 7 mm.' });
    expect(bySite.get('ReportOutput[0]')?.reads.map((r) => r.id)).toEqual(['size']);
    expect(bySite.get('ReportOutput[1]')?.reads.map((r) => r.id)).toEqual(['impression']);
    const large = bySite.get('impression.reportTemplate[0]');
    expect(large).toMatchObject({ kind: 'summary', owner: 'impression', text: 'Large.' });
    expect(large?.reads).toEqual([expect.objectContaining({ id: 'double', formula: true })]);
    expect(large?.formulas).toContain('double.value');
    expect(bySite.get('impression.reportTemplate[1]')).toMatchObject({ removed: 'if', text: '' });
    expect(bySite.get('lesions_2.reportSummary[0]')).toMatchObject({
      kind: 'listSummary',
      text: 'Lesion 2: 4 mm',
    });
    expect(bySite.get('lesions_2.reportSummary[0]')?.reads.map((r) => r.id)).toEqual(['lesions_2_d']);
    expect(bySite.get('extra.items[0]')).toMatchObject({ kind: 'reportItem', removed: 'smartFilter' });
    expect(p.feeds.get('double')).toEqual([
      p.pieces.indexOf(large as never),
      p.pieces.indexOf(bySite.get('impression.reportTemplate[1]') as never),
    ]);
  });

  test('an accepted suggestion shows up as a read of the piece it feeds', () => {
    const f = formOf(components, { report });
    f.store.update({ type: 'acceptSuggestions', id: 'form' });
    const piece = f.store
      .getSnapshot()
      .provenance()
      .pieces.find((x) => x.site === 'extra.items[0]');
    expect(piece).toMatchObject({ text: 'Note: No effusion.' });
    expect(piece?.reads[0]).toMatchObject({ id: 'note', line: 8 });
  });

  test('computed once per snapshot, and carries no formula text', () => {
    const f = formOf(components, { report });
    const snap = f.store.getSnapshot();
    expect(snap.provenance()).toBe(snap.provenance());
    expect(JSON.stringify(snap.provenance().pieces)).not.toContain('size * 2');
  });
});

describe('what the live report shows of removed text', () => {
  test('a part the smart filter removed is kept as a removed segment with its empty placeholder', () => {
    const f = formOf(['- Number: { id: size }', '- Text: { id: lobe }'].join('\n'), {
      report: '- text: "Nodule in the {lobe}, mean diameter {size} mm."',
    });
    f.store.update({ type: 'set', id: 'lobe', value: 'right upper lobe' });
    const piece = f.store.getSnapshot().provenance().pieces[0];
    expect(piece?.text).toBe('Nodule in the right upper lobe.');
    const removed = piece?.segments?.filter((s) => s.removed !== undefined) ?? [];
    expect(removed.map((s) => s.text).join('')).toContain('mean diameter');
    expect(removed[0]?.empty).toEqual(['size']);
    expect(
      piece?.segments
        ?.filter((s) => s.removed === undefined)
        .map((s) => s.text)
        .join(''),
    ).toBe(piece?.text);
  });

  test('a piece its if removed keeps the text it would have added; a failing one its error', () => {
    const f = formOf(['- Number: { id: size }', "- Text: { id: x, value: '=[[1, 2]]' }"].join('\n'), {
      report: [
        '- text: "Large: {size} mm."',
        '  if: "=size > 10"',
        '- text: \'{ToASCITable(x, "q")}\'',
        '  separator: " "',
      ].join('\n'),
    });
    f.store.update({ type: 'set', id: 'size', value: 4 });
    const [large, failing] = f.store.getSnapshot().provenance().pieces;
    expect(large).toMatchObject({ removed: 'if', withheld: 'Large: 4 mm.' });
    expect(failing).toMatchObject({ removed: 'failed', separator: ' ' });
    expect(failing?.error).toBeTruthy();
  });
});
