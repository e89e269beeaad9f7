import type { ViewProps } from '../types';

/**
 * DiagnosticCodes: hidden (docs/components.md#diagnosticcodes). It shows nothing; its codes reach
 * the host through the `#DiagnosticCodes` hidden input FormView renders.
 */
export function DiagnosticCodesView(_: ViewProps<'DiagnosticCodes'>) {
  return null;
}
