import type { ComponentBehaviour } from '../behaviour';

/** DiagnosticCodes: its output is the codes (the `codes` output), never a value of the `values` output. */
export const diagnosticCodesBehaviour: ComponentBehaviour = {
  holdsValue: () => false,
};
