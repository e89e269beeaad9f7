/**
 * The DOM id of a component's focusable control (`fw-` + instance id): the input, or the first option of
 * a choice group. Labels point at it, and MandatoryFields' jump can focus it.
 */
export function controlId(id: string): string {
  return `fw-${id}`;
}

/** The DOM id of a component's tooltip (for `aria-describedby`). */
export function tooltipId(id: string): string {
  return `fw-${id}-tooltip`;
}

/** The DOM id of a component's visible label (for `aria-labelledby` of groups). */
export function labelId(id: string): string {
  return `fw-${id}-label`;
}
