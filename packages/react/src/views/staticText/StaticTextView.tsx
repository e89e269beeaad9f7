import type { ViewProps } from '../types';

/** StaticText: not yet on screen (placeholder until its view lands). */
export function StaticTextView({ state }: ViewProps<'StaticText'>) {
  return <div data-fw-type="StaticText" data-fw-id={state.id} />;
}
