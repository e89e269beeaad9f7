import { expect, test, type Page } from '@playwright/test';
import { SIZE_KEYWORDS } from '@formwright/core/runtime';
import { openForm } from './helpers';

/**
 * Input sizes on screen (issue 20 item 5): every component with a `size` (the input components of
 * packages/core/src/components that pick INPUT_COMMON, and StaticText) in every size keyword of the core,
 * a number of rem, `fill`, `100%` and `50%`, in both themes, all in one form per theme. Each keyword gives
 * the width of the size table (packages/react/src/fields/size.ts), so the steps strictly grow; fill and
 * 100% take the row, 50% half of it; no label, option or read-only text sticks out of its box or the row.
 */

/** The widths in rem of packages/react/src/fields/size.ts, written out so a changed table fails here. */
const KEYWORD_REM: Record<string, number> = { xxs: 3, xs: 5, s: 8, m: 12, l: 18, xl: 26, xxl: 36 };
/** The keywords with a fixed width, in the core's order (smallest first): every one but fill. */
const KEYWORDS = SIZE_KEYWORDS.filter((k) => k !== 'fill');
/** A number is rem. */
const NUMBER_REM = 20;
const SIZES: readonly (string | number)[] = [...KEYWORDS, 'fill', '100%', '50%', NUMBER_REM];
/** The page's rem in px (the host page keeps the browser's 16 px). */
const REM = 16;

/**
 * Each component with a `size`, and what its field holds. `field`: the size is the width of the whole
 * field (Checkbox: no input box beside a label); otherwise of the input box beside the label. Option and
 * CheckboxList hold options that fit the smallest size, so every keyword is its exact width; the long
 * options below check what happens when they do not.
 */
const COMPONENTS: readonly { type: string; yaml: string; field?: boolean }[] = [
  { type: 'Text', yaml: 'value: Left lower lobe' },
  { type: 'TextArea', yaml: 'value: Left lower lobe' },
  { type: 'Number', yaml: 'value: 12' },
  { type: 'Date', yaml: "value: '2024-01-31'" },
  { type: 'Dropdown', yaml: 'options: [Left, Right]' },
  { type: 'AutoComplete', yaml: 'options: [Left, Right]' },
  { type: 'Checkbox', yaml: '', field: true },
  { type: 'CheckboxList', yaml: 'options: [Yes, No]' },
  { type: 'Option', yaml: 'options: [0, 1, 2]' },
  { type: 'StaticText', yaml: 'value: No free fluid' },
];

const SENTENCE =
  'The appendix is not visualised; no free fluid and no fat stranding in the right lower quadrant.';

/** Fields beside the table, each with what it checks (`content`: its own content must fit its box). */
const EXTRAS = [
  `- Text: { id: readOnly, label: Read-only fill, size: fill, disabled: true, value: '${SENTENCE}' }`,
  `- StaticText: { id: staticLong, label: StaticText m long, size: m, value: '${SENTENCE}' }`,
  '- Option: { id: optionLong, label: Option xxs long, size: xxs, options: [Right upper lobe, Left lower lobe] }',
  '- CheckboxList: { id: listLong, label: CheckboxList xxs long, size: xxs, options: [Right upper lobe, Left lower lobe] }',
  '- Checkbox: { id: checkLong, label: Intravenous contrast given, size: xxs }',
  '- Number: { id: numberSuffix, label: Number fill suffix, size: fill, suffix: mm }',
  '- Row:',
  '    id: row',
  '    label: In a row',
  '    components:',
  '      - Text: { id: rowSmall, label: Small, size: s }',
  '      - Text: { id: rowFill, label: Fill, size: fill }',
];

function fieldId(type: string, size: string | number): string {
  return `${type.toLowerCase()}_${String(size).replace('%', 'pct')}`;
}

/** The form: every component in every size, then the extras. Labels are short so each fits its field. */
function sizesForm(): string {
  const lines = [
    'Metadata:',
    '  lang: en',
    '  title: Sizes',
    'ReportOutput:',
    "  - text: '{readOnly}'",
    'Components:',
  ];
  for (const c of COMPONENTS)
    for (const size of SIZES) {
      // A Checkbox's label is inside its sized field: the size alone fits the smallest.
      const label = c.field ? String(size) : `${c.type} ${size}`;
      const yamlSize = typeof size === 'number' ? String(size) : `'${size}'`;
      const extra = c.yaml ? `, ${c.yaml}` : '';
      lines.push(
        `  - ${c.type}: { id: ${fieldId(c.type, size)}, label: '${label}', size: ${yamlSize}${extra} }`,
      );
    }
  for (const line of EXTRAS) lines.push(`  ${line}`);
  return `${lines.join('\n')}\n`;
}

