import type { ViewProps } from '../types';

/** List: not yet on screen (placeholder until its view lands). */
export function ListView({ state }: ViewProps<'List'>) {
  return <div data-fw-type="List" data-fw-id={state.id} />;
}
