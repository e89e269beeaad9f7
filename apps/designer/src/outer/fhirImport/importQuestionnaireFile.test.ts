import { describe, expect, it } from 'vitest';
import { importQuestionnaireFile } from './importQuestionnaireFile';
import FAST from '../../../../../fixtures/fhir/drg/041807.4.1706140000-us_fast.json?raw';

describe('importing a FHIR Questionnaire in the designer', () => {
  it('makes a save body in the selected folder, named by the title, with the notes', async () => {
    const outcome = await importQuestionnaireFile('us_fast.json', FAST, 7);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.body).toMatchObject({ FolderId: 7, Name: 'Röntgen-Thorax auf Station' });
    expect(outcome.body.Template.Yaml).toContain('label: Perikard');
    expect(outcome.notes).toEqual([
      '12 items have no linkId (FHIR requires one); their ids were made from their texts.',
    ]);
  });

  it('refuses a file that is no Questionnaire, saying what was expected, making no form', async () => {
    const outcome = await importQuestionnaireFile('x.json', '{"resourceType": "Patient"}', null);
    expect(outcome).toEqual({
      ok: false,
      reasons: [
        'line 1: Expected a FHIR R4 Questionnaire ("resourceType": "Questionnaire"); the file holds a Patient.',
      ],
    });
  });
});
