/**
 * The protocol between the editor frame and the outer app: one typed map of every frame message (its payload)
 * and of every request's answer, and the channel both sides use to send and hear them. The frame messages between the editor frame and the outer app (docs/rest.md#the-rest-contract). The editor runs in a
 * sandboxed iframe on an opaque origin (docs/designer.md#security), so these messages are its only way out: the
 * outer app alone calls the server. Unknown message types are logged and dropped.
 */

import type { VersionRow } from '../outer/api/formRepository';

/**
 * Every frame message type of docs/rest.md#the-rest-contract, plus SaveEditorOptions (ours: the frame has no
 * storage) and GetPreviewState (ours: a save carries the preview's values into the saved version's editor).
 */
export const FRAME_MESSAGE_TYPES = [
  'Initialize',
  'SetSuggestedTemplate',
  'SetAppColorMode',
  'SetCurrentTemplateFolder',
  'SetIsUnsaved',
  'SetProviderNames',
  'SetProviderData',
  'SaveChanges',
  'GetBuildInfo',
  'BuildIds7Package',
  'DeleteTemplateVersions',
  'GetTemplateVersionsById',
  'PushHistory',
  'SetNewSrtGenTemplate',
  'SetUnsaved',
  'GetTemplateShare',
  'SetTemplateShare',
  'GetPreviewEnabled',
  'SetPreviewEnabled',
  'GetAllSites',
  'FileLoaded',
  'IframeMessagingReady',
  'SaveEditorOptions',
  'GetPreviewState',
] as const;

/** A frame message type. */
export type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

/** One message: its type, a payload, and for requests an id the answer repeats. */
export interface FrameMessage {
  readonly type: FrameMessageType;
  readonly payload?: unknown;
  /**
   * The form the message concerns ({@link formKeyOf}: a saved form's id, or `new`, `demo`, `fromFile`):
   * each side refuses a message about another form than its own.
   */
  readonly form?: string;
  /** Set on a request that expects an answer; the answer carries the same id and `reply: true`. */
  readonly requestId?: number;
  readonly reply?: boolean;
  /** An answer's failure text (the spec's message, e.g. 'Save failed'). */
  readonly error?: string;
}

/** True for a well-formed frame message of a known type. */
export function isFrameMessage(data: unknown): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (FRAME_MESSAGE_TYPES as readonly unknown[]).includes((data as { type?: unknown }).type)
  );
}

/** What the outer app hands the frame in Initialize: the form to edit and the editor's settings. */
export interface InitializePayload {
  readonly yaml: string;
  readonly script: string;
  /** The text as last saved (undefined for a new form): the frame compares against it for the unsaved flag. */
  readonly savedYaml?: string;
  readonly savedScript?: string;
  /** The form's tests (docs/form-tests.md: the version's `Tests` field) and their text as last saved. */
  readonly tests?: string;
  readonly savedTests?: string;
  readonly name: string;
  readonly id: string | undefined;
  readonly version: number | undefined;
  readonly isLatest: boolean;
  readonly colorMode: 'dark' | 'light';
  readonly options: EditorOptions;
  readonly providerNames: readonly string[];
  /** The outer app's origin, for the public preview links of the Share tab. */
  readonly origin: string;
  /** Open the import dialog at once (the /fromFile route). */
  readonly openImport?: boolean;
  /** The user is a ProviderAdmin: the Build tab offers a build despite failing form tests. */
  readonly canOverrideTests?: boolean;
  /** The preview's values when the editor was saved (the store's saveState): the new frame loads them. */
  readonly previewState?: unknown;
}

/** The editor options the outer app remembers for the frame (which has no storage of its own). */
export interface EditorOptions {
  readonly lineWrapping: boolean;
  readonly keymap: 'sublime' | 'vim';
  readonly theme: 'dark' | 'light';
}

/** The default editor options: line wrapping on, sublime keys, dark. */
export const DEFAULT_EDITOR_OPTIONS: EditorOptions = { lineWrapping: true, keymap: 'sublime', theme: 'dark' };

/** The content the frame reports with SetUnsaved: what the outer app keeps locally until saved. */
export interface ContentPayload {
  readonly yaml: string;
  readonly script: string;
  /** The form's tests text (saved with the form as its `Tests` field). */
  readonly tests?: string;
  readonly unsaved: boolean;
  /** What the outer app names files and forms after: the Metadata's title and versions. */
  readonly meta: FormMeta;
  /**
   * The text's errors ('line N: message', error severity only) as the last parse of this very text found
   * them; undefined while that parse has not run. Save warns when there are any.
   */
  readonly errors?: readonly string[];
}

/** The Metadata facts the outer app needs (name, export file name). */
export interface FormMeta {
  readonly title: string | undefined;
  readonly versionMajor: number | undefined;
  readonly versionMinor: number | undefined;
  /** Metadata reportVersion ('v1' or 'v2'), sent with a build. */
  readonly reportVersion?: string;
}

/**
 * The operations the editor frame may ask of the outer app, with their payloads: the outer app hears these
 * and nothing else from its frame (a message of another type, even a known one, is refused). An `id` in a
 * payload must be the id of the form the frame edits.
 */
