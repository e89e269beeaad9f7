/**
 * /TemplateView: the runtime's host simulator inside the designer (the standalone one is
 * apps/runtime/simulator, served by `npm run runtime:dev`). Paste or load a specification and script,
 * mount the form as an IDS7 host would (theme, in PACS, build mode), and play the host around it: the
 * eight host hooks as buttons (the very hooks the runtime installs, from @formwright/react), the parent's
 * getData answered from a JSON box, and every hidden input (#Report and the rest) shown live. Opened from the
 * menu while a form is being edited, it starts on that form (its text as it is now) and mounts it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'react-router';
import type { FormStore } from '@formwright/core/headless';
import { createHostHooks, installHostHooks, requestProviderData, type HostHooks } from '@formwright/host';
import { FormView } from '@formwright/react';
import { useApp } from '../../session/SessionContext';
import { DEMO_FORM } from '../editor/starterForms';
import { editedFormOf } from './editedForm';
import { errorLines, runForm, type RunningForm } from '../preview/runForm';
import {
  SAMPLE_PROVIDER_DATA,
  hiddenInputRows,
  hostFields,
  printAnswer,
  reportOf,
  sourcesFromFile,
  type HiddenInputRow,
} from './hostSimulator';
import { errorText } from '../../layout/ServerList';
import './templateView.css';

type HookName = keyof HostHooks;
type Mounted = RunningForm & { readonly generation: number };

/** Calls a hook on the window the way the host does; undefined (and a status) when none is installed. */
function callHook(name: HookName, args: readonly unknown[], onMissing: (text: string) => void): unknown {
  const hook = (window as unknown as Record<string, unknown>)[name];
  if (typeof hook !== 'function') {
    onMissing(`${name} is not available: mount a form first.`);
    return undefined;
  }
  return (hook as (...a: unknown[]) => unknown)(...args);
}

