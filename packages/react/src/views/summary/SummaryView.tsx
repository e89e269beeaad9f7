import type { ViewProps } from '../types';

/** Summary: not yet on screen (placeholder until its view lands). */
export function SummaryView({ state }: ViewProps<'Summary'>) {
  return <div data-fw-type="Summary" data-fw-id={state.id} />;
}
