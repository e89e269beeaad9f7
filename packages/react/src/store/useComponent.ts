import { useCallback } from 'react';
import type { ComponentState, FormSnapshot } from '@formwright/core/runtime';
import { useFormSelector } from './useFormSelector';

/**
 * The state of one component instance; the view re-renders exactly when that state object changes (the
 * engine makes a new state object only when what it shows changed). Undefined once the instance is gone.
 */
export function useComponent(id: string): ComponentState | undefined {
  const select = useCallback((s: FormSnapshot) => s.components.get(id), [id]);
  return useFormSelector(select);
}
