import { mkdirSync } from 'node:fs';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { editorFrame, setSpec, specEditor, startInTheme } from './support';

/**
 * The live report beside the preview (issue 20 item 1, docs/designer.md#the-live-report): it follows every
 * keystroke in the editor and every change in the preview, strikes through what the smart filter removed,
 * and TemplateView's menu link opens on the form being edited. Screenshots of both themes go to docs/screens/.
 */

const FORM = [
  'Metadata:',
  '  lang: en',
  '  title: Pulmonary nodule',
  '  description: One nodule, measured.',
  'ReportOutput:',
  "  - text: '<b>Findings:</b> Solid nodule in the {lobe}, mean diameter {size} mm.'",
  '    sectionId: findings',
  "  - text: 'Urgent: call the referrer.'",
  "    if: '=urgent'",
  '    sectionId: findings',
  '  - text: \'Recommendation: {size >= 8 ? "CT at 3 months" : "no routine follow-up"}.\'',
  '    sectionId: impression',
  'DiagnosticCodes:',
  '  codeGroups: \'R91.1{urgent ? ";Z03.1" : ""}\'',
  'Components:',
  '  - Dropdown:',
  '      id: lobe',
  '      label: Lobe',
  '      placeholder: Choose',
  '      options: [right upper lobe, right lower lobe, left upper lobe]',
  '      worklistAttribute: Location',
  '  - Number:',
  '      id: size',
  '      label: Mean diameter (mm)',
  '      freeField: { id: noduleSize, whenEmpty: clear }',
  '  - Checkbox: { id: urgent, label: Urgent }',
  '',
].join('\n');

async function openWith(page: Page, yaml: string) {
  await page.goto('/new');
  const frame = editorFrame(page);
  await expect(specEditor(page)).toContainText('Metadata:', { timeout: 60_000 });
  await setSpec(page, yaml);
  await expect(frame.getByLabel('Mean diameter (mm)')).toBeVisible();
  return frame;
}

async function chooseLobe(frame: FrameLocator) {
  const lobe = frame.getByLabel('Lobe');
  if ((await lobe.evaluate((e) => e.tagName)) === 'SELECT') await lobe.selectOption('right upper lobe');
  else {
    await lobe.click();
    await frame.getByRole('option', { name: 'right upper lobe' }).click();
  }
}

// Each test types a form into the editor and waits for its preview: room on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('the live report follows the editor and the preview, strikes removed parts, and TemplateView opens on the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1500, height: 950 });
  const frame = await openWith(page, FORM);
  const live = frame.getByRole('complementary', { name: 'Live report' });
  const text = live.locator('[data-fw-live="text"]');
  // Nothing entered: the first entry's parts are struck through in the rich report, the #Report goes without.
  await expect(text).toHaveText('Recommendation: no routine follow-up.');
  const struck = live.locator('[data-fw-live="report"] del');
  await expect.poll(async () => (await struck.allTextContents()).join('')).toContain('Solid nodule in the');
  await chooseLobe(frame);
  await expect(text).toHaveText(
    'Findings: Solid nodule in the right upper lobe.\nRecommendation: no routine follow-up.',
  );
  await expect(live.locator('[data-fw-live="report"] del').first()).toContainText('mean diameter');
  await expect(live.locator('[data-fw-live="report"] del').first()).toHaveAttribute(
    'title',
    /smart filter: size is empty/,
  );
  await expect(live.locator('[data-fw-live="report"] strong')).toHaveText('Findings:');
  await expect(live.locator('[data-fw-live="codes"]')).toHaveText('R91.1');

  // A change in the preview: the report, the sections, the codes, the worklist and the free field follow.
  await frame.getByLabel('Mean diameter (mm)').fill('9');
  await frame.getByLabel('Urgent').check();
  await expect(text).toHaveText(
    'Findings: Solid nodule in the right upper lobe, mean diameter 9 mm.\nUrgent: call the referrer.\nRecommendation: CT at 3 months.',
  );
  await expect(live.locator('[data-fw-section="impression"] dd')).toHaveText(
    'Recommendation: CT at 3 months.',
  );
  await expect(live.locator('[data-fw-live="codes"]')).toHaveText('R91.1;Z03.1');
  await expect(live.getByRole('region', { name: 'Free fields' })).toContainText('noduleSize');
  await expect(live.getByRole('region', { name: 'Free fields' })).toContainText('9');
  await expect(live.getByRole('region', { name: 'Worklist attributes' })).toContainText('Location');

  // A keystroke in the editor: the report text follows (timed from the key).
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  // Line 6 ends with `mm.'`: put a word before the closing quote.
  await page.keyboard.press('ArrowLeft');
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.insertText(' Stable');
  await expect(text).toContainText('Stable');
  const took = (await page.evaluate(() => performance.now())) - started;
  console.log(`live report after a keystroke: ${Math.round(took)} ms (includes Playwright's polling)`);

  // The menu's TemplateView opens on this very form (its text as it is now) and mounts it.
  page.on('dialog', (d) => void d.accept());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TemplateView' }).click();
  await expect(page.getByRole('heading', { name: 'TemplateView' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Mounted the form being edited: Pulmonary nodule');
  await expect(page.getByLabel('Specification')).toHaveValue(/mm\. Stable'/);
  await expect(page.getByLabel('Mean diameter (mm)')).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`the live report in the ${theme} theme`, async ({ page }) => {
    await startInTheme(page, theme);
    await page.setViewportSize({ width: 1500, height: 1150 });
    const frame = await openWith(page, FORM);
    await chooseLobe(frame);
    await frame.getByLabel('Urgent').check();
    const live = frame.getByRole('complementary', { name: 'Live report' });
    await expect(live.locator('[data-fw-live="codes"]')).toHaveText('R91.1;Z03.1');
    await expect(live.locator('[data-fw-live="report"] del').first()).toBeVisible();
    mkdirSync('docs/screens', { recursive: true });
    await page.screenshot({ path: `docs/screens/editor-live-report-${theme}.png` });
  });
}
