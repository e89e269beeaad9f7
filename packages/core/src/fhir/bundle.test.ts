import { describe, expect, it } from 'vitest';
import { parseSpec } from '../specification/parseSpec';
import { runHeadless, type HeadlessRun } from '../headless/runHeadless';
import type { ActionStep } from '../engine/interactions';
import { fhirBundle } from './bundle';
import { exportQuestionnaire } from './exportQuestionnaire';
import { decodeBase64Utf8, r4Problems } from './testing/validateR4';
import type { DiagnosticReport, Observation, QuestionnaireResponse } from './types';

const NOW = '2026-01-01T00:00:00Z';

function filled(spec: string, actions: readonly ActionStep[] = []): HeadlessRun {
  const run = runHeadless({ spec, actions, actionsFile: 'a.json' });
  if (run.kind !== 'ran') throw new Error(`form did not run: ${JSON.stringify(run)}`);
  return run;
}

const bundleOf = (run: HeadlessRun) => fhirBundle(run.snapshot, run.outputs, { now: NOW });

const CODED = `Metadata:
  lang: en
  title: Chest CT
  description: D
  coding: [{system: 'http://loinc.org', code: 24627-2, display: CT Chest}]
Components:
  - Section:
      id: lungs
      label: Lungs
      coding: [{system: 'http://radlex.org', code: RID1301, display: lung}]
      components:
        - Number: {id: size, label: Nodule size, suffix: mm, coding: [{system: 'http://radlex.org', code: RID39126}]}
        - Option:
            id: side
            label: Side
            coding: [{system: 'http://snomed.info/sct', code: '182353008', display: Side}]
            options:
              - {value: right, text: Right, coding: [{system: 'http://snomed.info/sct', code: '24028007', display: Right}]}
              - {value: left, text: Left}
        - Checkbox: {id: calcified, label: Calcified, coding: [{system: 'http://radlex.org', code: RID5827}]}
        - Text: {id: note, label: Note}
  - Date: {id: prior, label: Prior study, coding: [{system: 'http://loinc.org', code: 8302-2}]}
  - TextArea: {id: impression, label: Impression}
ReportOutput:
  - text: 'Nodule {size} mm, {side}.'
    sectionId: findings
  - text: '{impression}'
    sectionId: impression
`;

const ACTIONS: ActionStep[] = [
  { set: 'size', value: 7 },
  { set: 'side', value: 'right' },
  { set: 'calcified', value: false },
  { set: 'note', value: 'Solid' },
  { set: 'prior', value: '2025-06-01' },
  { set: 'impression', value: 'Follow-up CT in 12 months.' },
] as unknown as ActionStep[];

