import type { ViewProps } from '../types';

/** Option: not yet on screen (placeholder until its view lands). */
export function OptionView({ state }: ViewProps<'Option'>) {
  return <div data-fw-type="Option" data-fw-id={state.id} />;
}
