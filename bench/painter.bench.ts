// The Painter bench (issue 12's Done-when), in Chromium: the Graph and Painter test page
// (e2e/graph-painter, built with vite into node_modules/.cache/e2e-graph-painter) served statically. A
// 500-point brush stroke and a spray held for 2 s; each pointer event's and each spray tick's work (handler
// plus the canvas repaint, both synchronous) timed with performance.now() in the page. Target: every frame's
// work under 16 ms. Baseline in the same run: a bare 2x canvas redrawing the same polyline per event.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { BenchRow } from './harness';
import { CHROME_ARGS } from './chromium';

const dist = fileURLToPath(new URL('../node_modules/.cache/e2e-graph-painter/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function serve(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    }),
  );
}

const max = (xs: number[]) => xs.reduce((m, x) => Math.max(m, x), 0);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
const p95 = (xs: number[]) => pct(xs, 0.95);
const p99 = (xs: number[]) => pct(xs, 0.99);

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('build the test page first: npx vite build --config e2e/graph-painter/vite.config.ts');
  }
  const { server, url } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROME_ARGS],
  });
  try {
    const page = await browser.newPage();
    // Time every timer callback (the spray ticks run on the store's real clock: setTimeout).
    await page.addInitScript(() => {
      const w = window as unknown as { __timerWork: number[] };
      w.__timerWork = [];
      const original = window.setTimeout.bind(window);
      window.setTimeout = ((fn: () => void, ms?: number) =>
        original(() => {
          const t0 = performance.now();
          fn();
          w.__timerWork.push(performance.now() - t0);
        }, ms)) as typeof window.setTimeout;
    });
    await page.goto(`${url}/?form=painters&theme=dark`);
    await page.waitForFunction(() => (window as unknown as { __fw?: unknown }).__fw !== undefined);

    // A 500-point brush stroke, events dispatched and timed one by one; then the same points on a bare canvas.
    // In-page code as text: tsx's transpiler would add helpers (__name) the page does not have.
    const stroke = (await page.evaluate(`(() => {
      // A warm-up stroke of the same length on another brush Painter (JIT), then the measured one.
      const warm = document.querySelector('[data-fw-id="undoNone"] canvas');
      const wr = warm.getBoundingClientRect();
      warm.dispatchEvent(new PointerEvent('pointerdown', { clientX: wr.left + 20, clientY: wr.top + 20, pointerId: 1, button: 0, bubbles: true }));
      for (let i = 1; i < 500; i++)
        warm.dispatchEvent(new PointerEvent('pointermove', { clientX: wr.left + 11 + (i % 180), clientY: wr.top + 71, pointerId: 1, bubbles: true }));
      warm.dispatchEvent(new PointerEvent('pointerup', { clientX: wr.left + 20, clientY: wr.top + 71, pointerId: 1, bubbles: true }));
      const canvas = document.querySelector('[data-fw-id="brush"] canvas');
      const r = canvas.getBoundingClientRect();
      const x = (i) => 10 + (i % 180);
      const y = (i) => 10 + Math.round(60 + 50 * Math.sin(i / 20));
      const fire = (type, i) =>
        canvas.dispatchEvent(
          new PointerEvent(type, { clientX: r.left + 1 + x(i), clientY: r.top + 1 + y(i), pointerId: 1, button: 0, bubbles: true }),
        );
      const ours = [];
      fire('pointerdown', 0);
      for (let i = 1; i < 500; i++) {
        const t0 = performance.now();
        fire('pointermove', i);
        ours.push(performance.now() - t0);
      }
      const t0 = performance.now();
      fire('pointerup', 499);
      ours.push(performance.now() - t0);

      const bare = document.createElement('canvas');
      bare.width = 400;
      bare.height = 300;
      const ctx = bare.getContext('2d');
      ctx.scale(2, 2);
      const baseline = [];
      for (let i = 0; i < 500; i++) {
        const t1 = performance.now();
        ctx.fillStyle = '#23272e';
        ctx.fillRect(0, 0, 200, 150);
        ctx.beginPath();
        ctx.moveTo(x(0), y(0));
        for (let k = 1; k <= i; k++) ctx.lineTo(x(k), y(k));
        ctx.stroke();
        ctx.getImageData(0, 0, 1, 1); // flush the drawing, as the browser's frame would
        baseline.push(performance.now() - t1);
      }
      return { ours, baseline };
    })()`)) as { ours: number[]; baseline: number[] };

    // The spray held for 2 s: the work of each 20 ms tick.
    await page.evaluate(() => ((window as unknown as { __timerWork: number[] }).__timerWork.length = 0));
    const box = (await page.locator('[data-fw-id="spray"] canvas').boundingBox())!;
    await page.mouse.move(box.x + 100, box.y + 75);
    await page.mouse.down();
    await page.waitForTimeout(2000);
    await page.mouse.up();
    const ticks = await page.evaluate(() => (window as unknown as { __timerWork: number[] }).__timerWork);
    const dots = await page.evaluate(() => {
      const v = (
        window as unknown as {
          __fw: { store: { getSnapshot(): { components: Map<string, { value: unknown }> } } };
        }
      ).__fw.store
        .getSnapshot()
        .components.get('spray')?.value as { points: unknown[] }[] | undefined;
      return v?.[0]?.points.length ?? 0;
    });

    return [
      {
        bench: 'painter',
        case: '500-point brush stroke: slowest pointer event (handler + repaint)',
        ours: max(stroke.ours),
        baseline: max(stroke.baseline),
        unit: 'ms',
        target: '< 16 ms per frame',
        met: max(stroke.ours) < 16,
        note: `p95 ${p95(stroke.ours).toFixed(2)} ms, p99 ${p99(stroke.ours).toFixed(2)} ms; baseline: a bare canvas redrawing the polyline (same machine noise)`,
      },
      {
        bench: 'painter',
        case: 'spray held 2 s: slowest 20 ms tick (dots + repaint)',
        ours: max(ticks),
        unit: 'ms',
        target: '< 16 ms per frame',
        met: ticks.length > 0 && max(ticks) < 16,
        note: `${ticks.length} timer callbacks, ${dots} ticks stored, p95 ${p95(ticks).toFixed(2)} ms`,
      },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}
