/**
 * The editor inside the frame: left tabs Specification, Script, Generated Code, Json Specification; right
 * tabs Preview, Form data, Form state, Tests, Build, Share, Help (PreviewTabs); the toolbar, options and
 * toolbox (EditorToolbar). Everything that needs the server goes to the outer app as a frame message
 * (useOuterMessages hears its answers; useFrameReport tells it the content).
 */
import { createContext, memo, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { EditorView } from '@codemirror/view';
import type { FormSpec } from '@formwright/core/authoring';
import type { EditorOptions, InitializePayload } from '../protocol/messages';
import { replaceText } from './editor/createEditor';
import { highlightLine } from './editor/lineHighlight';
import { insertText } from './editor/toolbox';
import { useFormTests } from './formTests/useFormTests';
import { ActionLog } from './preview/actionLog';
import { usePreview, type PreviewState } from './preview/usePreview';
import { CodeEditor } from './CodeEditor';
import { EditorToolbar } from './EditorToolbar';
import { frameChannel } from './frameChannel';
import { ImportDialog } from './ImportDialog';
import { PreviewTabs } from './PreviewTabs';
import { GeneratedCodeTab, JsonSpecTab } from './tabs/CodeTabs';
import { useConfirm } from './useConfirm';
import { useContentHistory } from './useContentHistory';
import { useFrameReport } from './useFrameReport';
import { useOuterMessages } from './useOuterMessages';

export { errorLines } from './frameContent';
export { CLEAR_CONFIRM, COMPLETION_HINT } from './EditorToolbar';

/** The action log of the preview, exposed for the form tests' recorder (and browser tests). */
export const previewActionLog = new ActionLog();
(window as unknown as { formwrightActionLog: ActionLog }).formwrightActionLog = previewActionLog;

/** The editor frame's whole screen for one Initialize. */
export function EditorApp({ init }: { init: InitializePayload }) {
  const spec = useContentHistory(init.yaml, init.savedYaml);
  const script = useContentHistory(init.script, init.savedScript);
  const tests = useContentHistory(init.tests ?? '', init.savedTests);
  const [options, setOptions] = useState<EditorOptions>(init.options);
  const [reloadKey, setReloadKey] = useState(0);
  const [showImport, setShowImport] = useState(init.openImport === true);
  const [leftTab, setLeftTab] = useState('spec');
  const specView = useRef<EditorView | undefined>(undefined);
  const scriptView = useRef<EditorView | undefined>(undefined);
  const previewStore = useRef<PreviewState['store']>(undefined);
  const { ask, tell, dialog } = useConfirm();

  const outer = useOuterMessages(init, { spec, script, tests, specView, previewStore });
  const { providerNames } = outer;
  const preview = usePreview({
    yaml: spec.text,
    script: script.text,
    providerNames,
    log: previewActionLog,
    providerData: outer.providerData,
    reloadKey,
  });
  previewStore.current = preview.store;

  // The form's tests run in the background on every edit of the spec, the script or the tests.
  const testRun = useFormTests(spec.text, script.text, tests.text, providerNames);
  const unsaved = spec.unsaved || script.unsaved || tests.unsaved;
  const texts = { spec: spec.text, script: script.text, tests: tests.text };
  useFrameReport(init, preview, { ...texts, unsaved }, specView, outer.savedMark);

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

  const onSpecView = useCallback((v: EditorView) => (specView.current = v), []);
  const onScriptView = useCallback((v: EditorView) => (scriptView.current = v), []);
  const shownTexts = useMemo(
    () => ({ spec: preview.spec, yaml: spec.text, script: script.text }),
    [preview.spec, spec.text, script.text],
  );

  const onLine = useCallback((line: number) => {
    if (specView.current) highlightLine(specView.current, line);
  }, []);

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
        <EditorToolbar
          spec={spec}
          specView={specView}
          options={options}
          onOptions={changeOptions}
          ask={ask}
          onImport={() => setShowImport(true)}
        />
        <EditorTexts.Provider value={shownTexts}>
          <LeftTabs
            leftTab={leftTab}
            onLeftTab={setLeftTab}
            options={options}
            initialSpec={init.yaml}
            initialScript={init.script}
            onSpecChange={spec.typed}
            onScriptChange={script.typed}
            onSpecView={onSpecView}
            onScriptView={onScriptView}
          />
        </EditorTexts.Provider>
      </div>
      <div className="fw-editor-right">
        <PreviewTabs
          init={init}
          preview={preview}
          texts={texts}
          onTestsChange={tests.replace}
          testRun={testRun}
          log={previewActionLog}
          providerNames={providerNames}
          colorMode={outer.colorMode}
          unsaved={unsaved}
          onLine={onLine}
          onReloadData={() => {
            outer.reloadData();
            setReloadKey((k) => k + 1);
          }}
          ask={ask}
          tell={tell}
          save={save}
          onCopy={(text) => {
            const view =
              leftTab === 'spec' ? specView.current : leftTab === 'script' ? scriptView.current : undefined;
            if (!view) return false;
            insertText(view, text);
            return true;
          }}
        />
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

/** What the left tabs' generated panels show: the parsed form and the texts as typed. */
const EditorTexts = createContext<{
  readonly spec: FormSpec | undefined;
  readonly yaml: string;
  readonly script: string;
}>({ spec: undefined, yaml: '', script: '' });

/** Props of LeftTabs: none of them changes with a keystroke. */
interface LeftTabsProps {
  readonly leftTab: string;
  readonly onLeftTab: (key: string) => void;
  readonly options: EditorOptions;
  readonly initialSpec: string;
  readonly initialScript: string;
  readonly onSpecChange: (text: string) => void;
  readonly onScriptChange: (text: string) => void;
  readonly onSpecView: (view: EditorView) => void;
  readonly onScriptView: (view: EditorView) => void;
}

/**
 * Specification, Script, Generated Code, Json Specification. Rendered again only when a tab or the
 * options change (react-aria's tabs cost about a third of an editor render): the editors keep their own
 * text, and the two generated panels read theirs from EditorTexts.
 */
const LeftTabs = memo(function LeftTabs(props: LeftTabsProps) {
  return (
    <Tabs
      className="fw-tabs"
      selectedKey={props.leftTab}
      onSelectionChange={(key) => props.onLeftTab(String(key))}
    >
      <TabList aria-label="Editor tabs">
        <Tab id="spec">Specification</Tab>
        <Tab id="script">Script</Tab>
        <Tab id="generated">Generated Code</Tab>
        <Tab id="json">Json Specification</Tab>
      </TabList>
      <TabPanel id="spec" shouldForceMount className="fw-tab-panel">
        <CodeEditor
          language="yaml"
          initialText={props.initialSpec}
          options={props.options}
          onChange={props.onSpecChange}
          onReady={props.onSpecView}
        />
      </TabPanel>
      <TabPanel id="script" shouldForceMount className="fw-tab-panel">
        <CodeEditor
          language="javascript"
          initialText={props.initialScript}
          options={props.options}
          onChange={props.onScriptChange}
          onReady={props.onScriptView}
        />
      </TabPanel>
      <TabPanel id="generated" className="fw-tab-panel">
        <GeneratedPanel />
      </TabPanel>
      <TabPanel id="json" className="fw-tab-panel">
        <JsonPanel />
      </TabPanel>
    </Tabs>
  );
});

function GeneratedPanel() {
  const { spec, script } = useContext(EditorTexts);
  return <GeneratedCodeTab spec={spec} script={script} />;
}

function JsonPanel() {
  return <JsonSpecTab yaml={useContext(EditorTexts).yaml} />;
}