/** What the page shows of one field. */
interface Measured {
  /** The width of the sized element: the control the user types in, else the input box (Checkbox: its field). */
  box: number;
  /** Its content's scroll and client widths (the first child: the control, group or text). */
  contentScroll: number;
  contentClient: number;
  /** The width of the field's control line (input box with its affixes and dictation button). */
  control: number;
  field: { left: number; right: number; width: number };
  boxRect: { left: number; right: number };
  label: { width: number; right: number; scroll: number; client: number } | null;
  /** The content width of the container the field flows in. */
  row: { left: number; right: number; width: number };
}

async function measure(page: Page): Promise<Record<string, Measured>> {
  return page.evaluate(() => {
    const out: Record<string, Measured> = {};
    const rect = (el: Element) => el.getBoundingClientRect();
    for (const host of document.querySelectorAll<HTMLElement>('#form [data-fw-id]')) {
      const field = host.classList.contains('fw-field')
        ? host
        : host.querySelector<HTMLElement>(':scope > .fw-field');
      if (!field) continue;
      const isCheckbox = field.classList.contains('fw-checkbox');
      const sized = isCheckbox ? field : field.querySelector<HTMLElement>('.fw-field__input')!;
      // Where the user types (Text, TextArea, Number, Date, Dropdown, AutoComplete) the size is that
      // control's own width: nothing else (a dictation button) takes a share of it.
      const editable = sized.querySelector<HTMLElement>(
        'input:not([type="hidden"], [type="checkbox"]), textarea, select',
      );
      const box = isCheckbox || !editable || field.classList.contains('fw-checklist') ? sized : editable;
      const content = (
        isCheckbox ? field.querySelector('.fw-checkbox__label') : sized.firstElementChild
      ) as HTMLElement;
      const label = field.querySelector<HTMLElement>(isCheckbox ? '.fw-checkbox__label' : '.fw-field__label');
      // The row: the flow the field sits in (.fw-body or a Row's flow), without its padding.
      let flow = field.parentElement!;
      while (getComputedStyle(flow).display === 'contents') flow = flow.parentElement!;
      const style = getComputedStyle(flow);
      const f = rect(flow);
      const left = f.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right = f.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const fr = rect(field);
      out[host.dataset.fwId!] = {
        box: rect(box).width,
        boxRect: { left: rect(box).left, right: rect(box).right },
        contentScroll: content.scrollWidth,
        contentClient: content.clientWidth,
        control: rect(field.querySelector('.fw-field__control') ?? field).width,
        field: { left: fr.left, right: fr.right, width: fr.width },
        label: label
          ? {
              width: rect(label).width,
              right: rect(label).right,
              scroll: label.scrollWidth,
              client: label.clientWidth,
            }
          : null,
        row: { left, right, width: right - left },
      };
    }
    return out;
  });
}

/** Within a pixel (sub-pixel layout). */
const near = (a: number, b: number, tolerance = 1) => Math.abs(a - b) <= tolerance;

