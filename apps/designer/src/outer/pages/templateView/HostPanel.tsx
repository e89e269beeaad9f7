/**
 * TemplateView's PACS host panel: the eight host hooks as buttons (the very hooks the runtime installs),
 * the provider data box the parent's getData answers from and its calls, the custom state box, the hooks'
 * answers, and the report text, codes, worklist attributes, free fields and hidden inputs, live.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { HostHooks } from '@formwright/host';
import { errorText } from '../../layout/ServerList';
import { hostFields, printAnswer, reportOf, type HiddenInputRow } from './hostSimulator';
import { TextBox } from './TextBox';

type HookName = keyof HostHooks;

/** Calls a hook on the window the way the host does; undefined (and a status) when none is installed. */
function callHook(name: HookName, args: readonly unknown[], onMissing: (text: string) => void): unknown {
  const hook = (window as unknown as Record<string, unknown>)[name];
  if (typeof hook !== 'function') {
    onMissing(`${name} is not available: mount a form first.`);
    return undefined;
  }
  return (hook as (...a: unknown[]) => unknown)(...args);
}

/** Props of HostPanel. */
export interface HostPanelProps {
  readonly providerJson: string;
  readonly setProviderJson: (text: string) => void;
  /** The parent's getData calls so far. */
  readonly calls: readonly string[];
  /** The hidden inputs, live. */
  readonly rows: readonly HiddenInputRow[];
  readonly setStatus: (text: string) => void;
}

/** The host panel beside the form. */
export function HostPanel({ providerJson, setProviderJson, calls, rows, setStatus }: HostPanelProps) {
  const [stateJson, setStateJson] = useState('');
  const [output, setOutput] = useState('');
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
          <Button onPress={() => show('getProviderData', hook('getProviderData'))}>getProviderData</Button>
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
  );
}
