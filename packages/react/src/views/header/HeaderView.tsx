import type { ViewProps } from '../types';

/** Header: not yet on screen (placeholder until its view lands). */
export function HeaderView({ state }: ViewProps<'Header'>) {
  return <div data-fw-type="Header" data-fw-id={state.id} />;
}
