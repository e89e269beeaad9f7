import { describe, expect, it } from 'vitest';
import {
  checkPainterImage,
  PAINTER_IMAGE_MAX_BYTES,
  PAINTER_IMAGE_TOO_BIG_MESSAGE,
  painterImageBytes,
} from './imageCheck';

describe('checkPainterImage (docs/components.md#painter)', () => {
  it('carries the spec message letter for letter', () => {
    expect(PAINTER_IMAGE_TOO_BIG_MESSAGE).toBe(
      'The provided image well exceeds recommended size. Please choose a smaller image (<2Mb), preferable an SVG that will scale nicely when zoomed.',
    );
  });

  it.each([
    [0, true],
    [500_000, true],
    [PAINTER_IMAGE_MAX_BYTES, true],
    [PAINTER_IMAGE_MAX_BYTES + 1, false],
    [5_000_000, false],
  ])('a file of %i bytes is accepted: %s', (bytes, ok) => {
    expect(checkPainterImage(bytes).ok).toBe(ok);
  });

  it('refuses an image over about 2 MB with a stable code, the message and the sizes', () => {
    const r = checkPainterImage(3_000_000);
    expect(r).toEqual({
      ok: false,
      code: 'painter-image-too-big',
      message: PAINTER_IMAGE_TOO_BIG_MESSAGE,
      bytes: 3_000_000,
      limit: PAINTER_IMAGE_MAX_BYTES,
    });
  });

  it('measures a base64 data URL by its decoded size', () => {
    expect(painterImageBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(painterImageBytes('data:image/png;base64,AAA=')).toBe(2);
    const big = 'data:image/png;base64,' + 'A'.repeat(Math.ceil(((PAINTER_IMAGE_MAX_BYTES + 3) * 4) / 3));
    expect(checkPainterImage(big).ok).toBe(false);
  });

  it('measures a percent-encoded SVG data URL and plain SVG text as UTF-8 bytes', () => {
    expect(painterImageBytes('data:image/svg+xml,%3Csvg%2F%3E')).toBe('<svg/>'.length);
    expect(painterImageBytes('<svg>é</svg>')).toBe(13); // é is two bytes
    expect(checkPainterImage('<svg/>').ok).toBe(true);
  });
});
