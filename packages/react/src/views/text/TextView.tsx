import type { ViewProps } from '../types';

/** Text: not yet on screen (placeholder until its view lands). */
export function TextView({ state }: ViewProps<'Text'>) {
  return <div data-fw-type="Text" data-fw-id={state.id} />;
}
