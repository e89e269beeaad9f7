import type { ViewProps } from '../types';

/** Number: not yet on screen (placeholder until its view lands). */
export function NumberView({ state }: ViewProps<'Number'>) {
  return <div data-fw-type="Number" data-fw-id={state.id} />;
}