/** A labelled text box (the label beside the box, so the name is the label alone, not its text too). */
function TextBox(props: {
  readonly label: string;
  readonly rows: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="fw-template-view-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        spellCheck={false}
        rows={props.rows}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

/** The TemplateView page. */
export default function TemplateViewPage() {
  const { colorMode } = useApp();
  // The form being edited, when the menu link came from the editor (else the demo form).
  const location = useLocation();
  const [opened] = useState(() => editedFormOf(location.state));
  const [spec, setSpec] = useState(opened?.spec ?? DEMO_FORM);
  const [script, setScript] = useState(opened?.script ?? '');
  const [theme, setTheme] = useState<'dark' | 'light'>(colorMode);
  const [inPacs, setInPacs] = useState(true);
  const [buildMode, setBuildMode] = useState(false);
  const [providerJson, setProviderJson] = useState(SAMPLE_PROVIDER_DATA);
  const [stateJson, setStateJson] = useState('');
  const [output, setOutput] = useState('');
  const [calls, setCalls] = useState<readonly string[]>([]);
  const [status, setStatus] = useState('');
  const [mounted, setMounted] = useState<Mounted | undefined>(undefined);
  const [rows, setRows] = useState<readonly HiddenInputRow[]>([]);
  const formElement = useRef<HTMLDivElement>(null);
  const providerText = useRef(providerJson);
  providerText.current = providerJson;
  const generation = useRef(0);

  // The page is the form's parent: the runtime asks it for provider data through getData(names).
  useEffect(() => {
    const win = window as unknown as { getData?: unknown };
    const getData = (names: readonly string[]) => {
      setCalls((c) => [...c, `getData(${JSON.stringify(names)})`]);
      try {
        return JSON.parse(providerText.current) as unknown;
      } catch (e) {
        setStatus(`Provider data is not valid JSON: ${errorText(e)}`);
        return null;
      }
    };
    win.getData = getData;
    return () => {
      if (win.getData === getData) delete win.getData;
    };
  }, []);

  // A mounted store gets the host hooks on the window and is asked for its providers' data, as mount() does.
  useEffect(() => {
    const store = mounted?.store;
    if (!store) return undefined;
    const uninstall = installHostHooks(window, createHostHooks(window, store, mounted.dataSources));
    if (mounted.dataSources.length > 0) requestProviderData(window, store, mounted.dataSources);
    return () => {
      uninstall();
      store.dispose();
    };
  }, [mounted]);

  // The hidden inputs, live: on every change inside the form element, and every 250 ms as a fallback.
  useEffect(() => {
    const element = formElement.current;
    if (!element) return undefined;
    let last = '';
    const refresh = () => {
      const next = hiddenInputRows(element);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setRows(next);
    };
    const observer = new MutationObserver(refresh);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
    const timer = window.setInterval(refresh, 250);
    refresh();
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  const mount = useCallback(async () => {
    if (spec.trim() === '') {
      setStatus('Paste or load a specification first.');
      return;
    }
    setStatus('Mounting…');
    const running: { store?: FormStore } = {};
    const form = await runForm(spec, script, {
      buildMode,
      onProviderUpdateRequest: (names) => {
        if (running.store) requestProviderData(window, running.store, names ?? form.dataSources);
      },
    });
    running.store = form.store;
    generation.current += 1;
    setMounted({ ...form, generation: generation.current });
    setStatus(form.store ? 'Mounted' : 'The form cannot be shown: its specification has errors.');
  }, [spec, script, buildMode]);

  // Opened on the edited form: mount it at once, as the author would press Mount.
  const mountedOpened = useRef(false);
  useEffect(() => {
    if (!opened || mountedOpened.current) return;
    mountedOpened.current = true;
    void mount().then(() =>
      setStatus((s) =>
        s === 'Mounted' ? `Mounted the form being edited: ${opened.title ?? 'untitled'}` : s,
      ),
    );
  }, [opened, mount]);

  const readFile = async (file: File | undefined, into: 'spec' | 'script') => {
    if (!file) return;
    const text = await file.text();
    if (into === 'script') {
      setScript(text);
      return;
    }
    const sources = sourcesFromFile(text);
    setSpec(sources.spec);
    if (sources.script !== undefined) setScript(sources.script);
    setStatus(`Loaded ${file.name}: press Mount.`);
  };

  const hook = (name: HookName, ...args: unknown[]) => callHook(name, args, setStatus);
  const show = (name: HookName, answer: unknown) => setOutput(`${name}() = ${printAnswer(answer)}`);
  const parsed = (text: string, what: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (e) {
      setStatus(`${what} is not valid JSON: ${errorText(e)}`);
      return { ok: false };
    }
  };
  const fields = hostFields(rows);

  return (
    <div className="fw-template-view">
      <header className="fw-template-view-bar">
        <h1>TemplateView</h1>
        <label className="fw-file-button">
          Load form file
          <input
            type="file"
            accept=".yaml,.yml,.json,.ssrt"
            onChange={(e) => {
              void readFile(e.target.files?.[0], 'spec');
              e.target.value = '';
            }}
          />
        </label>
        <label className="fw-file-button">
          Load script file
          <input
            type="file"
            accept=".js,.txt"
            onChange={(e) => {
              void readFile(e.target.files?.[0], 'script');
              e.target.value = '';
            }}
          />
        </label>
        <label>
          Theme{' '}
          <select value={theme} onChange={(e) => setTheme(e.target.value === 'light' ? 'light' : 'dark')}>
            <option value="dark">dark</option>
            <option value="light">light</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={inPacs} onChange={(e) => setInPacs(e.target.checked)} /> In PACS
        </label>
        <label>
          <input type="checkbox" checked={buildMode} onChange={(e) => setBuildMode(e.target.checked)} /> Build
          mode
        </label>
        <Button className="fw-primary" onPress={() => void mount()}>
          Mount
        </Button>
        <span role="status" aria-live="polite" className="fw-template-view-status">
          {status}
        </span>
      </header>
      <div className="fw-template-view-main">
        <section className="fw-template-view-sources" aria-label="Sources">
          <TextBox label="Specification" rows={16} value={spec} onChange={setSpec} />
          <TextBox label="Script" rows={6} value={script} onChange={setScript} />
        </section>
        <section className="fw-template-view-form" aria-label="Form">
          <div ref={formElement}>
            {mounted?.store ? (
              <FormView
                key={mounted.generation}
                store={mounted.store}
                theme={theme}
                inPacs={inPacs}
                buildMode={buildMode}
                specDiagnostics={mounted.diagnostics}
                onSpecLine={(line) => setStatus(`Specification line ${line}`)}
              />
            ) : mounted ? (
              <div role="alert" className="fw-error">
                <p>The form cannot be shown: its specification has errors.</p>
                <ul>
                  {errorLines(mounted.diagnostics).map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="fw-empty">
                No form mounted yet: paste or load a specification, then press Mount.
              </p>
            )}
          </div>
        </section>
        <aside className="fw-template-view-host" aria-label="PACS host">
          <details open>
            <summary>Provider data</summary>
            <TextBox label="Provider data JSON" rows={6} value={providerJson} onChange={setProviderJson} />
            <div className="fw-toolbar">
              <Button
                onPress={() => {
                  const data = parsed(providerJson, 'Provider data');
                  if (data.ok) hook('setProviderData', data.value);
                }}
              >
                setProviderData
              </Button>
              <Button onPress={() => hook('dataProvidersUpdated')}>dataProvidersUpdated</Button>
              <Button onPress={() => show('getProviderData', hook('getProviderData'))}>
                getProviderData
              </Button>
            </div>
            <pre className="fw-template-view-out" tabIndex={0} role="log" aria-label="getData calls">
              {calls.join('\n')}
            </pre>
          </details>
          <details open>
            <summary>Custom state</summary>
            <div className="fw-toolbar">
              <Button
                onPress={() => {
                  const state = hook('getCustomState');
                  if (state !== undefined) setStateJson(JSON.stringify(state, null, 2));
                }}
              >
                getCustomState
              </Button>
              <Button
                onPress={() => {
                  const state = parsed(stateJson, 'The state');
                  if (state.ok) hook('setCustomState', state.value);
                }}
              >
                setCustomState
              </Button>
              <Button onPress={() => hook('clearState')}>clearState</Button>
            </div>
            <TextBox label="Custom state JSON" rows={6} value={stateJson} onChange={setStateJson} />
          </details>
          <details open>
            <summary>Report RTF</summary>
            <div className="fw-toolbar">
              <Button onPress={() => show('getReportRtf', hook('getReportRtf'))}>getReportRtf</Button>
              <Button onPress={() => show('getReportSectionsRtf', hook('getReportSectionsRtf'))}>
                getReportSectionsRtf
              </Button>
            </div>
          </details>
          <pre className="fw-template-view-out" tabIndex={0} role="region" aria-label="Hook answer">
            {output}
          </pre>
          <details open>
            <summary>Report text</summary>
            <pre className="fw-template-view-out" tabIndex={0} role="region" aria-label="Report text">
              {reportOf(rows)}
            </pre>
          </details>
          <details open>
            <summary>Codes, worklist attributes, free fields</summary>
            <dl className="fw-template-view-fields">
              {fields.map((f, i) => (
                <div key={i}>
                  <dt>{f.term}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </details>
          <details open>
            <summary>Hidden inputs (live)</summary>
            <table className="fw-table" aria-label="Hidden inputs">
              <thead>
                <tr>
                  <th scope="col">name</th>
                  <th scope="col">value</th>
                  <th scope="col">attributes</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.name}-${i}`}>
                    <td>{r.name}</td>
                    <td>{r.value}</td>
                    <td>{JSON.stringify(r.attributes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </aside>
      </div>
    </div>
  );
}
