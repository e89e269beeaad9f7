/**
 * The frame messages between the editor frame and the outer app (docs/rest.md#the-rest-contract). The editor runs in a
 * sandboxed iframe on an opaque origin (docs/designer.md#security), so these messages are its only way out: the
 * outer app alone calls the server. Unknown message types are logged and dropped.
 */

/** Every frame message type of docs/rest.md#the-rest-contract, plus SaveEditorOptions (ours: the frame has no storage). */
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
] as const;

/** A frame message type. */
export type FrameMessageType = (typeof FRAME_MESSAGE_TYPES)[number];

/** One message: its type, a payload, and for requests an id the answer repeats. */
export interface FrameMessage {
  readonly type: FrameMessageType;
  readonly payload?: unknown;
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
}

/** The Metadata facts the outer app needs (name, export file name). */
export interface FormMeta {
  readonly title: string | undefined;
  readonly versionMajor: number | undefined;
  readonly versionMinor: number | undefined;
  /** Metadata reportVersion ('v1' or 'v2'), sent with a build. */
  readonly reportVersion?: string;
}

type Handler = (message: FrameMessage) => unknown;

/**
 * One side of the channel: sends messages to the other window, answers requests with the handler's
 * result (a promise is awaited; a thrown error answers with its message), and logs unknown types.
 */
export class FrameChannel {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly onMessage = (event: MessageEvent): void => {
    if (this.source() !== null && event.source !== this.source()) return;
    void this.receive(event.data);
  };

  constructor(
    /** The other window (the iframe's contentWindow, or window.parent); null while not yet there. */
    private readonly source: () => Window | null,
    private readonly handler: Handler,
    private readonly log: (text: string, data: unknown) => void = (text, data) => console.warn(text, data),
    private readonly self: Window = window,
  ) {
    self.addEventListener('message', this.onMessage);
  }

  /** Stops listening. */
  dispose(): void {
    this.self.removeEventListener('message', this.onMessage);
  }

  /** Sends a message that needs no answer. */
  post(type: FrameMessageType, payload?: unknown): void {
    // An opaque-origin frame can only be addressed with '*': the frame's window object is the guard.
    this.source()?.postMessage({ type, payload } satisfies FrameMessage, '*');
  }

  /** Sends a request and resolves with the other side's answer (rejects with its error text). */
  request<T = unknown>(type: FrameMessageType, payload?: unknown): Promise<T> {
    const requestId = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject });
      this.source()?.postMessage({ type, payload, requestId } satisfies FrameMessage, '*');
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
    let answer: FrameMessage | undefined;
    try {
      const result = await this.handler(data);
      if (data.requestId !== undefined)
        answer = { type: data.type, payload: result, requestId: data.requestId, reply: true };
    } catch (error) {
      if (data.requestId !== undefined)
        answer = { type: data.type, requestId: data.requestId, reply: true, error: (error as Error).message };
      else this.log('Frame message failed', error);
    }
    if (answer) this.source()?.postMessage(answer, '*');
  }
}
