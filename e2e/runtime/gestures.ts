/**
 * Translates the steps of an actions file (docs/cli.md#the-formwright-command, the same files `formwright render` runs to
 * make the goldens) into UI gestures, generically: the component's type and options come from a headless
 * twin of the form that applies the same steps in Node (one source of truth), and its place on screen is
 * the element marked `data-fw-id`. Two modes: the mouse (click, then type), and the keyboard only (Tab and
 * Shift+Tab to reach a control, arrows inside groups, Space and Enter to act).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { parseSpec } from '@formwright/core/authoring';
import {
  applyStep,
  createForm,
  type ActionStep,
  type FormSnapshot,
  type FormStore,
} from '@formwright/core/headless';
import { effectiveOptions } from '@formwright/core/runtime';
import { drag } from '../graph-painter/helpers';

/** How the test drives the form. */
export type Mode = 'mouse' | 'keyboard';

/** The headless twin: the same spec and steps in Node, to know what a step's target is. */
export function headlessTwin(specText: string): FormStore {
  const parsed = parseSpec(specText);
  if (!parsed.runnable) throw new Error('the form does not parse');
  const store = createForm(parsed.runnable);
  store.mount();
  return store;
}

const wrapper = (page: Page, id: string) => page.locator(`#form [data-fw-id="${id}"]`).first();

/** Presses Tab (or Shift+Tab, whichever way is shorter) until `target` holds the focus. */
export async function tabTo(page: Page, target: Locator, limit = 600): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'none';
      if (el === active || el.contains(active)) return 'here';
      return el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
    });
    if (where === 'here') return;
    await page.keyboard.press(where === 'after' ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

/** Focuses a control: a click with the mouse, Tab presses with the keyboard. */
async function reach(page: Page, control: Locator, mode: Mode): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  if (mode === 'mouse') await control.click();
  else await tabTo(page, control);
}

/** Option texts by value, from the twin's state of the component. */
function optionTexts(snapshot: FormSnapshot, id: string): { value: unknown; text: string }[] {
  const state = snapshot.components.get(id);
  if (!state) throw new Error(`no component ${id}`);
  const choices = (state.props as { choices?: unknown }).choices;
  if (Array.isArray(choices)) return choices as { value: unknown; text: string }[];
  return effectiveOptions(state.props);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const wanted = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];

/** Makes the component visible: selects the tabs it sits in, outermost first (keyboard: arrows in the tab list). */
async function reveal(page: Page, snapshot: FormSnapshot, id: string, mode: Mode): Promise<void> {
  const chain: string[] = [];
  for (let at = snapshot.components.get(id)?.parent; at; at = snapshot.components.get(at)?.parent)
    chain.unshift(at);
  chain.push(id);
  for (let i = 0; i < chain.length - 1; i++) {
    const parent = snapshot.components.get(chain[i] as string);
    if (parent?.type !== 'Tabs') continue;
    const child = chain[i + 1] as string;
    const tabs = parent.tabs as readonly { index: number; children: readonly string[] }[];
    const tab = tabs.find((t) => t.children.includes(child));
    if (!tab) continue;
    const button = wrapper(page, parent.id).locator(`[role="tab"][id$="-tab-${tab.index}"]`).first();
    if ((await button.getAttribute('aria-selected')) === 'true') continue;
    if (mode === 'mouse') {
      await button.click();
    } else {
      const selected = wrapper(page, parent.id).locator('[role="tab"][aria-selected="true"]').first();
      await tabTo(page, selected);
      for (let k = 0; k < tabs.length && (await button.getAttribute('aria-selected')) !== 'true'; k++)
        await page.keyboard.press('ArrowRight');
      if ((await button.getAttribute('aria-selected')) !== 'true') await button.press('Enter');
    }
    await expect(button).toHaveAttribute('aria-selected', 'true');
  }
}

/** Replaces a text control's content by typing (Ctrl+A selects what is there). */
async function typeInto(page: Page, control: Locator, text: string, mode: Mode): Promise<void> {
  await reach(page, control, mode);
  await page.keyboard.press('ControlOrMeta+A');
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.type(text);
}

