/**
 * The icon set: one SVG path per icon on a 16×16 grid, rendered once per form as hidden `<symbol>`s
 * (IconSet) and used by id (Icon), so every view draws the same glyphs in the current text colour.
 */
export const ICONS = {
  close: 'M4 4l8 8M12 4l-8 8',
  plus: 'M8 3v10M3 8h10',
  trash: 'M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 8.5h5.6l.7-8.5',
  chevronDown: 'M4 6l4 4 4-4',
  chevronRight: 'M6 4l4 4-4 4',
  chevronUp: 'M4 10l4-4 4 4',
  help: 'M8 1.75a6.25 6.25 0 1 0 0 12.5a6.25 6.25 0 1 0 0-12.5zM6.2 6.2a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.6M8 11.4v.2',
  warning: 'M8 2.5l6 11H2zM8 6.5v3.2M8 11.5v.2',
  error: 'M8 2a6 6 0 1 0 0 12A6 6 0 0 0 8 2zM8 5v3.6M8 10.8v.2',
  check: 'M3.5 8.5l3 3 6-7',
  mic: 'M8 2.5a1.8 1.8 0 0 0-1.8 1.8v3.4a1.8 1.8 0 0 0 3.6 0V4.3A1.8 1.8 0 0 0 8 2.5zM4.5 7.5a3.5 3.5 0 0 0 7 0M8 11v2.5',
} as const;

/** An icon name of the set. */
export type IconName = keyof typeof ICONS;

/** The id of an icon's `<symbol>` in the document. */
export function iconId(name: IconName): string {
  return `fw-icon-${name}`;
}