export interface EditorOperations {
  IframeMessagingReady: undefined;
  SetUnsaved: ContentPayload;
  SaveChanges: { readonly build?: boolean } | undefined;
  SaveEditorOptions: EditorOptions;
  PushHistory: { readonly path: string };
  FileLoaded: { readonly name: string };
  SetProviderData: undefined;
  GetTemplateVersionsById: { readonly id: string };
  GetBuildInfo: { readonly id: string };
  BuildIds7Package: { readonly id: string; readonly version?: number; readonly override?: boolean };
  DeleteTemplateVersions: { readonly id: string; readonly versions: readonly number[] };
  GetPreviewEnabled: { readonly id: string };
  SetPreviewEnabled: { readonly id: string; readonly enabled: boolean };
  GetTemplateShare: { readonly id: string };
  SetTemplateShare: { readonly id: string; readonly siteIds: readonly number[] | null };
  GetAllSites: undefined;
}

/**
 * What the outer app answers each request of the frame (an operation missing here is a message that wants
 * no answer). The server's answers the frame only passes on or ignores are `unknown`.
 */
export interface EditorAnswers {
  SaveChanges: { readonly Id: string; readonly Version: number };
  SetProviderData: unknown;
  GetTemplateVersionsById: VersionRow[];
  GetBuildInfo: unknown;
  BuildIds7Package: void;
  DeleteTemplateVersions: unknown;
  GetPreviewEnabled: boolean;
  SetPreviewEnabled: unknown;
  GetTemplateShare: boolean;
  SetTemplateShare: unknown;
  GetAllSites: unknown;
}

/** The messages the outer app sends its frame, with their payloads: the frame hears nothing else. */
export interface OuterMessages {
  Initialize: InitializePayload;
  SetAppColorMode: 'dark' | 'light';
  SetProviderNames: readonly string[];
  SetProviderData: unknown;
  SetIsUnsaved: boolean;
  SetSuggestedTemplate: string;
  /** A request: the frame answers `{ state }`, its preview store's saveState() (null without a form). */
  GetPreviewState: undefined;
}

/** What the frame answers each request of the outer app. */
export interface OuterAnswers {
  GetPreviewState: { readonly state: unknown };
}

/** A map of message types to payloads: one direction of the channel. */
export type MessageMap = { readonly [K in FrameMessageType]?: unknown };

/** One message of a map, its payload typed by its type (a union discriminated on `type`). */
export type MessageOf<M extends MessageMap> = {
  [K in keyof M & FrameMessageType]: Omit<FrameMessage, 'type' | 'payload'> & {
    readonly type: K;
  } & (undefined extends M[K] ? { readonly payload?: M[K] } : { readonly payload: M[K] });
}[keyof M & FrameMessageType];

/** A message's payload argument: optional where the map allows undefined. */
type PayloadArgs<P> = undefined extends P ? [payload?: P] : [payload: P];

/** The answer to a request `K` of a map with answers `A` (unknown for a type `A` does not name). */
type AnswerOf<A, K> = K extends keyof A ? A[K] : unknown;

/** The types of {@link EditorOperations}, checked against the map by the compiler (one entry each). */
export const EDITOR_OPERATIONS = Object.keys({
  IframeMessagingReady: true,
  SetUnsaved: true,
  SaveChanges: true,
  SaveEditorOptions: true,
  PushHistory: true,
  FileLoaded: true,
  SetProviderData: true,
  GetTemplateVersionsById: true,
  GetBuildInfo: true,
  BuildIds7Package: true,
  DeleteTemplateVersions: true,
  GetPreviewEnabled: true,
  SetPreviewEnabled: true,
  GetTemplateShare: true,
  SetTemplateShare: true,
  GetAllSites: true,
} satisfies Record<keyof EditorOperations, true>) as (keyof EditorOperations)[];

/** The types of {@link OuterMessages}. */
export const OUTER_MESSAGES = Object.keys({
  Initialize: true,
  SetAppColorMode: true,
  SetProviderNames: true,
  SetProviderData: true,
  SetIsUnsaved: true,
  SetSuggestedTemplate: true,
  GetPreviewState: true,
} satisfies Record<keyof OuterMessages, true>) as (keyof OuterMessages)[];

/** The key a form goes by in frame messages: a saved form's id, else the kind of new form. */
export function formKeyOf(target: { readonly kind: string; readonly id?: string }): string {
  return target.kind === 'saved' && target.id !== undefined ? target.id : target.kind;
}

/** The editor iframe's name, from which the frame knows its form before Initialize. */
export function frameNameOf(form: string): string {
  return `formwright-editor:${form}`;
}

/** The form a frame named by {@link frameNameOf} edits; undefined for any other name. */
export function formOfFrameName(name: string): string | undefined {
  return name.startsWith('formwright-editor:') ? name.slice('formwright-editor:'.length) : undefined;
}

/** The text logged (and answered to a request) for a message about another form. */
export const OTHER_FORM = 'Frame message about another form';

