/* global window, document, location */
// The host simulator (served by `npm run runtime:dev`; the designer embeds it at /TemplateView): loads a
// form file and its script, mounts them with window.Formwright.mount, and plays the PACS host around it:
// provider data (setProviderData, and the parent's getData the runtime calls), every hidden input live,
// the report text, RTF, codes, worklist attributes, free fields, the custom state dump and restore, and
// clearState. Plain script (no build step), external so it runs under a strict CSP too.
(function () {
  const $ = (id) => document.getElementById(id);
  const sources = { spec: null, script: '', name: '' };
  let handle = null;

  function status(text) {
    $('status').textContent = text;
  }

  function providerJson() {
    return JSON.parse($('providers').value);
  }

  // The runtime calls the parent window's getData(names); here the page is its own parent.
  window.getData = function (names) {
    $('getDataLog').textContent += 'getData(' + JSON.stringify(names) + ')\n';
    try {
      return providerJson();
    } catch (e) {
      status('Provider data is not valid JSON: ' + e.message);
      return null;
    }
  };

  async function mount() {
    if (sources.spec === null) {
      status('Choose a form file first.');
      return;
    }
    if (handle) handle.unmount();
    handle = null;
    const element = $('form');
    try {
      handle = await window.Formwright.mount(element, {
        spec: sources.spec,
        script: sources.script,
        inPacs: $('inPacs').checked,
        buildMode: $('buildMode').checked,
        onSpecLine: (line) => status('Specification line ' + line),
      });
      status('Mounted ' + sources.name);
    } catch (e) {
      status('Mount failed: ' + e.message);
    }
  }

  function readFile(input, then) {
    const file = input.files && input.files[0];
    if (!file) return;
    file.text().then((text) => then(text, file.name));
  }

  $('formFile').addEventListener('change', (e) =>
    readFile(e.target, (text, name) => {
      sources.spec = text;
      sources.name = name;
      mount();
    }),
  );
  $('scriptFile').addEventListener('change', (e) =>
    readFile(e.target, (text) => {
      sources.script = text;
      if (sources.spec !== null) mount();
    }),
  );
  $('mount').addEventListener('click', mount);
  $('theme').addEventListener('change', (e) => {
    document.documentElement.className = 'theme-' + e.target.value;
  });

  function call(name, ...args) {
    const hook = window[name];
    if (typeof hook !== 'function') {
      status(name + ' is not available: mount a form first.');
      return undefined;
    }
    return hook(...args);
  }

  $('sendProviders').addEventListener('click', () => {
    try {
      call('setProviderData', providerJson());
    } catch (e) {
      status('Provider data is not valid JSON: ' + e.message);
    }
  });
  $('providersUpdated').addEventListener('click', () => call('dataProvidersUpdated'));
  $('showProviders').addEventListener('click', () => {
    $('getDataLog').textContent += 'getProviderData() = ' + JSON.stringify(call('getProviderData')) + '\n';
  });
  $('showRtf').addEventListener('click', () => {
    $('rtf').textContent = call('getReportRtf') ?? '';
  });
  $('showSectionsRtf').addEventListener('click', () => {
    const sections = call('getReportSectionsRtf');
    $('rtf').textContent =
      sections === undefined ? 'undefined (a v1 report has no sections)' : JSON.stringify(sections, null, 2);
  });
  $('dumpState').addEventListener('click', () => {
    $('state').value = JSON.stringify(call('getCustomState'), null, 2);
  });
  $('restoreState').addEventListener('click', () => {
    try {
      call('setCustomState', JSON.parse($('state').value));
    } catch (e) {
      status('The state is not valid JSON: ' + e.message);
    }
  });
  $('clearState').addEventListener('click', () => call('clearState'));

  // Live view of every hidden input the runtime keeps in the mounted element.
  function attributesOf(input) {
    const out = {};
    for (const a of input.attributes) if (!['type', 'name', 'value'].includes(a.name)) out[a.name] = a.value;
    return out;
  }
  function cell(text) {
    const td = document.createElement('td');
    td.textContent = text;
    return td;
  }
  function field(list, term, value) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    list.append(dt, dd);
  }
  let last = '';
  function refresh() {
    const inputs = [...$('form').querySelectorAll('input[type="hidden"]')];
    const rows = inputs.map((i) => ({ name: i.name, value: i.value, attributes: attributesOf(i) }));
    const key = JSON.stringify(rows);
    if (key === last) return;
    last = key;
    const body = $('hiddenInputs');
    body.replaceChildren(
      ...rows.map((r) => {
        const tr = document.createElement('tr');
        tr.append(cell(r.name), cell(r.value), cell(JSON.stringify(r.attributes)));
        return tr;
      }),
    );
    const report = rows.find((r) => r.name === '#Report');
    $('report').textContent = report ? report.value : '';
    const fields = $('fields');
    fields.replaceChildren();
    const codes = rows.find((r) => r.name === '#DiagnosticCodes');
    field(fields, 'Diagnostic codes', codes ? codes.value : '(none)');
    for (const r of rows) {
      if (r.attributes['data-worklist-attribute'])
        field(fields, 'Worklist ' + r.attributes['data-worklist-attribute'], r.value);
      if (r.attributes['data-free-field']) {
        const mode = 'data-free-field-clear' in r.attributes ? 'clear when empty' : 'ignore when empty';
        field(fields, 'Free field ' + r.attributes['data-free-field'] + ' (' + mode + ')', r.value);
      }
      if (r.attributes['data-report-changed'])
        field(fields, 'Report changed', r.attributes['data-report-changed']);
    }
  }
  new window.MutationObserver(refresh).observe($('form'), {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['value'],
  });
  window.setInterval(refresh, 250);

  // ?form=PATH&script=PATH (server paths) preloads a form, e.g. ?form=/fixtures/forms/demo.yaml
  const q = new URLSearchParams(location.search);
  async function preload() {
    const form = q.get('form');
    if (!form) return;
    sources.spec = await (await window.fetch(form)).text();
    sources.name = form;
    const script = q.get('script');
    if (script) sources.script = await (await window.fetch(script)).text();
    if (q.get('theme')) {
      document.documentElement.className = 'theme-' + q.get('theme');
      $('theme').value = q.get('theme');
    }
    await mount();
  }
  preload().catch((e) => status('Could not load ' + q.get('form') + ': ' + e.message));
})();