/** Leaves the focused control (so blur rules run), as a user moves on. */
async function leave(page: Page, mode: Mode): Promise<void> {
  if (mode === 'keyboard') await page.keyboard.press('Tab');
  else await page.mouse.click(2, 2);
}

/** Toggles choices (Option buttons, CheckboxList boxes) until the selection is `value`. */
async function choose(
  page: Page,
  snapshot: FormSnapshot,
  id: string,
  value: unknown,
  mode: Mode,
  multi: boolean,
) {
  const box = wrapper(page, id);
  const want = wanted(value);
  for (const option of optionTexts(snapshot, id)) {
    const on = want.some((w) => same(w, option.value));
    // Options are named by their text (docs/architecture.md#entry-points), exactly: 'solid' is not 'mixed cystic and solid'.
    const control = box
      .getByRole('radio', { name: option.text, exact: true })
      .or(box.getByRole('checkbox', { name: option.text, exact: true }))
      .first();
    const checked = await control.evaluate((el) =>
      el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true',
    );
    if (checked === on) continue;
    if (!on && !multi) continue; // Choosing another radio deselects this one.
    if (mode === 'mouse') {
      await control.click();
    } else if ((await control.getAttribute('tabindex')) === '-1') {
      // A radio group has one tab stop; the arrows move to the others.
      await tabTo(page, box.locator('[role="radiogroup"], [role="group"]').first());
      for (let k = 0; k < 50 && !(await control.evaluate((el) => el === document.activeElement)); k++)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    } else {
      await tabTo(page, control);
      await page.keyboard.press('Space');
    }
  }
}

/** Picks values in an AutoComplete: types the option's text, then chooses it in the list. */
async function autoComplete(page: Page, snapshot: FormSnapshot, id: string, value: unknown, mode: Mode) {
  const box = wrapper(page, id);
  const input = box.getByRole('combobox');
  for (const v of wanted(value)) {
    const option = optionTexts(snapshot, id).find((o) => same(o.value, v));
    if (!option) throw new Error(`${id}: no option ${JSON.stringify(v)}`);
    await typeInto(page, input, option.text, mode);
    const item = box.getByRole('option', { name: option.text, exact: true }).first();
    await expect(item).toBeVisible();
    if (mode === 'mouse') {
      await item.click();
    } else {
      for (let k = 0; k < 50 && (await item.getAttribute('aria-selected')) !== 'true'; k++)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
  }
}

/** A Dropdown: choose by its option text (keyboard: arrows on the focused select). */
async function dropdown(page: Page, snapshot: FormSnapshot, id: string, value: unknown, mode: Mode) {
  const select = wrapper(page, id).locator('select');
  const option = optionTexts(snapshot, id).find((o) => same(o.value, value));
  if (!option) throw new Error(`${id}: no option ${JSON.stringify(value)}`);
  if (mode === 'mouse') {
    await select.selectOption({ label: option.text });
    return;
  }
  await tabTo(page, select);
  const label = () => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
  for (let k = 0; k < 100 && (await label()) !== option.text; k++) await page.keyboard.press('ArrowDown');
  for (let k = 0; k < 100 && (await label()) !== option.text; k++) await page.keyboard.press('ArrowUp');
}

/** A checkbox (Checkbox, Row or Summary check box) set to `on`. */
async function tick(page: Page, control: Locator, on: boolean, mode: Mode) {
  if ((await control.isChecked()) === on) return;
  if (mode === 'mouse') {
    await control.click();
    // Move on with a click elsewhere: a Checkbox's tooltip shows in the flow while it has the focus and
    // goes on blur, shifting what is below it between the next press and release (reported to H2).
    await leave(page, mode);
  } else {
    await tabTo(page, control);
    await page.keyboard.press('Space');
  }
}

/** A button: clicked, or reached with Tab and pressed with Enter. */
async function press(page: Page, button: Locator, mode: Mode) {
  if (mode === 'mouse') await button.click();
  else {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  }
}

/** Date text for the browser's date input typed segment by segment (en-US: month, day, year). */
function dateKeys(value: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value ?? ''));
  return m ? `${m[2]}${m[3]}${m[1]}` : '';
}

