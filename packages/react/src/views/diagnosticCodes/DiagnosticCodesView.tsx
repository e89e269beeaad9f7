import type { ViewProps } from '../types';

/** DiagnosticCodes: not yet on screen (placeholder until its view lands). */
export function DiagnosticCodesView({ state }: ViewProps<'DiagnosticCodes'>) {
  return <div data-fw-type="DiagnosticCodes" data-fw-id={state.id} />;
}
