/**
 * The tags of the report markup language (docs/outputs.md#rich-text-tags). They live here, below both
 * of their readers: the smart filter (which keeps them balanced when it drops text) and the report
 * markup parser in output/ (which gives them their meaning).
 */

/** The inline style tags. Headings are styles too: the author's own line breaks place them. */
export const STYLE_TAGS = [
  'em',
  'i',
  'strong',
  'b',
  'pre',
  'mono',
  'rsection',
  'small',
  'h1',
  'h2',
  'h3',
] as const;
/** An inline style tag. */
export type StyleTag = (typeof STYLE_TAGS)[number];
/** The table tags (reportVersion v2 only). */
export const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'td'] as const;
/** A table tag. */
export type TableTag = (typeof TABLE_TAGS)[number];
