import { describe, expect, it } from 'vitest';
import { importMrrtFile } from './importMrrtFile';
import RECIST from '../../../../../fixtures/mrrt/drg/041807.5.1707240000-gen_recist11.html?raw';

describe('importing an MRRT template in the designer', () => {
  it('makes a save body in the selected folder, named by the title, with the notes and the script as comments', async () => {
    const outcome = await importMrrtFile('recist.html', RECIST, 7);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body).toMatchObject({ FolderId: 7, Name: 'RECIST 1.1' });
    expect(outcome.body.Template.Yaml).toContain('id: gen_recist11_SumBase');
    expect(outcome.body.Template.JsCode).toMatch(/^\/\/ JavaScript of the MRRT template recist.html/);
    expect(outcome.notes).toContain(
      "line 38:1: The onload handler of <body> was not run (templates' JavaScript is never executed); its text is in the form's script as a comment.",
    );
  });

  it('refuses a file that is not HTML, saying what was expected, making no form', async () => {
    const outcome = await importMrrtFile('x.json', '{"resourceType": "Questionnaire"}', null);
    expect(outcome).toEqual({
      ok: false,
      reasons: [
        'Cannot import x.json: it is not HTML; an IHE MRRT report template (an HTML5 document with <html>, <head> and <body>) was expected.',
      ],
    });
  });
});
