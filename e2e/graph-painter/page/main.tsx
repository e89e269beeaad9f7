/**
 * Test page: `?form=NAME` (a YAML of e2e/graph-painter/forms or the corpus, by file name without .yaml)
 * `&theme=dark|light` `&buildMode=1`. Mounts FormView and puts the store on `window.__fw` for the tests.
 */
import { createRoot } from 'react-dom/client';
import { createForm, parseSpec, type FormStore } from '@formwright/core';
import { FormView } from '@formwright/react';
import '@formwright/react/styles.css';

const raw = {
  ...import.meta.glob<string>('../forms/*.yaml', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../fixtures/forms/corpus/*.yaml', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};
const forms = new Map(Object.entries(raw).map(([path, text]) => [path.replace(/^.*\/|\.yaml$/g, ''), text]));

declare global {
  interface Window {
    __fw?: { store: FormStore };
  }
}

const q = new URLSearchParams(location.search);
const name = q.get('form') ?? '';
const text = forms.get(name);
const el = document.getElementById('form')!;
const theme = q.get('theme') === 'light' ? 'light' : 'dark';
document.body.style.margin = '0';
document.body.style.padding = '12px';
document.body.style.background = theme === 'light' ? '#f6f7f9' : '#1b1e23';
if (text === undefined) {
  el.textContent = `no form ${name}`;
} else {
  const parsed = parseSpec(text);
  if (!parsed.spec) {
    el.textContent = parsed.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`).join('\n');
  } else {
    const store = createForm(parsed.spec);
    window.__fw = { store };
    createRoot(el).render(
      <FormView store={store} theme={theme} buildMode={q.get('buildMode') === '1'} inPacs />,
    );
  }
}
