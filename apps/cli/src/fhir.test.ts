import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const bin = join(root, 'apps/cli/bin/formwright.js');
const dir = mkdtempSync(join(tmpdir(), 'formwright-fhir-'));

/** Runs the real command, as a user would. */
function formwright(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const FORM = `Metadata:
  lang: en
  title: Knee MRI
  description: D
  coding: [{system: 'http://loinc.org', code: 36510-1, display: MR Knee}]
Components:
  - Option:
      id: effusion
      label: Joint effusion
      coding: [{system: 'http://radlex.org', code: RID4872}]
      options: [{value: none, text: None}, {value: small, text: Small}]
  - Number: {id: depth, label: Depth, suffix: mm, hidden: '=effusion != "small"'}
  - Text: {id: other, label: Other, hidden: '=Length(effusion) > 3 && depth > 2'}
ReportOutput:
  - text: 'Effusion: {effusion}.'
`;

describe('formwright render --format fhir', () => {
  it('prints an R4 collection Bundle with the report and the coded Observations, exit 0', () => {
    const form = join(dir, 'knee.yaml');
    const actions = join(dir, 'knee.actions.json');
    writeFileSync(form, FORM);
    writeFileSync(
      actions,
      JSON.stringify([
        { set: 'effusion', value: 'small' },
        { set: 'depth', value: 4 },
      ]),
    );
    const r = formwright('render', form, '--actions', actions, '--format', 'fhir');
    expect([r.code, r.stderr]).toEqual([0, '']);
    const bundle = JSON.parse(r.stdout);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const kinds = bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType);
    expect(kinds).toEqual(['QuestionnaireResponse', 'DiagnosticReport', 'Observation']);
    const report = bundle.entry[1].resource;
    expect(Buffer.from(report.presentedForm[0].data, 'base64').toString('utf8')).toBe('Effusion: small.');
    expect(report.code.coding[0].code).toBe('36510-1');
  });

  it('refuses --section with the FHIR format, exit 2', () => {
    const form = join(dir, 'knee2.yaml');
    writeFileSync(form, FORM);
    const r = formwright('render', form, '--format', 'fhir', '--section', 'x');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--section applies to --format text and rtf');
  });
});

describe('formwright export --format fhir-questionnaire', () => {
  it('writes an R4 Questionnaire whose linkIds are the component ids, with enableWhen and notes', () => {
    const form = join(dir, 'knee3.yaml');
    const out = join(dir, 'knee.questionnaire.json');
    writeFileSync(form, FORM);
    const r = formwright('export', form, '--format', 'fhir-questionnaire', '-o', out);
    expect(r.code).toBe(0);
    // The Text's visibility is no single comparison: a located warning names it.
    expect(r.stderr).toMatch(/knee3\.yaml:13:\d+ warning fhir-visibility-extension hidden of other /);
    const q = JSON.parse(readFileSync(out, 'utf8'));
    expect(q).toMatchObject({ resourceType: 'Questionnaire', title: 'Knee MRI', language: 'en' });
    expect(q.item.map((i: { linkId: string }) => i.linkId)).toEqual(['effusion', 'depth', 'other']);
    expect(q.item[1].enableWhen).toEqual([
      { question: 'effusion', operator: '=', answerCoding: { code: 'small', display: 'Small' } },
    ]);
    expect(q.item[1].extension[0]).toMatchObject({
      valueCoding: { system: 'http://unitsofmeasure.org', code: 'mm' },
    });
  });

  it('refuses an unknown format and a form with errors, writing nothing', () => {
    const form = join(dir, 'knee4.yaml');
    writeFileSync(form, FORM);
    const out = join(dir, 'never.json');
    expect(formwright('export', form, '--format', 'pdf', '-o', out).code).toBe(2);
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, FORM.replace('suffix: mm', 'suffix: mm, bogus: 1'));
    const r = formwright('export', bad, '--format', 'fhir-questionnaire', '-o', out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.yaml:\d+:\d+ error/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('formwright import-fhir', () => {
  const drg = join(root, 'fixtures/fhir/drg');

  it('writes a form that formwright validate accepts, with located notes, exit 0', () => {
    const out = join(dir, 'hueft.yaml');
    const r = formwright('import-fhir', join(drg, '041807.4.1706140002-us_hueftscreening.json'), '-o', out);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /041807\.4\.1706140002-us_hueftscreening\.json:7:5 warning fhir-linkid-renamed linkId '1051354180146' is not a usable id; the component is named 'klinischeAngaben'\./,
    );
    expect(readFileSync(out, 'utf8')).toContain(
      "# Imported from the FHIR Questionnaire 'Ultraschall Hüftscreening'",
    );
    expect(formwright('validate', out)).toMatchObject({ code: 0, stdout: '' });
  });

  it('gives the form back from its own Questionnaire: export, then import', () => {
    const form = join(dir, 'knee5.yaml');
    const q = join(dir, 'knee5.json');
    const back = join(dir, 'knee5.back.yaml');
    writeFileSync(form, FORM);
    expect(formwright('export', form, '--format', 'fhir-questionnaire', '-o', q).code).toBe(0);
    expect(formwright('import-fhir', q, '-o', back).code).toBe(0);
    const text = readFileSync(back, 'utf8');
    expect(text).toContain('id: effusion');
    expect(text).toContain('hidden: =!(effusion == "small")');
    expect(text).toContain('hidden: =Length(effusion) > 3 && depth > 2');
  });

  it.each([
    ['no JSON', 'hello: world', /fhir-not-json Expected a FHIR R4 Questionnaire in JSON/],
    [
      'no Questionnaire',
      '{"resourceType": "Observation"}',
      /fhir-not-questionnaire Expected a FHIR R4 Questionnaire .*holds a Observation/,
    ],
  ])('refuses a file with %s, exit 2, writing nothing', (_what, content, message) => {
    const file = join(dir, `bad-${_what.replace(/ /g, '-')}.json`);
    const out = join(dir, `bad-${_what.replace(/ /g, '-')}.yaml`);
    writeFileSync(file, content);
    const r = formwright('import-fhir', file, '-o', out);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });
});
