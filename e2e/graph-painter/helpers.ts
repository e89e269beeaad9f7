import { expect, type Locator, type Page } from '@playwright/test';

/** What the test page (page/main.tsx) puts on the window: the form's store. */
interface Fw {
  store: { getSnapshot(): { components: Map<string, { value: unknown; props: Record<string, unknown> }> } };
}

/** Opens the test page with a form (e2e/graph-painter/forms or the corpus) and waits for its store. */
export async function openForm(
  page: Page,
  form: string,
  o: { theme?: 'dark' | 'light'; buildMode?: boolean } = {},
): Promise<void> {
  const q = new URLSearchParams({ form, theme: o.theme ?? 'dark' });
  if (o.buildMode) q.set('buildMode', '1');
  await page.goto(`/?${q.toString()}`);
  await page.waitForFunction(() => (window as unknown as { __fw?: unknown }).__fw !== undefined);
}

/** The canvas of a Painter instance. */
export function canvasOf(page: Page, id: string): Locator {
  return page.locator(`[data-fw-id="${id}"] canvas`);
}

/** A component's value or property in the store's latest snapshot. */
export function stateOf(page: Page, id: string, prop?: string): Promise<unknown> {
  return page.evaluate(
    ([i, p]) => {
      const s = (window as unknown as { __fw: Fw }).__fw.store.getSnapshot().components.get(i!);
      return p ? s?.props[p] : s?.value;
    },
    [id, prop] as const,
  );
}

/** The Painter's annotations as stored. */
export async function annotationsOf(
  page: Page,
  id: string,
): Promise<
  {
    type: string;
    colorIndex: number;
    points: { x: number; y: number }[];
    metaData?: Record<string, unknown>;
  }[]
> {
  const v = await stateOf(page, id);
  return (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as never;
}

/** The value of the hidden input named `name` (the host's view of the form). */
export function hiddenValue(page: Page, name: string): Promise<string | null> {
  return page.evaluate(
    (n) =>
      document.querySelector<HTMLInputElement>(`#form input[type="hidden"][name="${CSS.escape(n)}"]`)
        ?.value ?? null,
    name,
  );
}

/**
 * The PNG data URL of `id`'s image hidden input once it has settled: present and unchanged over 400 ms,
 * which is longer than the Painter's 200 ms store delay and the Graph's 100 ms capture delay, so the
 * picture is the one taken after the last change.
 */
export async function storedPng(page: Page, id: string): Promise<string> {
  let last: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await hiddenValue(page, id);
        const settled = now !== null && now === last && now.startsWith('data:image/png;base64,');
        last = now;
        return settled;
      },
      { timeout: 10_000, intervals: [400] },
    )
    .toBe(true);
  return last!;
}

/** Decodes a PNG data URL in the page: its size and the RGBA of the given pixels. */
export function pngPixels(
  page: Page,
  png: string,
  points: readonly (readonly [number, number])[],
): Promise<{ width: number; height: number; pixels: number[][] }> {
  return page.evaluate(
    async ([src, pts]) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const pixels = pts.map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]);
      return { width: c.width, height: c.height, pixels };
    },
    [png, points] as const,
  );
}

/** Drags the mouse over a canvas through points given in canvas pixels. */
export async function drag(
  page: Page,
  canvas: Locator,
  points: readonly (readonly [number, number])[],
  o: { button?: 'left' | 'right'; modifiers?: ('Shift' | 'Control')[]; steps?: number } = {},
): Promise<void> {
  const box = (await canvas.boundingBox())!;
  // Points are in canvas pixels: inside the content box, past the canvas's border.
  const border = await canvas.evaluate((c) => [c.clientLeft, c.clientTop] as const);
  const at = ([x, y]: readonly [number, number]) => [box.x + border[0] + x, box.y + border[1] + y] as const;
  for (const m of o.modifiers ?? []) await page.keyboard.down(m);
  await page.mouse.move(...at(points[0]!));
  await page.mouse.down({ button: o.button ?? 'left' });
  for (const p of points.slice(1)) await page.mouse.move(...at(p), { steps: o.steps ?? 4 });
  await page.mouse.up({ button: o.button ?? 'left' });
  for (const m of o.modifiers ?? []) await page.keyboard.up(m);
}

/** A click on a canvas at a point in canvas pixels. */
export async function clickAt(
  page: Page,
  canvas: Locator,
  [x, y]: readonly [number, number],
  o: { button?: 'left' | 'right'; modifiers?: ('Shift' | 'Control')[] } = {},
): Promise<void> {
  await canvas.click({ position: { x, y }, button: o.button ?? 'left', modifiers: o.modifiers ?? [] });
}
