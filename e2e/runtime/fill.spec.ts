import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ActionStep } from '@formwright/core/headless';
import { headlessTwin, perform, type Mode } from './gestures';
import { hidden, openForm } from './helpers';

// Fill the demo form and every corpus form through the UI, by mouse and by keyboard only, and check the
// report, codes, RTF and hidden inputs against the goldens `formwright render` wrote for the same actions
// files (fixtures/golden/corpus/<form>/).
const FORMS = [
  { name: 'demo', form: 'fixtures/forms/demo.yaml', actions: 'fixtures/forms/demo.actions.json' },
  ...[
    // The breast diagram is filled with Painter gestures: its markers dropped from the toolbox, a brush stroke.
    'breast-diagram',
    'chest-ct-nodules',
    'lesion-growth-graph',
    'recist-lesions',
    'swedish-appendicit',
    'thyroid-tirads',
  ].map((name) => ({
    name,
    form: `fixtures/forms/corpus/${name}.yaml`,
    actions: `fixtures/forms/corpus/${name}.actions.json`,
  })),
];

interface Golden {
  report: string;
  reportMarkup: string;
  codes: string;
  worklist: Record<string, string>;
  freeFields: Record<string, { value: string; whenEmpty: string }>;
}

test.use({ locale: 'en-US' });

for (const f of FORMS) {
  for (const mode of ['mouse', 'keyboard'] as Mode[]) {
    test(`${f.name}: filled by ${mode === 'mouse' ? 'mouse' : 'keyboard only'} gives the golden report, codes, RTF and hidden inputs`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const specText = readFileSync(f.form, 'utf8');
      const steps = JSON.parse(readFileSync(f.actions, 'utf8')) as ActionStep[];
      const golden = JSON.parse(
        readFileSync(`fixtures/golden/corpus/${f.name}/outputs.json`, 'utf8'),
      ) as Golden;
      const goldenRtf = readFileSync(`fixtures/golden/corpus/${f.name}/report.rtf`, 'utf8');
      const twin = headlessTwin(specText);
      try {
        await openForm(page, { form: f.form });
        for (const step of steps) await perform(page, twin, step, mode);
      } finally {
        twin.dispose();
      }
      const report = page.locator('#form input[type="hidden"][name="#Report"]');
      await expect(report).toHaveValue(golden.report, { timeout: 10_000 });
      expect(await hidden(page, '#ReportMarkup')).toBe(golden.reportMarkup);
      expect((await hidden(page, '#DiagnosticCodes')) ?? '').toBe(golden.codes);
      const rtf = await page.evaluate(() => (window as unknown as { getReportRtf(): string }).getReportRtf());
      expect(rtf.trimEnd()).toBe(goldenRtf.trimEnd());
      for (const [attribute, value] of Object.entries(golden.worklist)) {
        const input = page.locator(`#form input[type="hidden"][data-worklist-attribute="${attribute}"]`);
        await expect(input.filter({ hasNot: page.locator('xpath=self::*[@value=""]') }).first()).toHaveValue(
          value,
        );
      }
      for (const [id, field] of Object.entries(golden.freeFields)) {
        const input = page.locator(`#form input[type="hidden"][data-free-field="${id}"]`).first();
        await expect(input).toHaveValue(field.value);
        await expect(input).toHaveAttribute(
          field.whenEmpty === 'clear' ? 'data-free-field-clear' : 'data-free-field-ignore-empty',
          /.*/,
        );
      }
    });
  }
}
