/**
 * The editor screen (outer side): loads the form for the route (useLoadedForm), hosts the sandboxed editor
 * frame (sandbox="allow-scripts", no allow-same-origin: docs/designer.md#security) and answers it
 * (useEditorFrame), shows the banners, runs the save flow (useEditorCommands) and the unsaved-changes
 * prompts (useLeavePrompt), and keeps unsaved text locally until saved.
 */
import { ApiError } from '../../api/http';
import { providerResults } from './providerResults';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { frameNameOf, type ContentPayload, type OuterChannel } from '../../../protocol/messages';
import { editorPath, editorTarget } from '../../routes';
import { serverQueries } from '../../api/queries';
import { useApp } from '../../session/SessionContext';
import { dropDraft, writeDraft } from './drafts';
import { NOT_LATEST_BANNER, otherUsersBanner, versionText } from './editorTexts';
import { useEditorCommands } from './useEditorCommands';
import { EDITOR_FRAME_CLASS, useEditorFrame } from './useEditorFrame';
import { useInitialize, type CarriedState } from './useInitialize';
import { useLeavePrompt } from './useLeavePrompt';
import { loadedOf, useLoadedForm } from './useLoadedForm';
import { usePresence } from './usePresence';

export {
  LEAVE_CONFIRM,
  NOT_LATEST_BANNER,
  NOT_LATEST_CONFIRM,
  SAVE_FAILED,
  folderOf,
  otherUsersBanner,
  savedNote,
  saveWithErrorsConfirm,
  versionText,
} from './editorTexts';

/** The editor screen. */
export default function EditorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { ops, session, colorMode } = useApp();
  const target = useMemo(() => editorTarget(location.pathname), [location.pathname]);
  const [unsaved, setUnsaved] = useState(false);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  // The header follows the Metadata's title and versions as the author types.
  const [meta, setMeta] = useState<ContentPayload['meta'] | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  /** The preview's values at the last save, for the saved version's frame (its Initialize). */
  const carried = useRef<CarriedState | undefined>(undefined);
  // The site's data providers: their names are known to the specification check, their test data
  // fills the preview (the frame asks for it with SetProviderData).
  const providers = useQuery({ ...serverQueries.providers(ops), enabled: session.mode === 'server' });
  const providerNames = useMemo(() => (providers.data ?? []).map((p) => p.Id), [providers.data]);
  const content = useRef<ContentPayload | undefined>(undefined);
  const skipPrompt = useRef(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const channel = useRef<OuterChannel | undefined>(undefined);

  const loaded = useLoadedForm(target, () => {
    setUnsaved(false);
    setMeta(undefined);
    content.current = undefined;
    skipPrompt.current = false;
  });
  const init = useInitialize(loaded, providerNames, carried);
  const { save, build } = useEditorCommands({
    loaded,
    unsaved,
    fileName,
    content,
    channel,
    skipPrompt,
    carried,
    setUnsaved,
    setSaved,
  });

  const providerData = useCallback(async () => {
    if (session.mode !== 'server') return [];
    try {
      const answer: { propValues?: Record<string, unknown>; errors?: Record<string, string> } =
        await ops.getStructuredData();
      for (const [name, message] of Object.entries(answer.errors ?? {}))
        console.warn(`Data provider ${name}: ${message}`);
      return providerResults(answer.propValues ?? {});
    } catch (err) {
      // docs/embedding.md#the-host-hooks: a failed structured-data call alerts 'Error - {status} {statusText}'.
      if (err instanceof ApiError) window.alert(`Error - ${err.status} ${err.statusText}`.trimEnd());
      return [];
    }
  }, [ops, session.mode]);

  useEditorFrame(iframe, channel, {
    form: loadedOf(loaded)?.key,
    formId: loadedOf(loaded)?.template?.Id,
    init,
    ops,
    navigate: (path) => navigate(path),
    save,
    build,
    onFileLoaded: setFileName,
    providerData,
    onContent: (c) => {
      content.current = c;
      setMeta((m) =>
        m?.title === c.meta.title &&
        m?.versionMajor === c.meta.versionMajor &&
        m?.versionMinor === c.meta.versionMinor
          ? m
          : c.meta,
      );
      const l = loadedOf(loaded);
      setUnsaved(c.unsaved);
      if (!l) return;
      if (c.unsaved)
        writeDraft(l.key, {
          yaml: c.yaml,
          script: c.script,
          ...(c.tests === undefined ? {} : { tests: c.tests }),
          baseVersion: l.template?.Version,
        });
      else dropDraft(l.key);
    },
  });

  // Providers that arrive after Initialize reach the running frame too.
  useEffect(() => {
    channel.current?.post('SetProviderNames', providerNames);
  }, [providerNames, channel]);

  // The colour mode follows the app's into a running frame.
  useEffect(() => {
    channel.current?.post('SetAppColorMode', colorMode);
  }, [colorMode, channel]);

  // The save confirmation stays until the next edit.
  useEffect(() => {
    if (unsaved) setSaved(undefined);
  }, [unsaved]);

  useLeavePrompt(unsaved, skipPrompt);
  const otherNames = usePresence(target?.kind === 'saved' ? target.id : undefined);

  if (!target) return <p className="fw-empty">Currently no data available</p>;
  if (loaded === 'failed')
    return <p className="fw-empty">failed server load of template see log for details</p>;
  if (!loaded || !init) return <p className="fw-loading">Loading, please wait...</p>;
  const shownName = meta?.title ?? (loaded.template?.Name || undefined) ?? fileName ?? 'New form';
  return (
    <div className="fw-editor-page">
      <div className="fw-editor-header">
        <h1 className="fw-editor-name">{shownName}</h1>
        <span className="fw-editor-version">{versionText(loaded.template?.Version, meta)}</span>
        {unsaved ? <span className="fw-editor-unsaved">unsaved changes</span> : null}
        {saved ? (
          <span className="fw-saved-note" role="status">
            {saved}
          </span>
        ) : null}
      </div>
      {!loaded.isLatest && loaded.template ? (
        <div className="fw-banner fw-banner-warning" role="status">
          {NOT_LATEST_BANNER} <Link to={editorPath(loaded.template.Id)}>Open the latest version</Link>
        </div>
      ) : null}
      {otherNames.length > 0 ? (
        <div className="fw-banner fw-banner-info" role="status">
          {otherUsersBanner(otherNames)}
        </div>
      ) : null}
      <iframe
        key={`${loaded.key}/${loaded.template?.Version ?? ''}`}
        ref={iframe}
        // The frame knows its form from its name before Initialize, and names it in every message.
        name={frameNameOf(loaded.key)}
        className={EDITOR_FRAME_CLASS}
        title="Form editor"
        src="/editor.html"
        // An opaque origin (no allow-same-origin): the frame never reaches the session. Modals for the
        // spec's confirmations; popups only so the Share tab's preview links open in a new tab.
        sandbox="allow-scripts allow-modals allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}
