/** Option's button layouts (docs/components.md#components): fill by text length, fill with equal widths, stack, no fill. */
export const OPTION_LAYOUTS = ['fill-auto', 'fill-equal', 'stack', 'no-fill'] as const;

/** One of {@link OPTION_LAYOUTS}. */
export type OptionLayout = (typeof OPTION_LAYOUTS)[number];
