/**
 * Whether a component is disabled, read the way the engine refuses input to it (`true` or `'true'`,
 * core engine/inputRefusal.ts): a control never looks enabled while the engine refuses its input, nor
 * the other way round.
 */
export function isDisabled(props: { readonly disabled?: unknown }): boolean {
  return props.disabled === true || props.disabled === 'true';
}

/** The text a label, prefix or placeholder shows: strings as they are, anything else nothing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
