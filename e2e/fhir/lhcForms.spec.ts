import { expect, test } from '@playwright/test';
import { exportQuestionnaire, parseSpec } from '@formwright/core/authoring';
import {
  fhirBundle,
  runHeadless,
  type ActionStep,
  type QuestionnaireResponse,
} from '@formwright/core/headless';
import { openLhcForms } from './lhcForms';

/**
 * A real FHIR client (NLM's LHC-Forms) renders the Questionnaire we export; a user fills it; its
 * QuestionnaireResponse must equal, item by item, the one our FHIR output writes for the same answers
 * (issue 24, decisions D13).
 */
const FORM = `Metadata:
  lang: en
  title: Lung nodule
  description: D
Components:
  - Section:
      id: findings
      label: Findings
      components:
        - Text: {id: note, label: Note}
        - Number: {id: size, label: Nodule size, suffix: mm, scale: 1}
        - Option:
            id: side
            label: Side
            options:
              - {value: right, text: Right, coding: [{system: 'http://snomed.info/sct', code: '24028007'}]}
              - {value: left, text: Left, coding: [{system: 'http://snomed.info/sct', code: '7771000'}]}
        - Checkbox: {id: calcified, label: Calcified}
  - TextArea: {id: impression, label: Impression}
ReportOutput:
  - text: '{note}'
`;

const ACTIONS = [
  { set: 'note', value: 'Solid' },
  { set: 'size', value: 7.5 },
  { set: 'side', value: 'left' },
  { set: 'calcified', value: true },
  { set: 'impression', value: 'Follow-up in 12 months.' },
] as unknown as ActionStep[];

type Item = { linkId: string; answer?: Record<string, unknown>[]; item?: Item[] };

/** Each answered item as `group/…/linkId` → its answers, without the display texts that clients add. */
function flatten(items: readonly Item[] | undefined, path = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const i of items ?? []) {
    const at = `${path}${i.linkId}`;
    if (i.answer) out[at] = i.answer.map((a) => JSON.parse(JSON.stringify(a)));
    Object.assign(out, flatten(i.item, `${at}/`));
  }
  return out;
}

test('LHC-Forms fills our exported Questionnaire to the QuestionnaireResponse our FHIR output writes', async ({
  page,
}) => {
  const spec = parseSpec(FORM).spec!;
  const questionnaire = exportQuestionnaire(spec).questionnaire;
  const run = runHeadless({ spec: FORM, actions: ACTIONS, actionsFile: 'a.json' });
  if (run.kind !== 'ran') throw new Error('the form did not run');
  const ours = fhirBundle(run.snapshot, run.outputs).entry[0]?.resource as QuestionnaireResponse;

  await openLhcForms(page);
  await page.evaluate(async (q) => {
    const lforms = (
      window as unknown as {
        LForms: { Util: { addFormToPage(q: unknown, id: string, options: object): Promise<void> } };
      }
    ).LForms;
    // LHC-Forms rejects with a list of messages when it cannot render a form: show them.
    await lforms.Util.addFormToPage(q, 'form', { fhirVersion: 'R4' }).catch((e: unknown) => {
      throw new Error(`LHC-Forms refused the Questionnaire: ${JSON.stringify(e)}`);
    });
  }, questionnaire);

  // As a user: type, choose, tick.
  await page.getByLabel('Note').fill('Solid');
  await page.getByLabel('Nodule size').fill('7.5');
  // LHC-Forms' radio buttons (ng-zorro) take the click on their label.
  await page.locator('label', { hasText: /^\s*Left\s*$/ }).click();
  await expect(page.getByRole('radio', { name: 'Left' })).toBeChecked();
  // A boolean item is a Yes / No / Not Answered radio group there.
  const calcified = page.getByRole('radiogroup', { name: 'Calcified' });
  await calcified.locator('label', { hasText: /^\s*Yes\s*$/ }).click();
  await expect(calcified.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await page.getByLabel('Impression').fill('Follow-up in 12 months.');
  await page.getByLabel('Impression').blur();

  const theirs = await page.evaluate(() => {
    const lforms = (
      window as unknown as {
        LForms: { Util: { getFormFHIRData(t: string, v: string, container: string): unknown } };
      }
    ).LForms;
    return lforms.Util.getFormFHIRData('QuestionnaireResponse', 'R4', '#form') as { item?: unknown[] };
  });
  expect(Object.keys(flatten(ours.item as Item[]))).toEqual([
    'findings/note',
    'findings/size',
    'findings/side',
    'findings/calcified',
    'impression',
  ]);
  expect(flatten(theirs.item as Item[])).toEqual(flatten(ours.item as Item[]));
});
