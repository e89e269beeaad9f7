import { describe, expect, it } from 'vitest';
import { EXPORT_AS } from './exportAs';
import { EXPORT_FORMATS } from './exportFormats';

const FORM = `Metadata: {lang: en, title: Knee, description: D}
Components:
  - Option: {id: effusion, label: Effusion, options: [none, small], coding: [{system: 'http://radlex.org', code: RID4872}]}
ReportOutput:
  - text: '{effusion}'
`;

describe("the editor's Export as… formats", () => {
  it('are the menu entries, in order', () => {
    expect(EXPORT_FORMATS.map((f) => f.label)).toEqual(EXPORT_AS);
  });

  it('write the form as an R4 Questionnaire whose linkIds are the component ids', () => {
    const fhir = EXPORT_FORMATS.find((f) => f.label === 'Export as FHIR Questionnaire');
    const out = fhir?.write(FORM);
    expect(out && 'text' in out).toBe(true);
    const q = JSON.parse((out as { text: string }).text);
    expect(q).toMatchObject({ resourceType: 'Questionnaire', title: 'Knee' });
    expect(q.item[0]).toMatchObject({
      linkId: 'effusion',
      type: 'choice',
      code: [{ system: 'http://radlex.org', code: 'RID4872' }],
    });
  });

  it('write the form as an IHE MRRT template whose fields carry the component ids and codes', () => {
    const mrrt = EXPORT_FORMATS.find((f) => f.label === 'Export as IHE MRRT template');
    const out = mrrt?.write(FORM);
    expect(out && 'text' in out).toBe(true);
    const html = (out as { text: string }).text;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="dcterms.title" content="Knee">');
    expect(html).toContain('<input type="radio" name="effusion" id="effusion__1" value="none"');
    expect(html).toContain('<entry origtxt="effusion">');
    expect(html).toContain('<code value="RID4872" scheme="RADLEX"></code>');
  });

  it('refuse a form with errors and say where', () => {
    const out = EXPORT_FORMATS[0]?.write(FORM.replace('label: Effusion', 'label: Effusion, bogus: 1'));
    expect(out).toEqual({
      error: expect.stringMatching(/^The form has errors and cannot be exported \(line 3: /),
    });
  });
});
