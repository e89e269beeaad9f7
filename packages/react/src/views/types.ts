import type { ComponentType } from 'react';
import type { ComponentState } from '@formwright/core/runtime';

/** The component type names (aliases resolved), as the core's ComponentState names them. */
export type ComponentTypeName = ComponentState['type'];

/** What every view receives: its instance's state, narrowed to its type. */
export interface ViewProps<T extends ComponentTypeName = ComponentTypeName> {
  readonly state: Extract<ComponentState, { type: T }>;
}

/** One view per component type, checked by the compiler (`defaultViews` in ./index.ts). */
export type ViewMap = { readonly [T in ComponentTypeName]: ComponentType<ViewProps<T>> };
