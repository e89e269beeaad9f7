import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { createScriptRunner, runHeadless } from '@formwright/core/headless';
import { startInTheme } from './support';

/**
 * Every seeded and fixture form renders in the designer's preview without a diagnostic (issue 20 item 8):
 * the form as shipped (the seeded demo form is fixtures/forms/demo.yaml) is typed into a new form's editor,
 * its script into the Script tab, and the preview must show the form with no error list, no failed
 * component and no image that could not be loaded (the demo's Painter once named a missing lungs.svg).
 *
 * The live report under the preview (issue 20 item 1) shows every form too: each of its blocks, no part
 * failed, the #Report text, the sections and codes the same form gives headless (runHeadless, nothing
 * entered), and at least as many struck-through parts as the headless run's removed pieces. The forms
 * alternate between the dark and the light theme (sorted order, even ones dark), so both are covered
 * without running every form twice.
 */

const ROOT = join(import.meta.dirname, '../../fixtures/forms');
/** A form may carry a warning its own test is about; everything else must be clean. */
const EXPECTED: Record<string, RegExp> = {
  'rules/ids7-lesion-tracking.yaml': /No IDS7 version can run this form/,
};

const STARTER_IDS = new Set(
  [...readFileSync(join(ROOT, 'starter.yaml'), 'utf8').matchAll(/\bid:\s*([^\s,{}'"]+)/g)].map((m) => m[1]),
);

function fixtureForms(): string[] {
  const out: string[] = [];
  for (const dir of ['', 'corpus', 'codes', 'rules'])
    for (const f of readdirSync(join(ROOT, dir)))
      if (f.endsWith('.yaml') && !f.endsWith('.tests.yaml')) out.push(dir ? `${dir}/${f}` : f);
  return out.sort();
}

async function setText(page: Page, frame: FrameLocator, name: string, text: string) {
  const editor = frame.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

// Each form is pasted into the editor and waits for its preview: room on a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

/** The live report's blocks (LiveReport.tsx), each a titled region. */
const BLOCKS = [
  'Report',
  'Report text (#Report)',
  'Sections',
  'Diagnostic codes',
  'Worklist attributes',
  'Free fields',
];

/** What the live report must show for a form with nothing entered: the same form run headless. */
async function headless(yaml: string, scriptText: string | undefined) {
  const script = scriptText === undefined ? undefined : await createScriptRunner(scriptText);
  const run = runHeadless({ spec: yaml, ...(script ? { script } : {}) });
  if (run.kind !== 'ran') throw new Error(`the form does not run headless: ${run.kind}`);
  const removed = run.snapshot
    .provenance()
    .pieces.filter((p) => p.kind === 'reportOutput' || p.kind === 'reportItem')
    .filter((p) => p.segments?.some((s) => s.removed) || (p.removed === 'if' && p.withheld)).length;
  return {
    sections: Object.keys(run.outputs.sections),
    codes: run.snapshot.components.has('#DiagnosticCodes') ? run.outputs.codes : undefined,
    removed,
  };
}

const FORMS = fixtureForms();
for (const [index, form] of FORMS.entries()) {
  const theme = index % 2 === 0 ? 'dark' : 'light';
  test(`${form} renders in the preview and its live report without a diagnostic (${theme} theme)`, async ({
    page,
  }) => {
    await startInTheme(page, theme);
    const failed: string[] = [];
    page.on('console', (m) => {
      if (/could not be loaded/.test(m.text())) failed.push(m.text());
    });
    await page.goto('/new');
    const frame = page.frameLocator('iframe[title="Form editor"]');
    await expect(frame.getByRole('textbox', { name: 'Specification' })).toContainText('Metadata:');
    await expect(frame.locator('html')).toHaveClass(`theme-${theme}`);
    const scriptFile = join(ROOT, form.replace(/\.yaml$/, '.js'));
    const script = existsSync(scriptFile) ? readFileSync(scriptFile, 'utf8') : undefined;
    if (script !== undefined) {
      await frame.getByRole('tab', { name: 'Script', exact: true }).click();
      await setText(page, frame, 'Script', script);
      await frame.getByRole('tab', { name: 'Specification', exact: true }).click();
    }
    const yaml = readFileSync(join(ROOT, form), 'utf8');
    await setText(page, frame, 'Specification', yaml);
    // The preview shows this form (not the starter it replaced) once one of its own ids is on screen.
    const ids = [...yaml.matchAll(/\bid:\s*([^\s,{}'"]+)/g)].map((m) => m[1] as string);
    const own = ids.find((id) => !STARTER_IDS.has(id)) ?? ids[0];
    const preview = frame.locator('.fw-preview');
    if (own) await expect(preview.locator(`[data-fw-id="${own}"]`).first()).toBeAttached();
    await expect(preview.locator('.fw-form').first()).toBeVisible();
    // Images (the Painter's sketch, the Graph) load after the first paint: give them a moment.
    await page.waitForTimeout(1000);
    const errors = await preview.locator('.fw-build-errors li').allInnerTexts();
    const expected = EXPECTED[form];
    expect(errors.filter((e) => !expected?.test(e))).toEqual([]);
    await expect(preview.locator('.fw-component-error')).toHaveCount(0);
    await expect(preview.getByText(/could not be loaded/)).toHaveCount(0);
    expect(failed).toEqual([]);

    // The live report of the same form: every block, nothing failed, what the form gives headless.
    const want = await headless(yaml, script);
    const live = frame.getByRole('complementary', { name: 'Live report' });
    await expect(live).toBeVisible();
    await expect(live.getByRole('heading', { level: 2 })).toHaveText('Live report');
    for (const name of BLOCKS) await expect(live.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(live.locator('[data-fw-live="text"]')).toBeAttached();
    await expect(live.locator('[data-fw-live="report"]')).toBeAttached();
    await expect(live.locator('.fw-live-report__error, .fw-live-report__failed')).toHaveCount(0);
    await expect(live.locator('[data-fw-section]')).toHaveCount(want.sections.length);
    expect(
      await live
        .locator('[data-fw-section]')
        .evaluateAll((all) => all.map((e) => e.getAttribute('data-fw-section'))),
    ).toEqual(want.sections);
    if (want.codes) await expect(live.locator('[data-fw-live="codes"]')).toHaveText(want.codes);
    expect(await live.locator('[data-fw-live="report"] del').count()).toBeGreaterThanOrEqual(want.removed);
  });
}