/** One annotation of a Painter value as an actions file writes it. */
interface PaintedAnnotation {
  readonly type: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly metaData?: { readonly marker?: string };
}

/**
 * Draws a Painter value on an empty canvas as a person would (docs/components.md#painter): an Image
 * annotation is its toolbox marker dropped at its point, a Brush one is a stroke through its points with
 * the brush (the Painter's marker). With the mouse: a drag from the toolbox button to the point, and a drag
 * over the canvas (graph-painter's helpers). With the keyboard only: Enter on the toolbox button arms the
 * marker, Tab (past the other buttons) reaches the canvas, the arrows move the cursor from the middle
 * (5 px, Shift 20 px) and Enter places the marker, or a brush dot at the stroke's first point.
 */
async function paint(
  page: Page,
  box: Locator,
  props: Readonly<Record<string, unknown>>,
  value: unknown,
  mode: Mode,
): Promise<void> {
  const annotations = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as PaintedAnnotation[];
  const markers = (Array.isArray(props.markers) ? props.markers : []) as {
    name: string;
    legendDescription?: string;
  }[];
  const canvas = box.locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const toolButton = (name: string | undefined) => {
    const marker = markers.find((m) => m.name === name);
    if (!marker) throw new Error(`no toolbox marker ${String(name)}`);
    return box.getByRole('button', { name: marker.legendDescription ?? marker.name, exact: true });
  };
  const width = typeof props.width === 'number' ? props.width : 500;
  const height = typeof props.height === 'number' ? props.height : 400;
  let cursor = { x: Math.round(width / 2), y: Math.round(height / 2) };
  const moveCursor = async (to: { x: number; y: number }) => {
    for (const [delta, minus, plus] of [
      [to.x - cursor.x, 'ArrowLeft', 'ArrowRight'],
      [to.y - cursor.y, 'ArrowUp', 'ArrowDown'],
    ] as const) {
      if (delta % 5 !== 0)
        throw new Error(`the keyboard cursor moves by 5 px: cannot reach ${JSON.stringify(to)}`);
      const key = delta < 0 ? minus : plus;
      const n = Math.abs(delta);
      for (let i = 0; i < Math.floor(n / 20); i++) await page.keyboard.press(`Shift+${key}`);
      for (let i = 0; i < (n % 20) / 5; i++) await page.keyboard.press(key);
    }
    cursor = { x: to.x, y: to.y };
  };
  for (const a of annotations) {
    const first = a.points[0];
    if (!first) continue;
    if (a.type === 'Image') {
      const button = toolButton(a.metaData?.marker);
      if (mode === 'mouse') {
        await button.dragTo(canvas, { targetPosition: first });
      } else {
        await tabTo(page, button);
        await page.keyboard.press('Enter');
        // Past the other toolbox buttons (each a Tab stop) to the canvas; the marker stays armed.
        await tabTo(page, canvas);
        await moveCursor(first);
        await page.keyboard.press('Enter');
      }
    } else if (a.type === 'Brush') {
      if (mode === 'mouse') {
        await drag(
          page,
          canvas,
          a.points.map((p) => [p.x, p.y] as const),
        );
      } else {
        await tabTo(page, canvas);
        await moveCursor(first);
        await page.keyboard.press('Enter');
      }
    } else {
      throw new Error(`no gesture for a ${a.type} annotation`);
    }
  }
  await expect(canvas).toHaveAttribute('data-annotations', String(annotations.length));
}

