/**
 * The editor's right-hand tabs: Preview, Form data, Form state, Tests, Build, Share, Help. The tabs
 * themselves (react-aria's collection of tabs and panels, about a third of an editor render's cost) render
 * again only when a tab's title changes: what the panels show reaches them through a context, so a
 * keystroke re-renders the panel on screen and not the tab list.
 */
import { createContext, memo, useContext } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { InitializePayload } from '../protocol/messages';
import { TestsTab, testsTabTitle } from './formTests/TestsTab';
import type { useFormTests } from './formTests/useFormTests';
import type { ActionLog } from './preview/actionLog';
import type { PreviewState } from './preview/usePreview';
import { frameChannel } from './frameChannel';
import { PreviewPane } from './PreviewPane';
import { BuildTab } from './tabs/BuildTab';
import { FormDataTab, FormStateTab } from './tabs/DataTabs';
import { HelpTab } from './tabs/HelpTab';
import { ShareTab } from './tabs/ShareTab';

/** Props of PreviewTabs. */
export interface PreviewTabsProps {
  readonly init: InitializePayload;
  readonly preview: PreviewState;
  readonly texts: { readonly spec: string; readonly script: string; readonly tests: string };
  readonly onTestsChange: (text: string) => void;
  readonly testRun: ReturnType<typeof useFormTests>;
  readonly log: ActionLog;
  readonly providerNames: readonly string[];
  readonly colorMode: 'dark' | 'light';
  readonly unsaved: boolean;
  readonly onLine: (line: number) => void;
  readonly onReloadData: () => void;
  readonly ask: (text: string) => Promise<boolean>;
  readonly tell: (text: string) => Promise<void>;
  readonly save: (thenBuild?: boolean) => Promise<boolean>;
  /** Inserts a Help example into the editor of the tab shown; false when none takes it. */
  readonly onCopy: (text: string) => boolean;
}

const PanelProps = createContext<PreviewTabsProps | undefined>(undefined);

/** What the panels show, from PreviewTabs. */
function usePanelProps(): PreviewTabsProps {
  const props = useContext(PanelProps);
  if (!props) throw new Error('a preview panel outside PreviewTabs');
  return props;
}

/** The right-hand tabs, Preview first. */
export function PreviewTabs(props: PreviewTabsProps) {
  return (
    <PanelProps.Provider value={props}>
      <TabsShell testsTitle={testsTabTitle(props.testRun)} />
    </PanelProps.Provider>
  );
}

const TabsShell = memo(function TabsShell({ testsTitle }: { testsTitle: string }) {
  return (
    <Tabs className="fw-tabs" defaultSelectedKey="preview">
      <TabList aria-label="Preview tabs">
        <Tab id="preview">Preview</Tab>
        <Tab id="data">Form data</Tab>
        <Tab id="state">Form state</Tab>
        <Tab id="tests">{testsTitle}</Tab>
        <Tab id="build">Build</Tab>
        <Tab id="share">Share</Tab>
        <Tab id="help">Help</Tab>
      </TabList>
      <TabPanel id="preview" className="fw-tab-panel">
        <PreviewPanel />
      </TabPanel>
      <TabPanel id="data" className="fw-tab-panel">
        <DataPanel />
      </TabPanel>
      <TabPanel id="state" className="fw-tab-panel">
        <StatePanel />
      </TabPanel>
      <TabPanel id="tests" className="fw-tab-panel">
        <TestsPanel />
      </TabPanel>
      <TabPanel id="build" className="fw-tab-panel">
        <BuildPanel />
      </TabPanel>
      <TabPanel id="share" className="fw-tab-panel">
        <SharePanel />
      </TabPanel>
      <TabPanel id="help" className="fw-tab-panel">
        <HelpPanel />
      </TabPanel>
    </Tabs>
  );
});

function PreviewPanel() {
  const { preview, texts, log, ...props } = usePanelProps();
  return (
    <PreviewPane
      store={preview.store}
      diagnostics={preview.diagnostics}
      fatal={preview.fatal === true && preview.parsedText === texts.spec}
      theme={props.colorMode}
      onLine={props.onLine}
      onReloadData={props.onReloadData}
      onClearState={() => {
        preview.store?.clearState();
        log.clear();
      }}
    />
  );
}

function DataPanel() {
  return <FormDataTab store={usePanelProps().preview.store} />;
}

function StatePanel() {
  return <FormStateTab store={usePanelProps().preview.store} />;
}

function TestsPanel() {
  const { preview, texts, testRun, log, ...props } = usePanelProps();
  return (
    <TestsTab
      spec={texts.spec}
      script={texts.script}
      tests={texts.tests}
      onTestsChange={props.onTestsChange}
      run={testRun}
      log={log}
      store={preview.store}
      providerNames={props.providerNames}
    />
  );
}

function BuildPanel() {
  const { init, preview, testRun, ...props } = usePanelProps();
  return (
    <BuildTab
      id={init.id}
      version={init.version}
      unsaved={props.unsaved}
      spec={preview.spec}
      ask={props.ask}
      tell={props.tell}
      save={props.save}
      testResults={testRun.results}
      canOverrideTests={init.canOverrideTests === true}
    />
  );
}

function SharePanel() {
  const { init } = usePanelProps();
  return <ShareTab id={init.id} version={init.version} origin={init.origin} />;
}

function HelpPanel() {
  const { onCopy } = usePanelProps();
  return (
    <HelpTab
      onOpenGuide={() => frameChannel.post('PushHistory', { path: '/help/usersguide' })}
      onCopy={onCopy}
    />
  );
}
