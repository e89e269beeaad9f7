/**
 * The editor inside the frame: left tabs Specification, Script, Generated Code, Json Specification; right
 * tabs Preview, Form data, Form state, Tests, Build, Share, Help; the toolbar, options and toolbox. Everything
 * that needs the server goes to the outer app as a frame message.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { EditorView } from '@codemirror/view';
import type { Diagnostic } from '@formwright/core/authoring';
import type { ContentPayload, EditorOptions, FormMeta, InitializePayload } from '../protocol/messages';
import { replaceText } from './editor/createEditor';
import { highlightLine } from './editor/lineHighlight';
import { lintTransaction } from './editor/lint';
import { insertSnippet, insertText, toolbox } from './editor/toolbox';
import { TestsTab, testsTabTitle } from './formTests/TestsTab';
import { useFormTests } from './formTests/useFormTests';
import { ActionLog } from './preview/actionLog';
import { previewTimings, usePreview } from './preview/usePreview';
import { CodeEditor } from './CodeEditor';
import { frameChannel, onOuterMessage } from './frameChannel';
import { ImportDialog } from './ImportDialog';
import { PreviewPane } from './PreviewPane';
import { BuildTab } from './tabs/BuildTab';
import { GeneratedCodeTab, JsonSpecTab } from './tabs/CodeTabs';
import { FormDataTab, FormStateTab } from './tabs/DataTabs';
import { HelpTab } from './tabs/HelpTab';
import { ShareTab } from './tabs/ShareTab';
import { useConfirm } from './useConfirm';
import { useContentHistory } from './useContentHistory';

/** The question Clear asks before it empties the specification (Undo brings the text back). */
export const CLEAR_CONFIRM = 'Clear the whole specification? Undo brings it back.';

/** The error-severity findings as 'line N: message', for Save's warning (at most the first 5). */
export function errorLines(diagnostics: readonly Diagnostic[]): readonly string[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .slice(0, 5)
    .map((d) => `line ${d.line}: ${d.message}`);
}

/** The completion hint of the options bar. */
export const COMPLETION_HINT = 'Use ctrl+space to trigger auto-complete';

/** The action log of the preview, exposed for the form tests' recorder (and browser tests). */
export const previewActionLog = new ActionLog();
(window as unknown as { formwrightActionLog: ActionLog }).formwrightActionLog = previewActionLog;

