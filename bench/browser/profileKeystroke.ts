// Where one keystroke (or one accept-all) of the browser bench goes, in Chromium: not a bench (run.ts
// ignores it), a tool. `npx tsx bench/browser/profileKeystroke.ts [keys|accept]` with the bench's pages
// (FORMWRIGHT_RUNTIME_DIST as the bench; an unminified build names the functions). Two passes over the same
// keystrokes: a trace (main-thread self time per trace event inside each keystroke's window, keydown to the
// painted report) and a CPU profile (self time per JavaScript function over the keystrokes).
import { chromium, type Page } from 'playwright-core';
import { CHROME_ARGS, servePages } from './runtime.bench';

const N = 500;
/**
 * keys: the bench's keystrokes; accept: Alt+Shift+A; static: our form's DOM copied without React, whose
 * inputs' `input` event writes the report text at once (what our DOM and CSS cost a keystroke by themselves);
 * floor: the bench's no-work floor page; bare: the bench's page of 500 plain inputs and no other work.
 */
const mode = (['accept', 'static', 'floor', 'bare'] as const).find((m) => m === process.argv[2]) ?? 'keys';
const COUNT = Number(process.env.PROFILE_KEYS ?? 20);

type W = typeof globalThis & {
  __firstRender(n: number): Promise<unknown>;
  __mountOnly(n: number): Promise<unknown>;
  __prepKey(i: number, ph: number): Promise<unknown>;
  __waitKey(t: number): Promise<{ ok: boolean; paint: number; mut: number }>;
  clearState(): void;
};

const last = new Map<number, number>([
  [0, 1],
  [N / 2 - 1, 1],
]);

/** One measured keystroke (or Alt+Shift+A): its keydown-to-paint and keydown-to-mutation times. */
async function one(
  p: Page,
  k: number,
  around?: { before(): Promise<void>; after(): Promise<void> },
): Promise<{ paint: number; mut: number }> {
  if (mode === 'accept') await p.evaluate(() => (window as unknown as W).clearState());
  const phase = ((k * 0.6180339887) % 1) * 16.7;
  // As the bench: the first half of the keys into n_0, the second into the middle field.
  const target = mode === 'accept' || mode === 'floor' || k < COUNT / 2 ? 0 : N / 2 - 1;
  await p.evaluate(([i, ph]) => (globalThis as W).__prepKey(i, ph), [target, phase] as const);
  // A digit other than the field's last one, so every key changes the report.
  let digit = 2 + (k % 8);
  if (digit === last.get(target)) digit = digit === 9 ? 2 : digit + 1;
  last.set(target, digit);
  const keys = mode === 'accept' ? ['Alt', 'Shift', 'KeyA'] : [String(digit)];
  await around?.before();
  for (const key of keys) await p.keyboard.down(key);
  const r = await p.evaluate(() => (globalThis as W).__waitKey(5000));
  await around?.after();
  for (const key of [...keys].reverse()) await p.keyboard.up(key);
  if (!r.ok) throw new Error(`key ${k}: the report did not change`);
  return r;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what a loaded machine does not stretch. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; [k: string]: unknown } };
}

