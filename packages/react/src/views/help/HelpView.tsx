import type { ViewProps } from '../types';

/** Help: not yet on screen (placeholder until its view lands). */
export function HelpView({ state }: ViewProps<'Help'>) {
  return <div data-fw-type="Help" data-fw-id={state.id} />;
}
