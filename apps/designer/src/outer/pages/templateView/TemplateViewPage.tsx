/**
 * /TemplateView: the runtime's host simulator inside the designer (the standalone one is
 * apps/runtime/simulator, served by `npm run runtime:dev`). Paste or load a specification and script,
 * mount the form as an IDS7 host would (theme, in PACS, build mode), and play the host around it: the
 * eight host hooks as buttons (the very hooks the runtime installs, from @formwright/react), the parent's
 * getData answered from a JSON box, and every hidden input (#Report and the rest) shown live. Opened from the
 * menu while a form is being edited, it starts on that form (its text as it is now) and mounts it.
 */
import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'react-router';
import { FormView } from '@formwright/react';
import { useApp } from '../../session/SessionContext';
import { DEMO_FORM } from '../editor/starterForms';
import { errorLines } from '../preview/runForm';
import { editedFormOf } from './editedForm';
import { HostPanel } from './HostPanel';
import { SAMPLE_PROVIDER_DATA, sourcesFromFile } from './hostSimulator';
import { TextBox } from './TextBox';
import { useHiddenInputs } from './useHiddenInputs';
import { useMountedForm } from './useMountedForm';
import { useParentGetData } from './useParentGetData';
import './templateView.css';

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
  const [status, setStatus] = useState('');
  const formElement = useRef<HTMLDivElement>(null);
  const calls = useParentGetData(providerJson, setStatus);
  const rows = useHiddenInputs(formElement);
  const { mounted, mount } = useMountedForm({ spec, script, buildMode }, opened, setStatus);

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
        <HostPanel
          providerJson={providerJson}
          setProviderJson={setProviderJson}
          calls={calls}
          rows={rows}
          setStatus={setStatus}
        />
      </div>
    </div>
  );
}