/** What one side hears: the types it accepts and the form it works on (undefined: no form yet, refuse all). */
export interface ChannelPolicy {
  readonly hears: readonly FrameMessageType[];
  readonly form: () => string | undefined;
}

type Handler<In extends MessageMap> = (message: MessageOf<In>) => unknown;

/**
 * One side of the channel: sends messages to the other window, answers requests with the handler's
 * result (a promise is awaited; a thrown error answers with its message), and logs unknown types.
 * It hears only the other side's window as `source()` gives it at the moment a message arrives: while
 * there is none (a form that failed to load has no frame) it hears nobody, and another window (an
 * opener, a page that opened the designer, another frame) is never heard. With a policy it hears only
 * the policy's types, about the policy's form, and stamps its own messages with that form.
 *
 * Typed by the maps of the two directions: `Out` (what it sends) with `OutAnswers` (the answers to its
 * requests), and `In` (what it hears, given to the handler). The other window is trusted no further than
 * its window object and the policy: the handler still checks what it reads of a payload.
 */
export class FrameChannel<
  Out extends MessageMap = Record<FrameMessageType, unknown>,
  OutAnswers = Record<FrameMessageType, unknown>,
  In extends MessageMap = Record<FrameMessageType, unknown>,
> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly onMessage = (event: MessageEvent): void => {
    const source = this.source();
    if (source === null || event.source !== source) return;
    void this.receive(event.data);
  };

  constructor(
    /** The other window (the iframe's contentWindow, or window.parent), read when a message arrives; null while not there. */
    private readonly source: () => Window | null,
    private readonly handler: Handler<In>,
    private readonly log: (text: string, data: unknown) => void = (text, data) => console.warn(text, data),
    private readonly self: Window = window,
    private readonly policy?: ChannelPolicy,
  ) {
    self.addEventListener('message', this.onMessage);
  }

  /** Stops listening. */
  dispose(): void {
    this.self.removeEventListener('message', this.onMessage);
  }

  /** Sends a message that needs no answer. */
  post<K extends keyof Out & FrameMessageType>(type: K, ...[payload]: PayloadArgs<Out[K]>): void {
    // An opaque-origin frame can only be addressed with '*': the frame's window object is the guard.
    this.source()?.postMessage({ type, payload, form: this.policy?.form() } satisfies FrameMessage, '*');
  }

  /** Sends a message given whole (its type and payload) that needs no answer. */
  send(message: MessageOf<Out>): void {
    this.source()?.postMessage(
      { type: message.type, payload: message.payload, form: this.policy?.form() } satisfies FrameMessage,
      '*',
    );
  }

  /** Sends a request and resolves with the other side's answer (rejects with its error text). */
  request<K extends keyof Out & FrameMessageType>(
    type: K,
    ...[payload]: PayloadArgs<Out[K]>
  ): Promise<AnswerOf<OutAnswers, K>> {
    const requestId = this.nextId++;
    return new Promise<AnswerOf<OutAnswers, K>>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject });
      this.source()?.postMessage(
        { type, payload, requestId, form: this.policy?.form() } satisfies FrameMessage,
        '*',
      );
    });
  }

  /** Handles one incoming message (public for tests). */
  async receive(data: unknown): Promise<void> {
    if (!isFrameMessage(data)) {
      this.log('Unknown frame message type', data);
      return;
    }
    if (data.reply && data.requestId !== undefined) {
      const waiting = this.pending.get(data.requestId);
      this.pending.delete(data.requestId);
      if (data.error !== undefined) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.payload);
      return;
    }
    if (this.policy && !this.policy.hears.includes(data.type)) {
      this.log('Refused frame message type', data.type);
      return;
    }
    const form = this.policy?.form();
    if (this.policy && (form === undefined || data.form !== form)) {
      this.log(OTHER_FORM, { form: data.form, type: data.type });
      if (data.requestId !== undefined)
        this.source()?.postMessage(
          { type: data.type, requestId: data.requestId, reply: true, error: OTHER_FORM },
          '*',
        );
      return;
    }
    let answer: FrameMessage | undefined;
    try {
      // The policy (or, without one, the caller) vouches for the type; the handler checks the payload.
      const result = await this.handler(data as MessageOf<In>);
      if (data.requestId !== undefined)
        answer = { type: data.type, payload: result, requestId: data.requestId, reply: true, form };
    } catch (error) {
      if (data.requestId !== undefined)
        answer = { type: data.type, requestId: data.requestId, reply: true, error: (error as Error).message };
      else this.log('Frame message failed', error);
    }
    if (answer) this.source()?.postMessage(answer, '*');
  }
}

/** The outer app's side: sends {@link OuterMessages}, hears {@link EditorOperations}. */
export type OuterChannel = FrameChannel<OuterMessages, OuterAnswers, EditorOperations>;

/** The editor frame's side: sends {@link EditorOperations}, hears {@link OuterMessages}. */
export type EditorChannel = FrameChannel<EditorOperations, EditorAnswers, OuterMessages>;

/** A message the outer app hears from its frame. */
export type EditorMessage = MessageOf<EditorOperations>;

/** A message the frame hears from the outer app. */
export type OuterMessage = MessageOf<OuterMessages>;
