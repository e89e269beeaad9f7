import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectOutputs, type ActionStep } from '@formwright/core/headless';
import { headlessTwin, perform } from '../runtime/gestures';
import { openForm } from '../runtime/helpers';

// Forms imported from real openEHR templates (fixtures/openehr/forms, kept equal to the import's output by
// packages/core/src/openehr/importTemplate.test.ts) render in the runtime and fill by mouse; the Tanner
// stages form, filled with its FLAT example's values, shows them.
const FORMS = ['tanner-stages', 'cytology-report', 'breast-mammography'];

test.use({ locale: 'en-US' });

for (const name of FORMS) {
  test(`${name}: the imported form renders with its headers and inputs`, async ({ page }) => {
    await openForm(page, { form: `fixtures/openehr/forms/${name}.yaml` });
    await expect(page.locator('#form h2').first()).toBeVisible();
    await expect(page.locator('#form input:not([type="hidden"])').first()).toBeVisible();
  });
}

test('tanner-stages: filled by mouse with the FLAT example values, shows them', async ({ page }) => {
  const form = 'fixtures/openehr/forms/tanner-stages.yaml';
  const steps: ActionStep[] = [
    { add: 'any_point_in_time_event' },
    { set: 'any_point_in_time_event_1_genitals', value: ['at0010'] },
    { set: 'any_point_in_time_event_1_pubic_hair', value: ['at0018'] },
    { set: 'any_point_in_time_event_1_comment', value: 'teste' },
  ];
  const twin = headlessTwin(readFileSync(form, 'utf8'));
  try {
    await openForm(page, { form });
    for (const step of steps) await perform(page, twin, step, 'mouse');
  } finally {
    twin.dispose();
  }
  const item = page.locator('#form [data-fw-id="any_point_in_time_event_1_comment"] input').first();
  await expect(item).toHaveValue('teste');
  await expect(page.locator('#form [data-fw-id="any_point_in_time_event_1_genitals"]')).toContainText(
    'Stage 4',
  );
  await expect(page.locator('#form [data-fw-id="any_point_in_time_event_1_pubic_hair"]')).toContainText(
    'Stage 2',
  );
});

test('cytology-report: a DV_DATE_TIME is entered as a date and a time of day, written with the zone offset', async ({
  page,
}) => {
  const form = 'fixtures/openehr/forms/cytology-report.yaml';
  const path = 'cytology_report/laboratory_test_result/specimen/processing/date_and_time_specimen_received';
  const steps: ActionStep[] = [
    { set: 'date_and_time_specimen_received', value: '2020-04-10' },
    { set: 'date_and_time_specimen_received_time', value: '17:48' },
  ];
  const twin = headlessTwin(readFileSync(form, 'utf8'));
  try {
    await openForm(page, { form });
    await expect(page.getByLabel('Date and time specimen received, time of day')).toHaveAttribute(
      'placeholder',
      'hh:mm',
    );
    for (const step of steps) await perform(page, twin, step, 'mouse');
    // The hidden Text on the element joins the two as the page shows them.
    await expect(
      page.locator('#form input[type="hidden"][name="date_and_time_specimen_received_datetime"]'),
    ).toHaveValue('2020-04-10T17:48');
    // The FLAT value: seconds and the offset of the zone the browser runs in on that date.
    const offset = await page.evaluate(() => -new Date(2020, 3, 10, 17, 48).getTimezoneOffset());
    const zone =
      offset === 0
        ? 'Z'
        : `${offset < 0 ? '-' : '+'}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
    expect(collectOutputs(twin.getSnapshot()).openEhr[path]).toBe(`2020-04-10T17:48:00${zone}`);
  } finally {
    twin.dispose();
  }
});
