import type { CSSProperties } from 'react';
import { SIZE_KEYWORDS, SIZE_PATTERN } from '@formwright/core/runtime';

/** A size keyword of docs/components.md#common-properties. */
export type SizeKeyword = (typeof SIZE_KEYWORDS)[number];

/**
 * The width of each size keyword. The spec names the keywords but not their widths; these steps grow by
 * about 1.5 so neighbouring sizes look different, and `m` fits a date or a two-word text.
 */
export const SIZE_WIDTHS: Readonly<Record<SizeKeyword, string>> = {
  xxs: '3rem',
  xs: '5rem',
  s: '8rem',
  m: '12rem',
  l: '18rem',
  xl: '26rem',
  xxl: '36rem',
  fill: '100%',
};

const sizePattern = new RegExp(SIZE_PATTERN);

/**
 * The CSS width of a `size` (docs/components.md#common-properties): a keyword, a number of rem, or digits with an optional
 * %; a formula's result arrives here already evaluated, so the same rules apply to it. Anything else
 * (empty, negative, unknown text) gives no width: the input keeps its natural size.
 */
export function sizeWidth(size: unknown): string | undefined {
  if (typeof size === 'number') return Number.isFinite(size) && size >= 0 ? `${size}rem` : undefined;
  if (typeof size !== 'string') return undefined;
  const text = size.trim();
  if ((SIZE_KEYWORDS as readonly string[]).includes(text)) return SIZE_WIDTHS[text as SizeKeyword];
  if (!sizePattern.test(text)) return undefined;
  return text.endsWith('%') ? text : `${text}rem`;
}

/**
 * Whether a `size` is a share of the row (`fill`, or a percentage): the field then stretches over the
 * row (class `fw-field--fill`) and the input takes its share of what the label and affixes leave.
 */
export function sharesRow(size: unknown): boolean {
  if (typeof size !== 'string') return false;
  const text = size.trim();
  return isFill(text) || (text.endsWith('%') && sizeWidth(text) !== undefined);
}

/**
 * Whether a `size` is `fill`. A Checkbox (no input box beside a label) stretches over the row for it, as a
 * filling input does (class `fw-field--fill`); without that it took only what its line's other fields
 * left. A percentage stays the Checkbox field's own width.
 */
export function isFill(size: unknown): boolean {
  return typeof size === 'string' && size.trim() === 'fill';
}

/** The inline style for a `size`: its width, and for `fill` a flex share so it takes the free space. */
export function sizeStyle(size: unknown): CSSProperties | undefined {
  const width = sizeWidth(size);
  if (width === undefined) return undefined;
  return typeof size === 'string' && size.trim() === 'fill'
    ? { flex: '1 1 auto', minWidth: 0 }
    : { width, maxWidth: '100%' };
}
