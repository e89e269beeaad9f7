import type { ViewProps } from '../types';

/** VSpace: not yet on screen (placeholder until its view lands). */
export function VSpaceView({ state }: ViewProps<'VSpace'>) {
  return <div data-fw-type="VSpace" data-fw-id={state.id} />;
}
