/* global window, document, location */
// The test host page (e2e/runtime): mounts a form from the query string and records what a test reads.
// External (not inline) so the page works under the strict CSP (?csp=strict).
//   ?form=PATH (a repo path, e.g. fixtures/forms/demo.yaml)  &compiled=1 (load /compiled?form=…)
//   &script=PATH  &theme=dark|light  &buildMode=1  &inPacs=1  &getData=1 (the page plays the parent's getData)
(function () {
  const q = new URLSearchParams(location.search);
  const host = (window.__host = {
    violations: [],
    specLines: [],
    getDataCalls: [],
    mounted: false,
    error: null,
  });
  // The longest main-thread blocks (tasks of 50 ms or more), from the start of the page.
  host.longTasks = [];
  try {
    new window.PerformanceObserver((list) => {
      for (const e of list.getEntries()) host.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask entries in this browser: the list stays empty.
  }
  document.addEventListener('securitypolicyviolation', (e) => {
    host.violations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
  });
  if (q.get('getData') === '1') {
    window.getData = (names) => {
      host.getDataCalls.push(names);
      return host.providerAnswer ?? null;
    };
  }
  if (q.get('theme')) document.documentElement.className = 'theme-' + q.get('theme');
  async function text(path) {
    const r = await fetch('/' + path);
    if (!r.ok) throw new Error(path + ': ' + r.status);
    return r.text();
  }
  async function start() {
    const form = q.get('form');
    if (!form) return;
    const scriptPath = q.get('script');
    const script = scriptPath ? await text(scriptPath) : undefined;
    let spec;
    if (q.get('compiled') === '1') {
      const url =
        '/compiled?form=' +
        encodeURIComponent(form) +
        (scriptPath ? '&script=' + encodeURIComponent(scriptPath) : '');
      spec = await (await fetch(url)).json();
    } else {
      spec = await text(form);
    }
    const options = { spec, script, buildMode: q.get('buildMode') === '1', inPacs: q.get('inPacs') === '1' };
    if (q.get('fixedTheme')) options.theme = q.get('fixedTheme');
    options.onSpecLine = (line) => host.specLines.push(line);
    host.handle = await window.Formwright.mount(document.getElementById('form'), options);
    host.mountedAt = window.performance.now();
    host.mounted = true;
  }
  start().catch((e) => {
    host.error = String(e && e.stack ? e.stack : e);
    console.error(e);
  });
})();
