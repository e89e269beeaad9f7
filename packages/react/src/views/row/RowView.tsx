import type { ViewProps } from '../types';

/** Row: not yet on screen (placeholder until its view lands). */
export function RowView({ state }: ViewProps<'Row'>) {
  return <div data-fw-type="Row" data-fw-id={state.id} />;
}
