import type { ViewProps } from '../types';

/** ComponentGroup: not yet on screen (placeholder until its view lands). */
export function ComponentGroupView({ state }: ViewProps<'ComponentGroup'>) {
  return <div data-fw-type="ComponentGroup" data-fw-id={state.id} />;
}
