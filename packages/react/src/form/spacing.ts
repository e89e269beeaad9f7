/** Gaps by spacing value (docs/specification.md#component-entries spacing: none … airy) in px: the form's rows and a Row's own. */
export const SPACING_GAPS: Readonly<Record<string, number>> = {
  none: 0,
  minimal: 2,
  tight: 4,
  small: 6,
  normal: 8,
  airy: 14,
};