for (const theme of ['dark', 'light'] as const) {
  test(`every input in every size, in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 1400 });
    // The form is made from the tables above and served in place of a file (no such file on disk).
    const form = sizesForm();
    await page.route('**/e2e/runtime/forms/generated-sizes.yaml', (route) =>
      route.fulfill({ body: form, contentType: 'text/yaml; charset=utf-8' }),
    );
    await openForm(page, { form: 'e2e/runtime/forms/generated-sizes.yaml', theme });
    const m = await measure(page);
    const bad: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) bad.push(what);
    };
    const checked = new Set<string>();

    expect(
      KEYWORDS.every((k) => k in KEYWORD_REM),
      'a width for every keyword of the core',
    ).toBe(true);
    for (const c of COMPONENTS) {
      const at = (size: string | number) => {
        const got = m[fieldId(c.type, size)];
        expect(got, `${c.type} ${size} is on the page`).toBeDefined();
        checked.add(fieldId(c.type, size));
        return got!;
      };
      // Each keyword is its width in the table, so the steps strictly grow.
      let previous = 0;
      for (const k of KEYWORDS) {
        const got = at(k);
        const want = KEYWORD_REM[k]! * REM;
        check(near(got.box, want), `${c.type} ${k}: ${got.box.toFixed(1)} px, want ${want}`);
        check(got.box > previous, `${c.type} ${k}: ${got.box.toFixed(1)} px, not wider than the size before`);
        previous = got.box;
      }
      const number = at(NUMBER_REM);
      check(near(number.box, NUMBER_REM * REM), `${c.type} ${NUMBER_REM}: ${number.box.toFixed(1)} px`);
      // fill and 100% take the row: the field spans it, and the box all its line leaves beside the label
      // (and Text's dictation button, outside the box).
      for (const size of ['fill', '100%']) {
        const got = at(size);
        check(
          near(got.field.width, got.row.width),
          `${c.type} ${size}: field ${got.field.width.toFixed(1)} of row ${got.row.width.toFixed(1)}`,
        );
        const room = c.field ? got.row.width : got.row.width - (got.label?.width ?? 0) - 60;
        check(
          got.box >= room,
          `${c.type} ${size}: box ${got.box.toFixed(1)} px, want at least ${room.toFixed(1)}`,
        );
        check(
          got.box > KEYWORD_REM.xxl! * REM,
          `${c.type} ${size}: box ${got.box.toFixed(1)} px, not wider than xxl`,
        );
      }
      // 50% is half: of the control line beside the label, or of the row for a Checkbox.
      const half = at('50%');
      const whole = c.field ? half.row.width : half.control;
      check(near(half.box, whole / 2, 2), `${c.type} 50%: ${half.box.toFixed(1)} px of ${whole.toFixed(1)}`);
      check(
        half.box < at('fill').box * 0.6,
        `${c.type} 50%: ${half.box.toFixed(1)} px, not about half of fill`,
      );
    }

    // Nothing is cut off or sticks out: every label shows whole beside (not under) its box, every field
    // stays in its row, and what the form shows (static and read-only text, options, a checkbox's label)
    // fits its box.
    for (const [id, got] of Object.entries(m)) {
      check(
        got.field.right <= got.row.right + 0.5 && got.field.left >= got.row.left - 0.5,
        `${id}: outside its row`,
      );
      if (got.label) {
        check(got.label.width > 0 && got.label.scroll <= got.label.client, `${id}: label cut`);
        // A Checkbox's label is inside its sized field; any other field's label is beside its box.
        if (id.startsWith('checkbox_') || id === 'checkLong')
          check(got.label.right <= got.field.right + 0.5, `${id}: label sticks out of the field`);
        else check(got.label.right <= got.boxRect.left + 0.5, `${id}: label under the box`);
      }
      const content =
        /^(option|checkboxlist|statictext|checkbox)_/.test(id) ||
        ['readOnly', 'staticLong', 'optionLong', 'listLong', 'checkLong'].includes(id);
      if (content)
        check(
          got.contentScroll <= got.contentClient + 1,
          `${id}: content ${got.contentScroll} px in ${got.contentClient}`,
        );
    }
    // Options too long for xxs widen their box rather than stick out; a long Checkbox label wraps.
    check(m.optionLong!.box > KEYWORD_REM.xxs! * REM, 'Option xxs long: the box grows to its widest option');
    check(
      m.listLong!.box > KEYWORD_REM.xxs! * REM,
      'CheckboxList xxs long: the box grows to its longest word',
    );
    // The read-only sentence is whole in a filling field; StaticText m wraps it inside its 12rem.
    check(
      near(m.staticLong!.box, KEYWORD_REM.m! * REM),
      `StaticText m long: ${m.staticLong!.box.toFixed(1)} px`,
    );
    // A suffix takes its room beside a filling Number; in a Row, fill takes what the small input leaves.
    check(m.numberSuffix!.box > m.numberSuffix!.row.width * 0.75, 'Number fill with a suffix fills the row');
    check(near(m.rowSmall!.box, KEYWORD_REM.s! * REM), 'Row: the small input keeps s');
    check(near(m.rowFill!.field.right, m.rowFill!.row.right), 'Row: fill reaches the end of the row');
    check(m.rowFill!.box > m.rowSmall!.box * 1.5, `Row: fill ${m.rowFill!.box.toFixed(1)} px beside s`);
    const readOnly = page.locator('#form [data-fw-id="readOnly"] input');
    check(
      await readOnly.evaluate(
        (el: HTMLInputElement) => el.value.length > 80 && el.scrollWidth <= el.clientWidth + 1,
      ),
      'the read-only sentence is cut',
    );

    expect(bad).toEqual([]);
    expect(checked.size).toBe(COMPONENTS.length * SIZES.length);
    await page.screenshot({ path: `test-results/sizes-${theme}.png`, fullPage: true });
  });
}
