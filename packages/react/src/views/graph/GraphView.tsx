import type { ViewProps } from '../types';

/** Graph: not yet on screen (placeholder until its view lands). */
export function GraphView({ state }: ViewProps<'Graph'>) {
  return <div data-fw-type="Graph" data-fw-id={state.id} />;
}
