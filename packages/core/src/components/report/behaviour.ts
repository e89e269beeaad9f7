import type { ComponentBehaviour } from '../behaviour';

/** Report: its output is the report text (the `report` output), never a value of the `values` output. */
export const reportBehaviour: ComponentBehaviour = {
  holdsValue: () => false,
};
