import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ActionStep } from '@formwright/core/headless';
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
