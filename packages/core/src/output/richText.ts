/**
 * The report markup language (docs/outputs.md#rich-text-tags, docs/outputs.md#plain-text-markup-and-rtf): plain text whose line breaks are kept, with a few
 * rich-text tags. The parser turns it into a small tree that every report output (plain text, normalised
 * markup, RTF) renders, so they can never disagree about what the markup means.
 */

export { STYLE_TAGS, TABLE_TAGS, type StyleTag, type TableTag } from '../expr/markupTags';
import type { StyleTag } from '../expr/markupTags';

/** Table sizes of docs/outputs.md#plain-text-markup-and-rtf (ToTable), default md. */
export const TABLE_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
/** A table size. */
export type TableSize = (typeof TABLE_SIZES)[number];

/** A piece of report content. */
export type RichNode = RichText | RichStyle | RichTable;
/** Literal text (control characters already removed; `\n` is a line break). */
export interface RichText {
  readonly kind: 'text';
  readonly text: string;
}
/** Styled content. */
export interface RichStyle {
  readonly kind: 'style';
  readonly tag: StyleTag;
  readonly children: readonly RichNode[];
}
/** A table: rows of cells; `header` rows came from thead. */
export interface RichTable {
  readonly kind: 'table';
  readonly size: TableSize;
  /** Relative column widths from `<table widths="20,30,50">` (ToTable), when given. */
  readonly widths?: readonly number[];
  readonly rows: readonly RichRow[];
  /** Set in v1 reports (no tables): the table is shown as its aligned plain-text lines. */
  readonly asText?: boolean;
}
/** One table row. */
export interface RichRow {
  readonly header: boolean;
  readonly cells: readonly (readonly RichNode[])[];
}