describe('the FHIR output of a filled form (decisions D13)', () => {
  it('is a collection Bundle of a QuestionnaireResponse, a DiagnosticReport and one Observation per coded answer', async () => {
    const bundle = bundleOf(filled(CODED, ACTIONS));
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    const kinds = bundle.entry.map((e) => e.resource.resourceType);
    expect(kinds.filter((k) => k === 'QuestionnaireResponse')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'DiagnosticReport')).toHaveLength(1);
    // size, side, calcified, prior and the Lungs grouping; the uncoded note and impression write none.
    expect(kinds.filter((k) => k === 'Observation')).toHaveLength(5);
    expect(await r4Problems(bundle)).toBeUndefined();
    for (const e of bundle.entry) expect(await r4Problems(e.resource)).toBeUndefined();
  });

  it('types each Observation by its component: UCUM quantity, option coding, boolean, date', () => {
    const bundle = bundleOf(filled(CODED, ACTIONS));
    const obs = bundle.entry
      .map((e) => e.resource)
      .filter((r): r is Observation => r.resourceType === 'Observation');
    const byCode = (code: string) => obs.find((o) => o.code.coding?.some((c) => c.code === code));
    expect(byCode('RID39126')?.valueQuantity).toEqual({
      value: 7,
      unit: 'mm',
      system: 'http://unitsofmeasure.org',
      code: 'mm',
    });
    expect(byCode('182353008')?.valueCodeableConcept).toEqual({
      coding: [{ system: 'http://snomed.info/sct', code: '24028007', display: 'Right' }],
      text: 'Right',
    });
    expect(byCode('RID5827')?.valueBoolean).toBe(false);
    expect(byCode('8302-2')?.valueDateTime).toBe('2025-06-01');
    const lungs = byCode('RID1301');
    expect(lungs?.hasMember).toHaveLength(3);
    const members = new Set(lungs?.hasMember?.map((m) => m.reference));
    const memberCodes = bundle.entry
      .filter((e) => members.has(e.fullUrl))
      .map((e) => (e.resource as Observation).code.coding?.[0]?.code);
    expect(memberCodes.sort()).toEqual(['182353008', 'RID39126', 'RID5827']);
  });

  it('writes the report text as presentedForm and the impression section as conclusion', () => {
    const run = filled(CODED, ACTIONS);
    const report = bundleOf(run)
      .entry.map((e) => e.resource)
      .find((r): r is DiagnosticReport => r.resourceType === 'DiagnosticReport');
    expect(report?.code.coding?.[0]).toEqual({
      system: 'http://loinc.org',
      code: '24627-2',
      display: 'CT Chest',
    });
    expect(report?.status).toBe('final');
    expect(report?.conclusion).toBe('Follow-up CT in 12 months.');
    const form = report?.presentedForm?.[0];
    expect(form?.contentType).toMatch(/^text\/plain/);
    expect(decodeBase64Utf8(form?.data ?? '')).toBe(run.outputs.report);
  });

  it('gives QuestionnaireResponse items the linkIds of the exported Questionnaire', () => {
    const run = filled(CODED, ACTIONS);
    const q = exportQuestionnaire(parseSpec(CODED).spec!).questionnaire;
    const qIds = new Set<string>();
    const walkQ = (items: typeof q.item) => items?.forEach((i) => (qIds.add(i.linkId), walkQ(i.item)));
    walkQ(q.item);
    const qr = bundleOf(run).entry[0]?.resource as QuestionnaireResponse;
    const rIds: string[] = [];
    const walkR = (items: QuestionnaireResponse['item']) =>
      items?.forEach((i) => (rIds.push(i.linkId), walkR(i.item)));
    walkR(qr.item);
    expect(rIds).toEqual(['lungs', 'size', 'side', 'calcified', 'note', 'prior', 'impression']);
    for (const id of rIds) expect(qIds.has(id)).toBe(true);
    expect(qr.item?.[0]?.item?.[1]?.answer).toEqual([
      { valueCoding: { system: 'http://snomed.info/sct', code: '24028007', display: 'Right' } },
    ]);
  });

  it('writes a non-ASCII report as UTF-8', () => {
    const run = filled(CODED.replace('Nodule {size}', 'Rundherd größe {size}'), ACTIONS);
    const report = bundleOf(run).entry[1]?.resource as DiagnosticReport;
    expect(decodeBase64Utf8(report.presentedForm?.[0]?.data ?? '')).toContain('größe 7');
  });

  it('is preliminary while a mandatory field is empty, and the same for the same answers', () => {
    const spec = CODED.replace(
      '- Text: {id: note, label: Note}',
      '- Text: {id: note, label: Note, mandatory: prohibit}',
    );
    const a = bundleOf(filled(spec, []));
    expect((a.entry[1]?.resource as DiagnosticReport).status).toBe('preliminary');
    expect(bundleOf(filled(spec, []))).toEqual(a);
  });
});

const forms = import.meta.glob(['../../../../fixtures/forms/**/*.yaml', '!**/*.tests.yaml'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const actionFiles = import.meta.glob('../../../../fixtures/forms/**/*.actions.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('every fixture form, filled by its actions', () => {
  const cases = Object.entries(forms)
    .map(([path, text]) => ({
      name: path.replace(/^.*fixtures\/forms\//, ''),
      text,
      actions: actionFiles[path.replace(/\.yaml$/, '.actions.json')],
    }))
    .filter((c) => parseSpec(c.text).spec !== undefined);
  it.each(cases)('$name: its Bundle and its Questionnaire validate against R4', async ({ text, actions }) => {
    const run = runHeadless({
      spec: text,
      actions: actions ? JSON.parse(actions) : [],
      actionsFile: 'a.json',
    });
    if (run.kind !== 'ran') return;
    expect(await r4Problems(bundleOf(run))).toBeUndefined();
    expect(await r4Problems(exportQuestionnaire(run.snapshot.spec).questionnaire)).toBeUndefined();
  });
});

describe('the R4 check the tests use', () => {
  it('refuses what R4 refuses: an Observation without code, an unknown element, a Bundle of an invalid resource', async () => {
    expect(await r4Problems({ resourceType: 'Observation', status: 'final' })).toMatch(/code/);
    expect(
      await r4Problems({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, bogus: 1 }),
    ).toMatch(/bogus/);
    const bundle = bundleOf(filled(CODED, ACTIONS));
    const broken = {
      ...bundle,
      entry: [
        ...bundle.entry,
        { fullUrl: 'urn:uuid:x', resource: { resourceType: 'Observation', status: 'final' } },
      ],
    };
    expect(await r4Problems(broken)).toMatch(/code/);
  });
});
