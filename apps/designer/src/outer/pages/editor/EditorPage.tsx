/**
 * The editor screen (outer side): loads the form for the route, hosts the sandboxed editor frame
 * (sandbox="allow-scripts", no allow-same-origin: docs/designer.md#security), shows the banners, runs the save flow
 * and the unsaved-changes prompts, and keeps unsaved text locally until saved.
 */
import { ApiError } from '../../api/http';
import { providerResults } from './providerResults';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import type { StoredForm } from '../../api/formRepository';
import {
  formKeyOf,
  frameNameOf,
  type ContentPayload,
  type InitializePayload,
  type OuterChannel,
} from '../../../protocol/messages';
import { useNavActions } from '../../layout/NavActions';
import { editorPath, editorTarget, type EditorTarget } from '../../routes';
import { refusedBuild } from '../../../shared/buildGate';
import { serverQueries } from '../../api/queries';
import { hasRole, Role } from '../../session/roles';
import { useApp } from '../../session/SessionContext';
import { dropDraft, readDraft, writeDraft } from './drafts';
import { storedEditorOptions } from './editorOptions';
import {
  base64ToBytes,
  buildFileName,
  downloadBlob,
  downloadText,
  exportFileContent,
  exportFileName,
} from './exportFile';
import { EXPORT_AS, exportAs } from './exportAs';
import { DEMO_FORM, STARTER_FORM } from './starterForms';
import { EDITOR_FRAME_CLASS, useEditorFrame } from './useEditorFrame';

/** The prompt on leaving with unsaved changes. */
export const LEAVE_CONFIRM =
  'There are unsaved changes, are you really sure you would like to leave without saving changes?';
/** The confirmation before saving over an older version. */
export const NOT_LATEST_CONFIRM =
  'Are you sure you want to save the current changes that are not based on the latest version of the form?';
/** The alert when a save fails. */
export const SAVE_FAILED = 'Save failed';
/** Save's question when the text has errors (the first few listed). */
export function saveWithErrorsConfirm(errors: readonly string[]): string {
  return `The specification has errors:\n${errors.join('\n')}\n\nSave it anyway?`;
}
/** The confirmation a save leaves in the editor's header. */
export function savedNote(name: string, version: number): string {
  return `Saved: ${name}, version ${version}`;
}
/** How long a save waits for the frame's preview values (ms) before it saves without them. */
const PREVIEW_STATE_WAIT_MS = 1000;
/** The editor header's version text: the save-version and, when the Metadata has them, major.minor. */
export function versionText(version: number | undefined, meta: ContentPayload['meta'] | undefined): string {
  const spec = meta?.versionMajor === undefined ? '' : ` (${meta.versionMajor}.${meta.versionMinor ?? 0})`;
  return version === undefined ? `not saved yet${spec}` : `version ${version}${spec}`;
}

/** The banner when an older version is open. */
export const NOT_LATEST_BANNER = 'You are not editing the latest version.';
/** The banner listing other users of the form. */
export function otherUsersBanner(names: readonly string[]): string {
  return `Other user(s) are currently also viewing and or editing this form: ${names.join(', ')}`;
}

interface Loaded {
  readonly key: string;
  readonly target: EditorTarget;
  readonly template: StoredForm | undefined;
  readonly isLatest: boolean;
  readonly initialYaml: string;
  readonly initialScript: string;
  /** The version's form tests (its `Tests` field). */
  readonly initialTests: string;
}

/**
 * The folder a new form is saved into: `?folder=ID` on /new, /demo or /fromFile (the form list passes its
 * selected folder); null lets the server use the site's root folder.
 */
