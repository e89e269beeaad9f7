import { isTruthy } from '@formwright/core/runtime';

/**
 * Whether a component is disabled: its `disabled` is a formula result (docs/engine.md, "What a view
 * reads"), tested with the engine's own truthiness so a view and the engine agree.
 */
export function isDisabled(props: { readonly disabled?: unknown }): boolean {
  return props.disabled !== undefined && isTruthy(props.disabled);
}

/** The text a label, prefix or placeholder shows: strings as they are, anything else nothing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
