import { describe, expect, it } from 'vitest';
import { formOf } from '../engine/testing';
import { collectOutputs } from './collectOutputs';
import { declaredSections, sectionMarkups, snapshotReportRtf, snapshotSectionRtf } from './formRtf';

const components = '- Number: { id: a }\n- Text: { id: note }';
const sectioned = [
  "- { text: 'Size {a} mm.', sectionId: findings }",
  "- { text: '{note}', sectionId: impression }",
].join('\n');

describe('report RTF and sections of a snapshot', () => {
  it('lists the declared sections, an empty one included', () => {
    const f = formOf(components, { report: sectioned, metadata: 'reportVersion: v2' });
    f.store.update({ type: 'set', id: 'a', value: 4 });
    const snap = f.store.getSnapshot();
    expect(declaredSections(snap.spec)).toEqual(['findings', 'impression']);
    expect(sectionMarkups(snap)).toEqual([
      { id: 'findings', markup: 'Size 4 mm.' },
      { id: 'impression', markup: '' },
    ]);
    expect(collectOutputs(snap).sections).toEqual({ findings: 'Size 4 mm.', impression: '' });
  });

  it('gives one section as RTF for v2, and the reason otherwise', () => {
    const f = formOf(components, { report: sectioned, metadata: 'reportVersion: v2' });
    f.store.update({ type: 'set', id: 'note', value: 'Benign {cyst}.' });
    const snap = f.store.getSnapshot();
    const one = snapshotSectionRtf(snap, 'impression');
    expect('rtf' in one && one.rtf).toContain('Benign \\{cyst\\}.');
    expect('rtf' in one && one.rtf).not.toContain('Size');
    expect(snapshotSectionRtf(snap, 'nope')).toEqual({
      error: "unknown section nope (the report's sections: findings, impression)",
    });
    const v1 = formOf(components, { report: sectioned }).store.getSnapshot();
    expect(snapshotSectionRtf(v1, 'findings')).toEqual({
      error: 'report sections in RTF need metadata reportVersion v2 (getReportSectionsRtf)',
    });
    expect(snapshotReportRtf(v1).rtf).toMatch(/^\{\\rtf1/);
  });

  it('uses the fonts and sizes of Metadata.defaults', () => {
    const f = formOf(components, {
      report: "- text: '<h2>T</h2>'",
      metadata: "defaults: { fontSize: 12, fontFamily: Arial, h2Size: '100%' }",
    });
    const { rtf } = snapshotReportRtf(f.store.getSnapshot());
    expect(rtf).toContain('Arial;');
    expect(rtf).toContain('\\fs27'); // 12 pt × 10/9 = 13.33 pt = 27 half-points
  });
});

describe('collectOutputs', () => {
  it('adds a DiagnosticCodes component after the section, joined by its spacer', () => {
    const f = formOf(
      '- Number: { id: a }\n- DiagnosticCodes: { id: more, calculatedCodeGroups: \'=a > 5 ? "R91.1" : ""\' }',
      { report: "- text: 'x'" },
    );
    expect(collectOutputs(f.store.getSnapshot()).codes).toBe('');
    f.store.update({ type: 'set', id: 'a', value: 9 });
    expect(collectOutputs(f.store.getSnapshot()).codes).toBe('R91.1');
  });

  it('reports the IDS7 version and the change markers', () => {
    const f = formOf(components, { report: sectioned, metadata: 'reportVersion: v2' });
    f.store.update({ type: 'set', id: 'a', value: 4 });
    expect(collectOutputs(f.store.getSnapshot()).changeMarkers).toEqual([]);
    f.store.loadState({ a: { user: { value: 4 } }, note: { user: { value: 'New.' } } });
    const out = collectOutputs(f.store.getSnapshot());
    expect(out.changeMarkers).toEqual([{ all: false, sectionId: 'impression' }]);
    expect(out.ids7Version).toEqual({ min: '26.2', impossible: false });
  });
});
