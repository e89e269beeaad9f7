import type { ViewProps } from '../types';

/** Tabs: not yet on screen (placeholder until its view lands). */
export function TabsView({ state }: ViewProps<'Tabs'>) {
  return <div data-fw-type="Tabs" data-fw-id={state.id} />;
}
