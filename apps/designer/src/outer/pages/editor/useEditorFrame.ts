/**
 * The outer side of the editor frame: answers the frame's messages (docs/rest.md#the-rest-contract) by calling the
 * server through the named operations, keeps the frame's content (and the local draft), and sends
 * Initialize when the frame is ready.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { Operations } from '../../api/operations';
import {
  EDITOR_OPERATIONS,
  FrameChannel,
  OTHER_FORM,
  type ContentPayload,
  type EditorAnswers,
  type EditorMessage,
  type EditorOperations,
  type InitializePayload,
  type OuterAnswers,
  type OuterChannel,
  type OuterMessage,
  type OuterMessages,
} from '../../../protocol/messages';
import { forgetEditedForm, rememberEditedForm } from '../templateView/editedForm';
import { EDITOR_OPTIONS_KEY } from './editorOptions';

/** What the frame handler needs from the page (read through a ref: always the latest). */
export interface FrameHost {
  /** The form the frame edits (formKeyOf), undefined while none is loaded: the channel then hears nothing. */
  readonly form: string | undefined;
  /** The saved form's id: the only id a frame's request may name (undefined for a new form). */
  readonly formId: string | undefined;
  readonly init: InitializePayload | undefined;
  readonly ops: Operations;
  readonly onContent: (content: ContentPayload) => void;
  readonly save: () => Promise<{ Id: string; Version: number }>;
  /** Builds (or downloads) a version; `override` builds although its tests fail (ProviderAdmin). */
  readonly build: (id: string, version: number | undefined, override?: boolean) => Promise<void>;
  readonly navigate: (path: string) => void;
  readonly providerData: () => Promise<unknown>;
  readonly onFileLoaded: (name: string) => void;
}

/**
 * Reads the share answer: 204 (undefined) means not shared; null, or `{SiteIds: null}`, means shared with
 * all sites (a public form); a list of site ids means shared with those sites only.
 */
export function isPublicShare(answer: unknown): boolean {
  if (answer === null) return true;
  if (typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'SiteIds' in answer)
    return (answer as { SiteIds: unknown }).SiteIds === null;
  return false;
}

/** Handles one frame message; answers what a request needs (its answer in {@link EditorAnswers}). */
export async function handleFrameMessage(
  host: FrameHost,
  message: EditorMessage,
  post: (m: OuterMessage) => void,
): Promise<EditorAnswers[keyof EditorAnswers] | undefined> {
  const type = message.type;
  const p: object = message.payload ?? {};
  // An id in the payload must be the form's own: a frame asks only about the form it edits.
  if ('id' in p && (host.formId === undefined || p.id !== host.formId)) throw new Error(OTHER_FORM);
  // The payloads are typed as the protocol says, but come from the frame: what is read of them is checked.
  switch (message.type) {
    case 'IframeMessagingReady':
      if (host.init) post({ type: 'Initialize', payload: host.init });
      return undefined;
    case 'SetUnsaved': {
      const content = message.payload;
      // TemplateView's menu link opens on the form being edited (templateView/editedForm.ts).
      rememberEditedForm({
        spec: content.yaml,
        script: content.script,
        ...(content.meta.title === undefined ? {} : { title: content.meta.title }),
      });
      host.onContent(content);
      return undefined;
    }
    case 'SaveChanges': {
      const saved = await host.save();
      // Saved on the way to a build (the Build tab's 'save now?'): build the saved version here, since the
      // save navigates to it and the frame that asked starts again.
      if (message.payload?.build === true)
        void host.build(saved.Id, saved.Version).catch((e: unknown) => window.alert((e as Error).message));
      return saved;
    }
    case 'SaveEditorOptions':
      try {
        localStorage.setItem(EDITOR_OPTIONS_KEY, JSON.stringify(message.payload));
      } catch {
        // Storage refused: the options last for this page.
      }
      return undefined;
    case 'PushHistory':
      host.navigate(String(message.payload?.path ?? '/'));
      return undefined;
    case 'FileLoaded':
      host.onFileLoaded(String(message.payload?.name ?? ''));
      return undefined;
    case 'GetTemplateVersionsById':
      return host.ops.getTemplateVersionsById(message.payload.id);
    case 'GetBuildInfo':
      return host.ops.getBuildInfo(message.payload.id);
    case 'BuildIds7Package':
      return host.build(message.payload.id, message.payload.version, message.payload.override === true);
    case 'DeleteTemplateVersions':
      try {
        return await host.ops.deleteTemplateVersions(message.payload.id, message.payload.versions ?? []);
      } catch {
        throw new Error('Could not delete form versions from server');
      }
    case 'GetPreviewEnabled': {
      const answer = await host.ops.getAvailableForPreview(message.payload.id);
      return answer?.Enabled === true;
    }
    case 'SetPreviewEnabled':
      return host.ops.setAvailableForPreview(message.payload.id, message.payload.enabled === true);
    case 'GetTemplateShare':
      return isPublicShare(await host.ops.getTemplateShare(message.payload.id));
    case 'SetTemplateShare':
      return host.ops.shareTemplate(message.payload.id, message.payload.siteIds ?? null);
    case 'GetAllSites':
      return host.ops.getSites();
    case 'SetProviderData':
      return host.providerData();
    default:
      console.warn('Unhandled frame message type', type);
      return undefined;
  }
}

/** The editor iframe's class: the page has at most one. */
export const EDITOR_FRAME_CLASS = 'fw-editor-frame';

/**
 * The window of the editor iframe now in the page, read when a message arrives (a reload or a new form
 * replaces the element and its window): the ref's element, or, before React has set the ref, the
 * editor iframe in the document. Null while the page has no editor frame.
 */
export function currentFrameWindow(iframe: RefObject<HTMLIFrameElement | null>): Window | null {
  const element =
    iframe.current?.isConnected === true
      ? iframe.current
      : document.querySelector<HTMLIFrameElement>(`iframe.${EDITOR_FRAME_CLASS}`);
  return element?.contentWindow ?? null;
}

/**
 * Opens the channel to the frame in `iframe` into `channel` (the page's ref, so its save can ask the frame
 * before this hook runs); `host` is read fresh for each message. The channel hears only that frame's
 * window, only the editor's operations ({@link EDITOR_OPERATIONS}), only about the form the page shows.
 */
export function useEditorFrame(
  iframe: RefObject<HTMLIFrameElement | null>,
  channel: RefObject<OuterChannel | undefined>,
  host: FrameHost,
): void {
  const latest = useRef(host);
  latest.current = host;
  useEffect(() => {
    const target = () => currentFrameWindow(iframe);
    const post = (m: OuterMessage) => made.send(m);
    const made: OuterChannel = new FrameChannel<OuterMessages, OuterAnswers, EditorOperations>(
      target,
      (message) => handleFrameMessage(latest.current, message, post),
      undefined,
      window,
      { hears: EDITOR_OPERATIONS, form: () => latest.current.form },
    );
    channel.current = made;
    return () => {
      made.dispose();
      forgetEditedForm();
    };
  }, [iframe, channel]);
}
