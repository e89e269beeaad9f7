import { mkdirSync } from 'node:fs';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { parseSpec } from '@formwright/core/authoring';

/**
 * YAML-aware editing (issue 20 item 3), in the designer's local mode: a form typed into an empty editor
 * with only Enter, Tab and completion (no space typed for indentation) validates with no error; Insert
 * snippet at three depths gives valid YAML with the entry at its list's column and its properties under
 * it; a YAML mistake shows one plain message on its line in the gutter; wrapped lines keep their indent.
 */

function editorFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Form editor"]');
}

/** The specification's text as the editor shows it (small documents: every line is drawn). */
async function specText(frame: FrameLocator): Promise<string> {
  const lines = await frame.locator('.cm-editor').first().locator('.cm-line').allTextContents();
  return lines.join('\n');
}

/** Empties the editor from the keyboard. */
async function emptyEditor(page: Page, frame: FrameLocator): Promise<void> {
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Metadata:', { timeout: 90_000 });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await expect.poll(() => specText(frame)).toBe('');
}

// The editor frame takes a while on a loaded machine.
test.setTimeout(240_000);

/** Diagnostics that mean the YAML itself (not a value) is wrong. */
const YAML_CODES = new Set([
  'exception-while-parsing',
  'yaml-mistake',
  'invalid-yaml-tab',
  'fatal-parse',
  'unknown-component-structure',
  'property-not-allowed',
]);

test('a small form typed into an empty editor with only Enter, Tab and completion validates with no error', async ({
  page,
}) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await emptyEditor(page, frame);
  const list = frame.locator('.cm-tooltip-autocomplete');

  /** Types `prefix`, waits for the completion list, and takes its first option with Tab. */
  const complete = async (prefix: string, expected: string) => {
    await page.keyboard.type(prefix, { delay: 20 });
    await expect(list.getByRole('option').first()).toContainText(expected);
    // CodeMirror ignores keys for its interactionDelay (75 ms) after the list opens.
    await page.waitForTimeout(150);
    await page.keyboard.press('Tab');
    await expect(list).toHaveCount(0);
  };
  const type = (text: string) => page.keyboard.type(text, { delay: 20 });
  const enter = () => page.keyboard.press('Enter');

  // An empty document offers the skeleton.
  await complete('Me', 'Metadata');
  await enter();
  await complete('la', 'lang');
  await type('en');
  await enter();
  await complete('ti', 'title');
  await type('Nodule');
  await enter();
  await complete('desc', 'description');
  await type('A nodule form.');
  await enter();
  await enter(); // an empty line steps out of Metadata to the margin
  await complete('Re', 'ReportOutput');
  await enter(); // a list section starts its first `- ` item
  await complete('te', 'text');
  await type('Size {size} mm');
  await enter();
  await enter(); // out of the item: a new `- ` item …
  await enter(); // … which, left empty, ends the list
  await complete('Com', 'Components');
  await enter();
  await complete('Numb', 'Number');
  // Enter under `  - Number:` indents under Number, not level with it.
  await enter();
  await complete('id', 'id');
  await type('size');
  await enter();
  await complete('lab', 'label');
  await type('Size');
  // Enter at a line end with the list open (nothing chosen in it) makes a new line.
  await page.keyboard.press('Control+Space');
  await expect(list).toHaveCount(0); // no completion after a value
  await enter();
  await enter(); // an empty line after the last property: the next `- ` item
  await complete('Chec', 'Checkbox');
  await enter();
  await complete('id', 'id');
  await type('urgent');
  await enter();
  await complete('lab', 'label');
  await type('Urgent');

  const typed = await specText(frame);
  expect(typed).toBe(
    [
      'Metadata:',
      '  lang: en',
      '  title: Nodule',
      '  description: A nodule form.',
      'ReportOutput:',
      '  - text: Size {size} mm',
      'Components:',
      '  - Number:',
      '      id: size',
      '      label: Size',
      '  - Checkbox:',
      '      id: urgent',
      '      label: Urgent',
    ].join('\n'),
  );
  // Valid: the core finds nothing, the preview lists no error, the gutter has no marker.
  expect(parseSpec(typed).diagnostics).toEqual([]);
  await expect(frame.getByRole('spinbutton', { name: 'Size' })).toBeVisible();
  await expect(frame.getByRole('checkbox', { name: 'Urgent' })).toBeVisible();
  await expect(frame.getByText(/YAML error/)).toHaveCount(0);
  await expect(frame.locator('.cm-lint-marker')).toHaveCount(0);
});

test('Enter at a line end with the completion list open makes a new line; moving into the list takes an option', async ({
  page,
}) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  await emptyEditor(page, frame);
  const list = frame.locator('.cm-tooltip-autocomplete');
  await page.keyboard.type('Comp', { delay: 20 });
  await expect(list).toBeVisible();
  await page.waitForTimeout(150);
  await page.keyboard.press('Enter');
  expect(await specText(frame)).toBe('Comp\n');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Comp', { delay: 20 });
  await expect(list).toBeVisible();
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect(await specText(frame)).toBe('Components:');
});

const NESTED = [
  'Metadata:',
  '  lang: en',
  '  title: Snippets',
  '  description: Snippets at three depths.',
  'ReportOutput: []',
  'Components:',
  '  - Number:',
  '      id: top',
  '      label: Top',
  '  - Section:',
  '      id: section',
  '      label: Section',
  '      components:',
  '        - Text:',
  '            id: inSection',
  '            label: In section',
  '        - ComponentGroup:',
  '            id: group',
  '            components:',
  '              - Text:',
  '                  id: inGroup',
  '                  label: In group',
].join('\n');

