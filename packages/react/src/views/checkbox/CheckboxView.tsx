import type { ViewProps } from '../types';

/** Checkbox: not yet on screen (placeholder until its view lands). */
export function CheckboxView({ state }: ViewProps<'Checkbox'>) {
  return <div data-fw-type="Checkbox" data-fw-id={state.id} />;
}
