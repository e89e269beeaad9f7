import { describe, expect, it, vi } from 'vitest';
import {
  EDITOR_OPERATIONS,
  FRAME_MESSAGE_TYPES,
  FrameChannel,
  formOfFrameName,
  frameNameOf,
  isFrameMessage,
  OUTER_MESSAGES,
} from './messages';

/** A fake window: postMessage delivers to the other side's listeners with this window as source. */
class FakeWindow {
  peer: FakeWindow | undefined;
  private listeners: ((e: MessageEvent) => void)[] = [];
  addEventListener(_: string, l: (e: MessageEvent) => void) {
    this.listeners.push(l);
  }
  removeEventListener(_: string, l: (e: MessageEvent) => void) {
    this.listeners = this.listeners.filter((x) => x !== l);
  }
  postMessage(data: unknown) {
    const from = this.peer;
    queueMicrotask(() => this.listeners.forEach((l) => l({ data, source: from } as unknown as MessageEvent)));
  }
}

describe('frame messages', () => {
  it('knows every frame message of docs/rest.md#the-rest-contract', () => {
    const spec =
      'Initialize, SetSuggestedTemplate, SetAppColorMode, SetCurrentTemplateFolder, SetIsUnsaved, SetProviderNames, SetProviderData, SaveChanges, GetBuildInfo, BuildIds7Package, DeleteTemplateVersions, GetTemplateVersionsById, PushHistory, SetNewSrtGenTemplate, SetUnsaved, GetTemplateShare, SetTemplateShare, GetPreviewEnabled, SetPreviewEnabled, GetAllSites, FileLoaded, IframeMessagingReady';
    for (const type of spec.split(', ')) expect(FRAME_MESSAGE_TYPES).toContain(type);
  });

  it('logs an unknown message type and does not hand it on', async () => {
    const handler = vi.fn();
    const log = vi.fn();
    const self = new FakeWindow();
    const channel = new FrameChannel(() => null, handler, log, self as unknown as Window);
    await channel.receive({ type: 'StealCookies' });
    expect(log).toHaveBeenCalledWith('Unknown frame message type', { type: 'StealCookies' });
    expect(handler).not.toHaveBeenCalled();
    expect(isFrameMessage({ type: 'SaveChanges' })).toBe(true);
  });

  it('answers a request with the handler result, and a failure with its message', async () => {
    const outer = new FakeWindow();
    const frame = new FakeWindow();
    outer.peer = frame;
    frame.peer = outer;
    // Posting "to" a window delivers into it: the outer side posts into frame, the frame into outer.
    new FrameChannel(
      () => outer as unknown as Window,
      (m) => {
        if (m.type === 'SaveChanges') throw new Error('Save failed');
        return { Id: 'x', Version: 2 };
      },
      () => undefined,
      frame as unknown as Window,
    );
    const outerSide = new FrameChannel(
      () => frame as unknown as Window,
      () => undefined,
      () => undefined,
      outer as unknown as Window,
    );
    await expect(outerSide.request('GetTemplateVersionsById', { id: 'x' })).resolves.toEqual({
      Id: 'x',
      Version: 2,
    });
    await expect(outerSide.request('SaveChanges')).rejects.toThrow('Save failed');
  });

  it("hears only the frame's window, also while there is no frame (issue 22)", async () => {
    const outer = new FakeWindow();
    const attacker = new FakeWindow();
    const frame = new FakeWindow();
    const handler = vi.fn();
    let current: FakeWindow | null = null;
    let form: string | undefined = undefined;
    new FrameChannel(
      () => current as unknown as Window | null,
      handler,
      () => undefined,
      outer as unknown as Window,
      { hears: EDITOR_OPERATIONS, form: () => form },
    );
    // A page that opened the designer posts while the editor has no frame (a form that failed to load).
    outer.peer = attacker;
    outer.postMessage({ type: 'SetPreviewEnabled', form: 'f1', payload: { id: 'f1', enabled: true } });
    await tick();
    expect(handler).not.toHaveBeenCalled();
    // Once the frame is there, another window is still refused, the frame is heard.
    current = frame;
    form = 'f1';
    outer.postMessage({ type: 'SetTemplateShare', form: 'f1', payload: { id: 'f1', siteIds: null } });
    await tick();
    expect(handler).not.toHaveBeenCalled();
    outer.peer = frame;
    outer.postMessage({ type: 'SetUnsaved', form: 'f1', payload: {} });
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ type: 'SetUnsaved' });
    // The window is read when the message arrives: a reloaded frame's new window is heard, the old one not.
    const reloaded = new FakeWindow();
    current = reloaded;
    outer.postMessage({ type: 'SetUnsaved', form: 'f1', payload: {} });
    outer.peer = reloaded;
    outer.postMessage({ type: 'FileLoaded', form: 'f1', payload: { name: 'a' } });
    await tick();
    expect(handler.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual([
      'SetUnsaved',
      'FileLoaded',
    ]);
  });

  it("hears only the editor's operations, about its own form, and answers a request about another form with an error", async () => {
    const outer = new FakeWindow();
    const frame = new FakeWindow();
    outer.peer = frame;
    frame.peer = outer;
    const handler = vi.fn(() => 'done');
    const log = vi.fn();
    new FrameChannel(() => frame as unknown as Window, handler, log, outer as unknown as Window, {
      hears: EDITOR_OPERATIONS,
      form: () => 'f1',
    });
    const frameSide = new FrameChannel(
      () => outer as unknown as Window,
      () => undefined,
      () => undefined,
      frame as unknown as Window,
      { hears: OUTER_MESSAGES, form: () => 'f2' },
    );
    // A frame (or anything posing as one) that names another form is refused.
    await expect(frameSide.request('SetTemplateShare', { id: 'f2', siteIds: null })).rejects.toThrow(
      'Frame message about another form',
    );
    expect(handler).not.toHaveBeenCalled();
    // Initialize is the outer app's message, not an operation the frame may ask for.
    outer.postMessage({ type: 'Initialize', form: 'f1', payload: {} });
    await tick();
    expect(handler).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Refused frame message type', 'Initialize');
    outer.postMessage({ type: 'GetAllSites', form: 'f1' });
    await tick();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('names the frame after its form', () => {
    expect(formOfFrameName(frameNameOf('3f2504e0'))).toBe('3f2504e0');
    expect(formOfFrameName('')).toBeUndefined();
  });
});

function tick(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0));
}