const { server, base } = await servePages();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [...CHROME_ARGS],
  headless: true,
});
try {
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  const pageName = { accept: 'fw-accept', floor: 'floor', keys: 'fw', static: 'fw', bare: 'bare' }[mode];
  await p.goto(`${base}/${pageName}.html`, { waitUntil: 'load' });
  if (mode === 'accept' || mode === 'bare') await p.evaluate((n) => (globalThis as W).__mountOnly(n), N);
  else if (mode === 'floor') await p.evaluate(() => (globalThis as W).__mountOnly(1));
  else await p.evaluate((n) => (globalThis as W).__firstRender(n), N);
  if (process.env.PROFILE_CSS) await p.addStyleTag({ content: process.env.PROFILE_CSS });
  // PROFILE_STATIC_REPORT=outside: the static page's report is a small element above the form instead.
  if (mode === 'static')
    await p.evaluate((outside) => {
      const host = document.getElementById('root') as HTMLElement;
      const copy = document.createElement('div');
      copy.innerHTML = host.innerHTML;
      host.removeAttribute('id');
      copy.id = 'root';
      host.replaceWith(copy);
      let report = copy.querySelector('[data-fw-id="report"]') as HTMLElement;
      if (outside) {
        report.removeAttribute('data-fw-id');
        report = document.createElement('p');
        report.setAttribute('data-fw-id', 'report');
        report.textContent = 'Report: S9=1';
        copy.prepend(report);
      }
      const text =
        [...report.querySelectorAll('*')].find(
          (e) => e.children.length === 0 && /S9=/.test(e.textContent ?? ''),
        ) ?? report;
      let k = 0;
      copy.addEventListener('input', (e) => {
        text.textContent = `${(text.textContent ?? '').replace(/ #\d+$/, '')} #${++k}`;
        void e;
      });
    }, process.env.PROFILE_STATIC_REPORT === 'outside');
  for (let k = 0; k < 6; k++) await one(p, k);

  // Pass 1: the trace.
  await browser.startTracing(p, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink',
      ...(process.env.PROFILE_INVALIDATIONS
        ? ['disabled-by-default-devtools.timeline.invalidationTracking']
        : []),
      ...(process.env.PROFILE_CATEGORIES ? process.env.PROFILE_CATEGORIES.split(',') : []),
    ],
  });
  const times: { paint: number; mut: number }[] = [];
  for (let k = 0; k < COUNT; k++) times.push(await one(p, k));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const keydowns = onMain.filter(
    (e) =>
      e.name === 'EventDispatch' &&
      e.args?.data?.type === 'keydown' &&
      // the keydown of the chord's last key (the harness times from it)
      true,
  );
  // Windows: from each measured key's last keydown to keydown + paint (the harness's figure).
  const windows: [number, number][] = [];
  const lastKeydowns: TraceEvent[] = [];
  const perKey = mode === 'accept' ? 3 : 1;
  for (let k = 0; k < COUNT; k++) lastKeydowns.push(keydowns[k * perKey + perKey - 1] as TraceEvent);
  lastKeydowns.forEach((e, k) => windows.push([e.ts, e.ts + (times[k]?.paint ?? 0) * 1000]));
  // Self time per event name inside the windows (nesting by a stack of enclosing events).
  const self = new Map<string, number>();
  for (const [a, b] of windows) {
    const inside = onMain.filter((e) => e.ts >= a && e.ts < b);
    const stack: TraceEvent[] = [];
    const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us);
    for (const e of inside) {
      while (
        stack.length &&
        (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0) <= e.ts
      )
        stack.pop();
      const parent = stack.at(-1);
      add(e.name, e.tdur ?? e.dur ?? 0);
      if (parent) add(parent.name, -(e.tdur ?? e.dur ?? 0));
      stack.push(e);
    }
  }
  if (process.env.PROFILE_INVALIDATIONS) {
    // What the keystrokes invalidated: style, layout and paint invalidations by reason and node.
    const inv = new Map<string, number>();
    for (const e of events) {
      if (!/Invalidat/.test(e.name) || e.pid !== main.pid) continue;
      if (!process.env.PROFILE_INV_ALL && !windows.some(([a, b]) => e.ts >= a && e.ts < b)) continue;
      const d = (e.args?.data ?? {}) as Record<string, unknown>;
      const key = `${e.name} ${String(d.reason ?? d.type ?? '')} ${String(d.nodeName ?? '')}`;
      inv.set(key, (inv.get(key) ?? 0) + 1);
    }
    console.log('invalidations per key, top 30:');
    for (const [k, c] of [...inv].sort((x, y) => y[1] - x[1]).slice(0, 30))
      console.log(`  ${(c / COUNT).toFixed(1).padStart(7)}  ${k}`);
  }
  if (process.env.PROFILE_TREE) {
    // The main thread's events of the last window as a tree (≥ 0.2 ms), times from its keydown.
    const [a, b] = windows.at(-1) as [number, number];
    const stack: TraceEvent[] = [];
    for (const e of onMain.filter((x) => x.ts >= a - 2000 && x.ts < b + 2000)) {
      while (
        stack.length &&
        (stack.at(-1) as TraceEvent).ts + ((stack.at(-1) as TraceEvent).dur ?? 0) <= e.ts
      )
        stack.pop();
      if ((e.dur ?? 0) >= 200)
        console.log(
          `${((e.ts - a) / 1000).toFixed(2).padStart(8)} ${((e.dur ?? 0) / 1000).toFixed(2).padStart(6)} cpu ${((e.tdur ?? 0) / 1000).toFixed(2).padStart(6)} ${'  '.repeat(stack.length)}${e.name} ${e.args?.data?.type ?? ''}`,
        );
      stack.push(e);
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[xs.length >> 1] as number;
  console.log(
    `${mode}: ${COUNT} measured, median keydown→report DOM ${med(times.map((t) => t.mut)).toFixed(1)} ms, → painted ${med(times.map((t) => t.paint)).toFixed(1)} ms`,
  );
  const cpu = [...self.values()].reduce((x, y) => x + y, 0);
  console.log(
    `main-thread self CPU time per key inside the windows (thread time where the trace has it), ${(cpu / 1000 / COUNT).toFixed(2)} ms in all; top 25 (ms):`,
  );
  for (const [name, us] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 25))
    console.log(`  ${(us / 1000 / COUNT).toFixed(2).padStart(7)}  ${name}`);

  // Pass 2: the CPU profile (PROFILE_CPU=0 leaves it out).
  if (process.env.PROFILE_CPU === '0') {
    await ctx.close();
    process.exit(0);
  }
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  type Profile = {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  // PROFILE_PER_KEY=1: the profiler runs only from just before each key until its report is painted, so
  // the harness between keys (accept's clearState) stays out; the profiles are merged.
  const perKeyProfile = process.env.PROFILE_PER_KEY === '1';
  const profiles: Profile[] = [];
  const around = perKeyProfile
    ? {
        before: async () => void (await cdp.send('Profiler.start')),
        after: async () => {
          profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile);
        },
      }
    : undefined;
  if (!perKeyProfile) await cdp.send('Profiler.start');
  for (let k = 0; k < COUNT; k++) await one(p, k, around);
  if (!perKeyProfile)
    profiles.push(((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile);
  const fnSelf = new Map<string, number>();
  const incl = new Map<string, number>();
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const keyOf = (f: { functionName: string; url: string; lineNumber: number }) =>
      `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      if (!n) return;
      fnSelf.set(
        keyOf(n.callFrame),
        (fnSelf.get(keyOf(n.callFrame)) ?? 0) + (profile.timeDeltas[i + 1] ?? 0),
      );
    });
    // Inclusive time per function (a sample counts once per function on its stack).
    const parent = new Map<number, number>();
    for (const n of profile.nodes as { id: number; children?: number[] }[])
      for (const c of n.children ?? []) parent.set(c, n.id);
    profile.samples.forEach((id, i) => {
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const f = byId.get(at)?.callFrame;
        if (!f || !f.url) continue;
        const key = keyOf(f);
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
      }
    });
  }
  const total = [...fnSelf].filter(([k]) => !k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0);
  console.log(
    `CPU profile: ${(total / 1000 / COUNT).toFixed(2)} ms sampled (not idle) per key, ${perKeyProfile ? 'keys only' : 'harness included'}; top 40 self (ms per key):`,
  );
  for (const [name, us] of [...fnSelf].sort((x, y) => y[1] - x[1]).slice(0, 40))
    console.log(`  ${(us / 1000 / COUNT).toFixed(3).padStart(7)}  ${name}`);
  console.log('top 40 inclusive (ms per key):');
  for (const [name, us] of [...incl].sort((x, y) => y[1] - x[1]).slice(0, 40))
    console.log(`  ${(us / 1000 / COUNT).toFixed(3).padStart(7)}  ${name}`);
  await ctx.close();
} finally {
  await browser.close();
  server.close();
}
