import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openForm } from './helpers';

// issue 10 §7: axe-core reports no serious or critical violation on the demo and corpus forms, both themes.
const FORMS = [
  'fixtures/forms/demo.yaml',
  ...[
    'breast-diagram',
    'chest-ct-nodules',
    'lesion-growth-graph',
    'recist-lesions',
    'swedish-appendicit',
    'thyroid-tirads',
  ].map((n) => `fixtures/forms/corpus/${n}.yaml`),
];

for (const form of FORMS) {
  for (const theme of ['dark', 'light'] as const) {
    test(`${form.replace(/^.*\//, '')} in the ${theme} theme has no serious or critical axe violation`, async ({
      page,
    }) => {
      await openForm(page, { form, theme });
      await expect(page.locator('#form input[name="#Report"]')).toHaveCount(1);
      const result = await new AxeBuilder({ page }).include('#form').analyze();
      const bad = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(', ')}`,
        );
      expect(bad).toEqual([]);
    });
  }
}
