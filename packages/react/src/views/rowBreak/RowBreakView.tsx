import type { ViewProps } from '../types';

/** RowBreak: not yet on screen (placeholder until its view lands). */
export function RowBreakView({ state }: ViewProps<'RowBreak'>) {
  return <div data-fw-type="RowBreak" data-fw-id={state.id} />;
}