/** Performs one actions-file step through the UI, and applies it to the twin. */
export async function perform(page: Page, twin: FormStore, step: ActionStep, mode: Mode): Promise<void> {
  const snapshot = twin.getSnapshot();
  if ('providers' in step) {
    await page.evaluate(
      (d) => (window as unknown as { setProviderData(d: unknown): void }).setProviderData(d),
      step.providers,
    );
  } else if ('setState' in step) {
    await page.evaluate(
      (s) => (window as unknown as { setCustomState(s: unknown): void }).setCustomState(s),
      step.setState,
    );
  } else if ('clearState' in step) {
    await page.evaluate(() => (window as unknown as { clearState(): void }).clearState());
  } else if ('set' in step) {
    const id = step.set;
    const state = snapshot.components.get(id);
    if (!state) throw new Error(`no component ${id}`);
    await reveal(page, snapshot, id, mode);
    const box = wrapper(page, id);
    switch (state.type) {
      case 'Text':
      case 'TextArea':
        await typeInto(
          page,
          box.locator('input:not([type="hidden"]), textarea').first(),
          String(step.value ?? ''),
          mode,
        );
        await leave(page, mode);
        break;
      case 'Number': {
        const separator = (state.props as { decimalSeparator?: unknown }).decimalSeparator;
        const text = step.value === null || step.value === undefined ? '' : String(step.value);
        await typeInto(
          page,
          box.locator('input').first(),
          typeof separator === 'string' ? text.replace('.', separator) : text,
          mode,
        );
        await leave(page, mode);
        break;
      }
      case 'Date': {
        const input = box.locator('input[type="date"]');
        // The browser's date input types segment by segment from the first (the month, en-US); a click
        // lands on the segment under the pointer, so click near the left edge.
        await input.scrollIntoViewIfNeeded();
        if (mode === 'mouse') await input.click({ position: { x: 6, y: 6 } });
        else {
          await tabTo(page, input);
          // Each segment of a date input is a Tab stop, and Shift+Tab lands on the last (the year): leave it
          // backwards, then Tab in again to start at the first segment, as a keyboard user would.
          const focused = () => input.evaluate((el) => el === document.activeElement);
          for (let k = 0; k < 4 && (await focused()); k++) await page.keyboard.press('Shift+Tab');
          await page.keyboard.press('Tab');
        }
        await page.keyboard.type(dateKeys(step.value));
        await leave(page, mode);
        break;
      }
      case 'Checkbox':
        await tick(page, box.locator('input[type="checkbox"]').first(), step.value === true, mode);
        break;
      case 'Option':
        await choose(
          page,
          snapshot,
          id,
          step.value,
          mode,
          (state.props as { multiSelect?: unknown }).multiSelect === true,
        );
        break;
      case 'CheckboxList':
        await choose(page, snapshot, id, step.value, mode, true);
        break;
      case 'AutoComplete':
        await autoComplete(page, snapshot, id, step.value, mode);
        break;
      case 'Dropdown':
        await dropdown(page, snapshot, id, step.value, mode);
        break;
      case 'Painter':
        await paint(page, box, state.props, step.value, mode);
        break;
      default:
        throw new Error(`no gesture for a set on ${state.type} (${id})`);
    }
  } else if ('check' in step) {
    await reveal(page, snapshot, step.check, mode);
    await tick(page, wrapper(page, step.check).locator('input[type="checkbox"]').first(), step.value, mode);
  } else if ('click' in step) {
    await reveal(page, snapshot, step.click, mode);
    await press(page, wrapper(page, step.click).locator('button').first(), mode);
  } else if ('add' in step) {
    await reveal(page, snapshot, step.add, mode);
    await press(page, wrapper(page, step.add).locator('.fw-list__add').last(), mode);
  } else if ('delete' in step) {
    await reveal(page, snapshot, step.delete, mode);
    await press(
      page,
      wrapper(page, step.delete).locator(`[data-item="${step.item}"] .fw-list__delete`).first(),
      mode,
    );
  } else if ('editSummary' in step) {
    await reveal(page, snapshot, step.editSummary, mode);
    const box = wrapper(page, step.editSummary);
    await tick(page, box.locator('input[type="checkbox"]').first(), true, mode);
    await typeInto(page, box.locator('textarea').first(), step.text, mode);
    await leave(page, mode);
  } else {
    throw new Error(`no gesture for step ${JSON.stringify(step)}`);
  }
  applyStep(twin, step);
  twin.flush();
}
