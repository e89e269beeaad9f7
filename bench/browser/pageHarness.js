/* global window, document, requestAnimationFrame, MutationObserver */
// The in-page half of the browser bench (bench/browser/runtime.bench.ts), shared by both libraries' pages
// so both are measured by the same code. Each page defines `window.__lib` before calling __firstRender:
//   { mount(host): Promise|void, reportText(host): string|null, input(host, i): HTMLInputElement|null, count(host) }
// The method follows /work/shared/bench/surveyjs-browser-anchor.md: the end of a frame's paint is the
// moment a user-blocking scheduler.postTask posted from that frame's requestAnimationFrame runs; a key is
// timed from its keydown event.timeStamp; keyup is sent after the measurement.
/**
 * The report element of a page's `reportText`, found once and kept while it stays in the document: the
 * harness reads the report after every DOM mutation, and a search of a 7,000-element page each time
 * (about 0.5 ms) would count in the keystroke of the page with the most DOM, whichever library it runs.
 */
window.reportElement = (function () {
  const found = new Map();
  return (host, selector) => {
    let el = found.get(selector);
    if (!el || !el.isConnected || !host.contains(el)) {
      el = host.querySelector(selector);
      found.set(selector, el);
    }
    return el;
  };
})();
(function () {
  const now = () => performance.now();
  const longTasks = [];
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) longTasks.push(e);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask entries: the figure reads 0.
  }
  const longestIn = (a, b) => {
    let m = 0;
    for (const e of longTasks)
      if (e.startTime < b && e.startTime + e.duration > a) m = Math.max(m, e.duration);
    return m;
  };
  /** Calls back after the current frame's paint (user-blocking task from its rAF). */
  function afterPaint(cb) {
    const s = window.scheduler;
    if (s && s.postTask) {
      s.postTask(() => cb(now()), { priority: 'user-blocking' });
      return;
    }
    const ch = new MessageChannel();
    ch.port1.onmessage = () => cb(now());
    ch.port2.postMessage(0);
  }
  const twoFrames = () =>
    new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(() => afterPaint(res))));
  const host = () => document.getElementById('root');

  /**
   * First render: t0, mount, then (a) the first painted frame showing the first screen (the first 20 inputs
   * on screen and the report computed where the host reads it: `lib.output`), and (b) the first painted
   * frame holding all N inputs and the report on screen. A library that renders everything at once reaches
   * both in the same frame.
   */
  window.__firstRender = (n) =>
    new Promise((resolve, reject) => {
      const lib = window.__lib;
      const t0 = now();
      Promise.resolve(lib.mount(host())).catch(reject);
      const tCall = now() - t0;
      const complete = () => lib.count(host()) === n && /S9=\d/.test(lib.reportText(host()) || '');
      const firstScreen = () =>
        lib.input(host(), 19) !== null &&
        /S9=\d/.test((lib.output ? lib.output(host()) : lib.reportText(host())) || '');
      let first = null;
      const tick = () => {
        if (first === null && firstScreen()) {
          const frame = now() - t0;
          first = { frame, paint: null };
          afterPaint((t) => (first.paint = t - t0));
        }
        if (!complete()) {
          if (now() - t0 > 60000) return reject(new Error('first render: incomplete after 60 s'));
          return requestAnimationFrame(tick);
        }
        const frame = now() - t0;
        afterPaint((t) => {
          const paint = t - t0;
          twoFrames().then(() =>
            resolve({
              frame,
              paint,
              firstPaint: first && first.paint !== null ? first.paint : paint,
              call: tCall,
              longtask: longestIn(t0, t0 + paint),
              report: lib.reportText(host()),
              inputs: lib.count(host()),
            }),
          );
        });
      };
      requestAnimationFrame(tick);
    });

  /** Mounts the form and waits until all n inputs are on screen (the accept-all form has no report yet). */
  window.__mountOnly = (n) =>
    new Promise((resolve, reject) => {
      const lib = window.__lib;
      const t0 = now();
      Promise.resolve(lib.mount(host())).catch(reject);
      const tick = () => {
        if (lib.count(host()) !== n) {
          if (now() - t0 > 60000) return reject(new Error('mount: incomplete after 60 s'));
          return requestAnimationFrame(tick);
        }
        twoFrames().then(() => resolve(lib.reportText(host())));
      };
      requestAnimationFrame(tick);
    });

  let armed = null;
  window.addEventListener(
    'keydown',
    (e) => {
      // The last keydown before the report changed: a chord (Alt+Shift+A) is timed from its last key.
      if (armed && armed.mut === null) armed.stamp = e.timeStamp;
    },
    true,
  );

  /** Focuses input i with its text selected, waits two frames and a phase, and arms the measurement. */
  window.__prepKey = async (i, phaseMs) => {
    const lib = window.__lib;
    const input = lib.input(host(), i);
    if (!input) throw new Error('no input ' + i);
    input.focus();
    input.select();
    await twoFrames();
    if (phaseMs > 0) await new Promise((res) => setTimeout(res, phaseMs));
    const before = lib.reportText(host());
    const a = { stamp: null, mut: null, paint: null, before, i };
    a.done = new Promise((res) => (a.resolve = res));
    const mo = new MutationObserver(() => {
      if (a.mut !== null || lib.reportText(host()) === a.before) return;
      a.mut = now();
      requestAnimationFrame(() =>
        afterPaint((t) => {
          a.paint = t;
          mo.disconnect();
          a.resolve();
        }),
      );
    });
    mo.observe(host(), { subtree: true, childList: true, characterData: true, attributes: true });
    armed = a;
    return { value: input.value, report: before };
  };

  /** Waits for the armed key's report change to be painted; times from the keydown's timeStamp. */
  window.__waitKey = async (timeoutMs) => {
    const a = armed;
    const ok = await Promise.race([
      a.done.then(() => true),
      new Promise((r) => setTimeout(() => r(false), timeoutMs)),
    ]);
    armed = null;
    await twoFrames();
    const lib = window.__lib;
    return {
      ok,
      mut: a.mut === null ? null : a.mut - a.stamp,
      paint: a.paint === null ? null : a.paint - a.stamp,
      longtask: longestIn(a.stamp, a.paint === null ? now() : a.paint),
      report: lib.reportText(host()),
      value: lib.input(host(), a.i).value,
    };
  };
})();