test('Insert snippet at three indentations gives valid YAML, the entry at its list with its properties under it', async ({
  page,
}) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Metadata:', { timeout: 90_000 });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(NESTED);
  expect(parseSpec(NESTED).diagnostics).toEqual([]);
  await frame.getByRole('button', { name: 'Insert snippet' }).click();
  const toolbox = frame.getByRole('list', { name: 'Toolbox' });

  const cases = [
    // [cursor on the line holding, snippet, its `- ` line as inserted, the line after which it lands]
    ['label: Top', 'Checkbox', '  - Checkbox:', '      label: Top'],
    ['id: inSection', 'Number', '        - Number:', '            label: In section'],
    ['label: In group', 'Text', '              - Text:', '                  label: In group'],
  ] as const;
  for (const [cursorOn, type, dashLine, afterLine] of cases) {
    await frame.locator('.cm-line', { hasText: cursorOn }).first().click();
    await page.keyboard.press('End');
    await toolbox.getByRole('button', { name: type, exact: true }).click();
    const text = await specText(frame);
    const lines = text.split('\n');
    // The inserted entry is the last of its kind (the group already holds a Text).
    const at = lines.lastIndexOf(dashLine);
    expect(at, `${type} inserted as ${JSON.stringify(dashLine)}`).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe(afterLine);
    // Its properties sit under the type, four columns right of the dash.
    const column = dashLine.indexOf('-') + 4;
    expect(lines[at + 1]).toMatch(new RegExp(`^ {${column}}id: `));
    const diagnostics = parseSpec(text).diagnostics;
    expect(diagnostics.filter((d) => YAML_CODES.has(d.code))).toEqual([]);
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  }
  await expect(frame.getByText(/YAML error/)).toHaveCount(0);
});

test('wrapped lines keep their indentation', async ({ page }) => {
  await page.goto('/new');
  const frame = editorFrame(page);
  const editor = frame.getByRole('textbox', { name: 'Specification' });
  await expect(editor).toContainText('Metadata:', { timeout: 90_000 });
  const wrapping = frame.getByRole('checkbox', { name: 'Line wrapping' });
  if (!(await wrapping.isChecked())) await wrapping.check();
  const long = 'word '.repeat(60).trim();
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(
    `Metadata:\n  lang: en\n  title: T\n  description: D\nReportOutput: []\nComponents:\n  - Text:\n      id: a\n      label: ${long}\n`,
  );
  const line = frame.locator('.cm-line', { hasText: 'label: word' });
  const geometry = await line.evaluate((el) => {
    const doc = el.ownerDocument;
    const base = el.getBoundingClientRect().left;
    const range = doc.createRange();
    range.selectNodeContents(el);
    const rows = new Map<number, number>();
    for (const r of range.getClientRects()) {
      if (r.width === 0) continue;
      const top = Math.round(r.top);
      rows.set(top, Math.min(rows.get(top) ?? Infinity, r.left - base));
    }
    // Where `label` starts: the property's column.
    const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let labelLeft = -1;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('label') ?? -1;
      if (at < 0) continue;
      const one = doc.createRange();
      one.setStart(node, at);
      one.setEnd(node, at + 1);
      labelLeft = one.getBoundingClientRect().left - base;
      break;
    }
    const lefts = [...rows.entries()].sort((x, y) => x[0] - y[0]).map(([, left]) => Math.round(left));
    return { lefts, labelLeft: Math.round(labelLeft) };
  });
  // The line wraps into several rows, and every row after the first starts under `label`, not at the margin.
  expect(geometry.lefts.length).toBeGreaterThan(1);
  expect(geometry.labelLeft).toBeGreaterThan(20);
  for (const left of geometry.lefts.slice(1))
    expect(Math.abs(left - geometry.labelLeft)).toBeLessThanOrEqual(2);
});

for (const theme of ['light', 'dark'] as const) {
  test(`a YAML mistake shows one plain message on its line in the gutter (${theme} theme; screenshot)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: 'http://127.0.0.1:4180',
      viewport: { width: 1280, height: 800 },
      colorScheme: theme,
    });
    await context.addInitScript((mode) => {
      try {
        localStorage.setItem('formwright.colorMode', mode);
      } catch {
        // The editor frame's opaque origin has no storage: it follows the outer app.
      }
    }, theme);
    const page = await context.newPage();
    await page.goto('/new');
    const frame = editorFrame(page);
    const editor = frame.getByRole('textbox', { name: 'Specification' });
    await expect(editor).toContainText('Metadata:', { timeout: 90_000 });
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(
      [
        'Metadata:',
        '  lang: en',
        '  title: Nodule',
        '  description: A nodule form.',
        'ReportOutput:',
        '  - text: Nodule report',
        'Components:',
        '  - Number:',
        '      id: size',
        '    label: Size',
      ].join('\n'),
    );
    // One marker, on line 10, saying what to do.
    const markers = frame.locator('.cm-gutter-lint .cm-lint-marker');
    await expect(markers).toHaveCount(1);
    const gutterLine = frame.locator('.cm-gutter-lint .cm-gutterElement', {
      has: frame.locator('.cm-lint-marker'),
    });
    const numbers = frame.locator('.cm-lineNumbers .cm-gutterElement', { hasText: /^10$/ });
    const a = await gutterLine.boundingBox();
    const b = await numbers.boundingBox();
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? -100))).toBeLessThan(4);
    await markers.hover();
    const tip = frame.locator('.cm-tooltip-lint');
    await expect(tip).toContainText('Indent `label` under `Number:`');
    await expect(tip.locator('.cm-diagnostic')).toHaveCount(1);
    mkdirSync('docs/screens', { recursive: true });
    await page.screenshot({ path: `docs/screens/editor-yaml-message-${theme}.png` });
    await context.close();
  });
}
