import type { ViewProps } from '../types';

/**
 * Report: a hidden output (docs/architecture.md#what-a-view-reads). It shows nothing; its text reaches the host through the
 * `#Report` and `#ReportMarkup` hidden inputs FormView renders.
 */
export function ReportView(_: ViewProps<'Report'>) {
  return null;
}
