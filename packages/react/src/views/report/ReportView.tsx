import type { ViewProps } from '../types';

/** Report: not yet on screen (placeholder until its view lands). */
export function ReportView({ state }: ViewProps<'Report'>) {
  return <div data-fw-type="Report" data-fw-id={state.id} />;
}