export function folderOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('folder'));
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** The editor screen. */
export default function EditorPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { forms, ops, session, colorMode } = useApp();
  const target = useMemo(() => editorTarget(location.pathname), [location.pathname]);
  const [loaded, setLoaded] = useState<Loaded | 'failed' | undefined>(undefined);
  const [unsaved, setUnsaved] = useState(false);
  const [fileName, setFileName] = useState<string | undefined>(undefined);
  // The header follows the Metadata's title and versions as the author types.
  const [meta, setMeta] = useState<ContentPayload['meta'] | undefined>(undefined);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  /** The preview's values at the last save, for the saved version's frame (its Initialize). */
  const carried = useRef<{ id: string; version: number; state: unknown } | undefined>(undefined);
  // The site's data providers: their names are known to the specification check, their test data
  // fills the preview (the frame asks for it with SetProviderData).
  const providers = useQuery({ ...serverQueries.providers(ops), enabled: session.mode === 'server' });
  const providerNames = useMemo(() => (providers.data ?? []).map((p) => p.Id), [providers.data]);
  const content = useRef<ContentPayload | undefined>(undefined);
  const skipPrompt = useRef(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const channel = useRef<OuterChannel | undefined>(undefined);

  useEffect(() => {
    if (!target) return;
    let live = true;
    setLoaded(undefined);
    setUnsaved(false);
    setMeta(undefined);
    content.current = undefined;
    skipPrompt.current = false;
    const key = formKeyOf(target);
    const done = (template: StoredForm | undefined, isLatest: boolean, yaml: string, script: string) =>
      live &&
      setLoaded({
        key,
        target,
        template,
        isLatest,
        initialYaml: yaml,
        initialScript: script,
        initialTests: template?.Tests ?? '',
      });
    if (target.kind === 'saved') {
      forms.get(target.id, target.version).then(
        (t) =>
          done(
            t,
            target.version === undefined || t.MaxVersion === undefined || t.Version >= t.MaxVersion,
            t.Template.Yaml,
            t.Template.JsCode ?? '',
          ),
        () => {
          if (!live) return;
          setLoaded('failed');
          window.alert('failed server load of template see log for details');
        },
      );
    } else
      done(
        undefined,
        true,
        target.kind === 'demo' ? DEMO_FORM : target.kind === 'new' ? STARTER_FORM : '',
        '',
      );
    return () => {
      live = false;
    };
  }, [target, forms]);

  const init = useMemo((): InitializePayload | undefined => {
    if (!loaded || loaded === 'failed') return undefined;
    const draft = readDraft(loaded.key);
    return {
      yaml: draft?.yaml ?? loaded.initialYaml,
      script: draft?.script ?? loaded.initialScript,
      savedYaml: loaded.initialYaml,
      savedScript: loaded.initialScript,
      tests: draft?.tests ?? loaded.initialTests,
      savedTests: loaded.initialTests,
      name: loaded.template?.Name ?? '',
      id: loaded.template?.Id,
      version: loaded.template?.Version,
      isLatest: loaded.isLatest,
      colorMode,
      options: storedEditorOptions(colorMode),
      providerNames,
      origin: window.location.origin,
      openImport: loaded.target.kind === 'fromFile' && !draft,
      canOverrideTests: hasRole(session.user?.Role, Role.ProviderAdmin),
      ...(carried.current &&
      carried.current.id === loaded.template?.Id &&
      carried.current.version === loaded.template?.Version
        ? { previewState: carried.current.state }
        : {}),
    };
    // The colour mode reaches a running frame through SetAppColorMode, not a new Initialize: the frame
    // starts in the colour mode of its load.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- colorMode: a change must not reload the frame
  }, [loaded, providerNames, session.user?.Role]);

  const formName = useCallback(() => {
    const l = loaded && loaded !== 'failed' ? loaded : undefined;
    return content.current?.meta.title ?? l?.template?.Name ?? fileName ?? 'New form';
  }, [loaded, fileName]);

  const save = useCallback(async (): Promise<{ Id: string; Version: number }> => {
    const l = loaded && loaded !== 'failed' ? loaded : undefined;
    const c = content.current;
    if (!l || !c) throw new Error(SAVE_FAILED);
    if (!l.isLatest && !window.confirm(NOT_LATEST_CONFIRM)) throw new Error('Save cancelled');
    if (c.errors && c.errors.length > 0 && !window.confirm(saveWithErrorsConfirm(c.errors)))
      throw new Error('Save cancelled');
    // The preview's values go with the save to the saved version's editor (a new frame).
    const previewState = await Promise.race([
      channel.current
        ?.request('GetPreviewState')
        .then((a) => a?.state)
        .catch(() => undefined),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PREVIEW_STATE_WAIT_MS)),
    ]);
    let saved: { Id: string; Version: number };
    try {
      saved = await forms.save({
        Id: l.template?.Id,
        Version: l.template?.Version ?? null,
        Overwrite: !l.isLatest,
        FolderId: l.template?.FolderId ?? folderOf(location.search),
        Name: c.meta.title ?? l.template?.Name ?? 'New form',
        Description: l.template?.Description ?? '',
        Template: { Yaml: c.yaml, JsCode: c.script, JsonSpec: '' },
        Tests: c.tests ?? l.initialTests,
      });
    } catch (error) {
      console.error('Save failed', error);
      window.alert(SAVE_FAILED);
      throw new Error(SAVE_FAILED, { cause: error });
    }
    dropDraft(l.key);
    dropDraft(saved.Id);
    skipPrompt.current = true;
    setUnsaved(false);
    carried.current = { id: saved.Id, version: saved.Version, state: previewState };
    setSaved(savedNote(c.meta.title ?? l.template?.Name ?? 'New form', saved.Version));
    navigate(editorPath(saved.Id, saved.Version));
    return saved;
  }, [loaded, forms, navigate, location.search, channel]);

  const build = useCallback(
    async (id: string, version: number | undefined, override = false) => {
      const c = content.current;
      // Download the version's build when it has one; otherwise create it.
      const existing =
        version === undefined ? undefined : await ops.getBuild(id, version).catch(() => undefined);
      const answer =
        existing ??
        (await ops
          .buildIds7Package(id, version, {
            FullScript: c?.script ?? '',
            // The server reads the template fields from the saved version's specification itself.
            TemplateFields: [],
            ReportVersion: c?.meta.reportVersion ?? 'v1',
            ...(override ? { Override: true } : {}),
          })
          .catch((error: unknown) => {
            throw refusedBuild(error);
          }));
      const meta = c?.meta ?? { title: formName(), versionMajor: undefined, versionMinor: undefined };
      downloadBlob(
        answer.FileName ?? buildFileName(meta, answer.TemplateVersion ?? version ?? 1, answer.BuildNumber),
        new Blob([base64ToBytes(answer.Base64Data)], { type: 'application/zip' }),
      );
    },
    [ops, formName],
  );

  useEditorFrame(iframe, channel, {
    form: loaded && loaded !== 'failed' ? loaded.key : undefined,
    formId: loaded && loaded !== 'failed' ? loaded.template?.Id : undefined,
    init,
    ops,
    navigate: (path) => navigate(path),
    save,
    build,
    onFileLoaded: setFileName,
    providerData: async () => {
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
    },
    onContent: (c) => {
      content.current = c;
      setMeta((m) =>
        m?.title === c.meta.title &&
        m?.versionMajor === c.meta.versionMajor &&
        m?.versionMinor === c.meta.versionMinor
          ? m
          : c.meta,
      );
      const l = loaded && loaded !== 'failed' ? loaded : undefined;
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

  // Leaving the page, and route changes, with unsaved changes ask first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !skipPrompt.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_CONFIRM)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = LEAVE_CONFIRM;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  // Presence: other users of this form, polled every 60 s (not for new and fromFile); disconnect on leaving.
  const savedId = target?.kind === 'saved' ? target.id : undefined;
  const others = useQuery({
    ...serverQueries.activeUsers(ops, savedId ?? ''),
    enabled: session.mode === 'server' && savedId !== undefined,
  }).data;
  // Leaving the editor, by the app's navigation or by closing or reloading the page (pagehide), removes
  // the user from the form's active users at once; a request that outlives the page is sent keepalive.
  useEffect(() => {
    if (session.mode !== 'server') return;
    const leave = () => void ops.disconnectCurrentUserFromTemplates().catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [ops, session.mode]);
  const otherNames = (Array.isArray(others) ? others : [])
    .filter((u) => u.Guid !== session.user?.Guid)
    .map((u) => [u.GivenName, u.FamilyName].filter(Boolean).join(' ') || u.Email || u.Guid);

  const actions = useMemo(
    () => ({
      unsaved,
      save: () => void save().catch(() => undefined),
      exportFile: () => {
        const c = content.current;
        if (!c || c.yaml.trim() === '') {
          window.alert('no form data');
          return;
        }
        const l = loaded && loaded !== 'failed' ? loaded : undefined;
        const name = formName();
        downloadText(
          exportFileName(name, c.meta, l?.template?.Version),
          exportFileContent(name, l?.template?.Id, l?.template?.Version, c.yaml, c.script, c.tests),
        );
      },
      exportAs: EXPORT_AS.map((label) => ({
        label,
        run: () => void exportAs(label, content.current?.yaml ?? '', formName()),
      })),
    }),
    [unsaved, save, loaded, formName],
  );
  useNavActions(actions);

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
