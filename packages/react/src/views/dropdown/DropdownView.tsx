import type { ViewProps } from '../types';

/** Dropdown: not yet on screen (placeholder until its view lands). */
export function DropdownView({ state }: ViewProps<'Dropdown'>) {
  return <div data-fw-type="Dropdown" data-fw-id={state.id} />;
}
