import type { Interaction } from '@formwright/core/runtime';
import { useFormStore } from './FormContext';

/** The store's `update`: how a view sends one tagged interaction (docs/engine.md). */
export function useUpdate(): (interaction: Interaction) => void {
  return useFormStore().update;
}
