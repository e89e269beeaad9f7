import { describe, expect, it, vi } from 'vitest';
import { FRAME_MESSAGE_TYPES, FrameChannel, isFrameMessage } from './messages';

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
});
