import { vi } from 'vitest';

/** The canvases the fake context was asked for, with their size when the PNG was taken. */
export interface FakeCanvasLog {
  readonly pngs: { width: number; height: number }[];
}

/**
 * Test support: jsdom has no 2D canvas, so the Painter's drawing calls go to a context whose methods do
 * nothing (the rules under test live in the value, not the pixels; Playwright checks the pixels), and
 * `toDataURL` gives a marker PNG that records the stored canvas's size.
 */
export function fakeCanvas(): FakeCanvasLog {
  const log: FakeCanvasLog = { pngs: [] };
  const ctx = new Proxy(
    {},
    {
      get(target: Record<string | symbol, unknown>, key) {
        if (key === 'getImageData')
          return (_x: number, _y: number, w: number, h: number) => ({
            data: new Uint8ClampedArray(w * h * 4),
          });
        if (key in target) return target[key];
        return () => undefined;
      },
      set(target: Record<string | symbol, unknown>, key, value) {
        target[key] = value;
        return true;
      },
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    (ctx as { canvas?: unknown }).canvas = this;
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    log.pngs.push({ width: this.width, height: this.height });
    return `data:image/png;base64,FAKE${this.width}x${this.height}`;
  });
  return log;
}