function metaOf(yamlText: string): FormMeta {
  const block = /^Metadata:\s*\n((?:[ \t]+.*\n?)*)/m.exec(yamlText)?.[1] ?? '';
  const read = (key: string) =>
    new RegExp(`^[ \\t]+${key}:[ \\t]*(.+)$`, 'm')
      .exec(block)?.[1]
      ?.trim()
      .replace(/^['"]|['"]$/g, '');
  const num = (key: string) => {
    const v = Number(read(key));
    return Number.isFinite(v) && read(key) !== undefined ? v : undefined;
  };
  const reportVersion = read('reportVersion');
  return {
    title: read('title'),
    versionMajor: num('versionMajor'),
    versionMinor: num('versionMinor'),
    ...(reportVersion ? { reportVersion } : {}),
  };
}

/** The editor frame's whole screen for one Initialize. */
export function EditorApp({ init }: { init: InitializePayload }) {
  const spec = useContentHistory(init.yaml, init.savedYaml);
  const script = useContentHistory(init.script, init.savedScript);
  const tests = useContentHistory(init.tests ?? '', init.savedTests);
  const [options, setOptions] = useState<EditorOptions>(init.options);
  const [colorMode, setColorMode] = useState(init.colorMode);
  const [providerNames, setProviderNames] = useState<readonly string[]>(init.providerNames);
  const [providerData, setProviderData] = useState<unknown>(undefined);
  const [reloadKey, setReloadKey] = useState(0);
  const [showToolbox, setShowToolbox] = useState(false);
  const [showImport, setShowImport] = useState(init.openImport === true);
  const [savedMark, setSavedMark] = useState(0);
  const [leftTab, setLeftTab] = useState('spec');
  const specView = useRef<EditorView | undefined>(undefined);
  const scriptView = useRef<EditorView | undefined>(undefined);
  const { ask, tell, dialog } = useConfirm();

  const preview = usePreview({
    yaml: spec.text,
    script: script.text,
    providerNames,
    log: previewActionLog,
    providerData,
    reloadKey,
  });

  // Lint markers from the same parse as the preview, while it still matches the text.
  useEffect(() => {
    const view = specView.current;
    if (view && preview.parsedText === view.state.doc.toString()) {
      view.dispatch(lintTransaction(view.state, preview.diagnostics));
      // For the bench and browser tests: which text the markers and the preview now show, and when.
      (window as unknown as { formwrightPerf: unknown }).formwrightPerf = {
        length: preview.parsedText.length,
        generation: preview.generation,
        at: performance.now(),
        ...previewTimings,
      };
    }
  }, [preview.diagnostics, preview.parsedText, preview.generation]);

  // The form's tests run in the background on every edit of the spec, the script or the tests.
  const testRun = useFormTests(spec.text, script.text, tests.text, providerNames);

  const unsaved = spec.unsaved || script.unsaved || tests.unsaved;
  // The errors of this very text (Save warns about them), once its parse has run.
  const errors = useMemo(
    () => (preview.parsedText === spec.text ? errorLines(preview.diagnostics) : undefined),
    [preview.parsedText, preview.diagnostics, spec.text],
  );
  useEffect(() => {
    const payload: ContentPayload = {
      yaml: spec.text,
      script: script.text,
      tests: tests.text,
      unsaved,
      meta: metaOf(spec.text),
      ...(errors === undefined ? {} : { errors }),
    };
    frameChannel.post('SetUnsaved', payload);
  }, [spec.text, script.text, tests.text, unsaved, savedMark, errors]);

  // A save hands the preview's values on to the saved version's editor (GetPreviewState, then Initialize's
  // previewState): loaded once into the first store of this frame.
  const previewStore = useRef(preview.store);
  previewStore.current = preview.store;
  const restored = useRef(init.previewState === undefined || init.previewState === null);
  const firstStore = preview.store;
  useEffect(() => {
    if (restored.current || !firstStore) return;
    restored.current = true;
    try {
      firstStore.loadState(init.previewState as Parameters<typeof firstStore.loadState>[0]);
    } catch (error) {
      console.warn('The preview values of the save could not be restored', error);
    }
  }, [firstStore, init.previewState]);

  useEffect(
    () =>
      onOuterMessage((message) => {
        switch (message.type) {
          case 'SetProviderNames':
            setProviderNames(message.payload ?? []);
            return true;
          case 'SetProviderData':
            setProviderData(message.payload);
            return true;
          case 'SetAppColorMode': {
            const mode = message.payload === 'light' ? 'light' : 'dark';
            document.documentElement.className = `theme-${mode}`;
            setColorMode(mode);
            return true;
          }
          case 'SetIsUnsaved':
            if (message.payload === false) {
              spec.saved();
              script.saved();
              tests.saved();
              setSavedMark((n) => n + 1);
            }
            return true;
          case 'GetPreviewState':
            return { state: previewStore.current?.saveState() ?? null };
          case 'SetSuggestedTemplate': {
            const text = String(message.payload ?? '');
            spec.replace(text);
            if (specView.current) replaceText(specView.current, text);
            return true;
          }
          default:
            return undefined;
        }
      }),
    [spec, script, tests],
  );

  const reloadData = useCallback(() => {
    frameChannel.request('SetProviderData').then(
      (data) => setProviderData(data),
      () => undefined,
    );
  }, []);
  // The providers' test data fills the preview from the start.
  useEffect(reloadData, [reloadData]);

  const changeOptions = (next: EditorOptions) => {
    setOptions(next);
    frameChannel.post('SaveEditorOptions', next);
  };

  const save = useCallback(async (thenBuild = false): Promise<boolean> => {
    try {
      await frameChannel.request('SaveChanges', thenBuild ? { build: true } : undefined);
      return true;
    } catch {
      return false;
    }
  }, []);

  const onLine = useCallback((line: number) => {
    if (specView.current) highlightLine(specView.current, line);
  }, []);

  const toolboxItems = useMemo(toolbox, []);

  return (
    <div
      className="fw-editor"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key === 's') {
          e.preventDefault();
          void save();
        }
      }}
    >
      <div className="fw-editor-left">
        <div className="fw-toolbar" role="toolbar" aria-label="Editor">
          <button type="button" aria-expanded={showToolbox} onClick={() => setShowToolbox((s) => !s)}>
            Insert snippet
          </button>
          <button
            type="button"
            onClick={() => {
              if (spec.text.trim() === '') return;
              void ask(CLEAR_CONFIRM).then((yes) => {
                if (!yes) return;
                spec.replace('');
                if (specView.current) replaceText(specView.current, '');
              });
            }}
          >
            Clear
          </button>
          <button
            type="button"
            disabled={spec.historyLength === 0 && !spec.unsaved}
            onClick={() => {
              const text = spec.undo();
              if (text !== undefined && specView.current) replaceText(specView.current, text);
            }}
          >
            Undo
          </button>
          <button type="button" onClick={() => setShowImport(true)}>
            Import
          </button>
          <label>
            <input
              type="checkbox"
              checked={options.lineWrapping}
              onChange={(e) => changeOptions({ ...options, lineWrapping: e.target.checked })}
            />
            Line wrapping
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.keymap === 'vim'}
              onChange={(e) => changeOptions({ ...options, keymap: e.target.checked ? 'vim' : 'sublime' })}
            />
            Vim mode
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.theme === 'light'}
              onChange={(e) => changeOptions({ ...options, theme: e.target.checked ? 'light' : 'dark' })}
            />
            Light editor
          </label>
          <span className="fw-hint">{COMPLETION_HINT}</span>
        </div>
        {showToolbox ? (
          <ul className="fw-toolbox" aria-label="Toolbox">
            {toolboxItems.map((entry) => (
              <li key={entry.type}>
                <button
                  type="button"
                  title={entry.description}
                  onClick={() => {
                    if (specView.current) insertSnippet(specView.current, entry.snippet);
                  }}
                >
                  {entry.type}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Tabs className="fw-tabs" selectedKey={leftTab} onSelectionChange={(key) => setLeftTab(String(key))}>
          <TabList aria-label="Editor tabs">
            <Tab id="spec">Specification</Tab>
            <Tab id="script">Script</Tab>
            <Tab id="generated">Generated Code</Tab>
            <Tab id="json">Json Specification</Tab>
          </TabList>
          <TabPanel id="spec" shouldForceMount className="fw-tab-panel">
            <CodeEditor
              language="yaml"
              initialText={spec.text}
              options={options}
              onChange={spec.typed}
              onReady={(v) => (specView.current = v)}
            />
          </TabPanel>
          <TabPanel id="script" shouldForceMount className="fw-tab-panel">
            <CodeEditor
              language="javascript"
              initialText={script.text}
              options={options}
              onChange={script.typed}
              onReady={(v) => (scriptView.current = v)}
            />
          </TabPanel>
          <TabPanel id="generated" className="fw-tab-panel">
            <GeneratedCodeTab spec={preview.spec} script={script.text} />
          </TabPanel>
          <TabPanel id="json" className="fw-tab-panel">
            <JsonSpecTab yaml={spec.text} />
          </TabPanel>
        </Tabs>
      </div>
      <div className="fw-editor-right">
        <Tabs className="fw-tabs" defaultSelectedKey="preview">
          <TabList aria-label="Preview tabs">
            <Tab id="preview">Preview</Tab>
            <Tab id="data">Form data</Tab>
            <Tab id="state">Form state</Tab>
            <Tab id="tests">{testsTabTitle(testRun)}</Tab>
            <Tab id="build">Build</Tab>
            <Tab id="share">Share</Tab>
            <Tab id="help">Help</Tab>
          </TabList>
          <TabPanel id="preview" className="fw-tab-panel">
            <PreviewPane
              store={preview.store}
              diagnostics={preview.diagnostics}
              fatal={preview.fatal === true && preview.parsedText === spec.text}
              theme={colorMode}
              onLine={onLine}
              onReloadData={() => {
                reloadData();
                setReloadKey((k) => k + 1);
              }}
              onClearState={() => {
                preview.store?.clearState();
                previewActionLog.clear();
              }}
            />
          </TabPanel>
          <TabPanel id="data" className="fw-tab-panel">
            <FormDataTab store={preview.store} />
          </TabPanel>
          <TabPanel id="state" className="fw-tab-panel">
            <FormStateTab store={preview.store} />
          </TabPanel>
          <TabPanel id="tests" className="fw-tab-panel">
            <TestsTab
              spec={spec.text}
              script={script.text}
              tests={tests.text}
              onTestsChange={tests.replace}
              run={testRun}
              log={previewActionLog}
              store={preview.store}
              providerNames={providerNames}
            />
          </TabPanel>
          <TabPanel id="build" className="fw-tab-panel">
            <BuildTab
              id={init.id}
              version={init.version}
              unsaved={unsaved}
              spec={preview.spec}
              ask={ask}
              tell={tell}
              save={save}
              testResults={testRun.results}
              canOverrideTests={init.canOverrideTests === true}
            />
          </TabPanel>
          <TabPanel id="share" className="fw-tab-panel">
            <ShareTab id={init.id} version={init.version} origin={init.origin} />
          </TabPanel>
          <TabPanel id="help" className="fw-tab-panel">
            <HelpTab
              onOpenGuide={() => frameChannel.post('PushHistory', { path: '/help/usersguide' })}
              onCopy={(text) => {
                const view =
                  leftTab === 'spec'
                    ? specView.current
                    : leftTab === 'script'
                      ? scriptView.current
                      : undefined;
                if (!view) return false;
                insertText(view, text);
                return true;
              }}
            />
          </TabPanel>
        </Tabs>
      </div>
      {showImport ? (
        <ImportDialog
          onClose={() => setShowImport(false)}
          onLoaded={(form) => {
            setShowImport(false);
            spec.replace(form.yaml);
            script.replace(form.script);
            if (form.tests !== undefined) tests.replace(form.tests);
            if (specView.current) replaceText(specView.current, form.yaml);
            if (scriptView.current) replaceText(scriptView.current, form.script);
            frameChannel.post('FileLoaded', { name: form.name });
          }}
        />
      ) : null}
      {dialog}
    </div>
  );
}
