import type { ViewProps } from '../types';

/** Date: not yet on screen (placeholder until its view lands). */
export function DateView({ state }: ViewProps<'Date'>) {
  return <div data-fw-type="Date" data-fw-id={state.id} />;
}
