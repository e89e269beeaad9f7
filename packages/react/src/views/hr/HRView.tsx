import type { ViewProps } from '../types';

/** HR: not yet on screen (placeholder until its view lands). */
export function HRView({ state }: ViewProps<'HR'>) {
  return <div data-fw-type="HR" data-fw-id={state.id} />;
}
