import type { ViewProps } from '../types';

/** RowBreak: forces the next component onto a new line (a full-width, zero-height break in a flow). */
export function RowBreakView(_: ViewProps<'RowBreak'>) {
  return <div className="fw-row-break" role="presentation" />;
}
