/**
 * The designer's check of a Painter background image before it is put into a form
 * (docs/components.md#painter, docs/components.md#painter): an image file over about 2 MB is refused with the
 * spec's message, since the image travels inside every stored form and every report's PNG.
 */

/** The size limit of a Painter image in bytes: "about 2 MB" (§5.5, §9.3), taken as 2 MiB. */
export const PAINTER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The message the designer shows for an image over the limit (§5.5, letter for letter). */
export const PAINTER_IMAGE_TOO_BIG_MESSAGE =
  'The provided image well exceeds recommended size. Please choose a smaller image (<2Mb), preferable an SVG that will scale nicely when zoomed.';

/** The outcome of {@link checkPainterImage}: fine, or refused with a stable code and the spec's message. */
export type PainterImageCheck =
  | { readonly ok: true; readonly bytes: number }
  | {
      readonly ok: false;
      readonly code: 'painter-image-too-big';
      readonly message: string;
      readonly bytes: number;
      readonly limit: number;
    };

/**
 * The size in bytes of an image as the designer holds it: a number of bytes (a File's size), or a data URL
 * (base64 or percent-encoded payload, measured decoded), or any other text (an SVG source, measured as UTF-8).
 */
export function painterImageBytes(image: number | string): number {
  if (typeof image === 'number') return Math.max(0, image);
  const dataUrl = /^data:([^,]*),/i.exec(image);
  if (dataUrl) {
    const payload = image.slice(dataUrl[0].length);
    if (/;base64$/i.test(dataUrl[1]!)) {
      const chars = payload.replace(/\s+/g, '');
      const padding = chars.endsWith('==') ? 2 : chars.endsWith('=') ? 1 : 0;
      return Math.max(0, Math.floor((chars.length * 3) / 4) - padding);
    }
    try {
      return utf8Length(decodeURIComponent(payload));
    } catch {
      return utf8Length(payload);
    }
  }
  return utf8Length(image);
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Whether a Painter image may be used (§5.5): up to {@link PAINTER_IMAGE_MAX_BYTES} it is fine; above it the
 * result carries code `painter-image-too-big` and {@link PAINTER_IMAGE_TOO_BIG_MESSAGE}.
 */
export function checkPainterImage(image: number | string): PainterImageCheck {
  const bytes = painterImageBytes(image);
  if (bytes <= PAINTER_IMAGE_MAX_BYTES) return { ok: true, bytes };
  return {
    ok: false,
    code: 'painter-image-too-big',
    message: PAINTER_IMAGE_TOO_BIG_MESSAGE,
    bytes,
    limit: PAINTER_IMAGE_MAX_BYTES,
  };
}
