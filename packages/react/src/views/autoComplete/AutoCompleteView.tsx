import type { ViewProps } from '../types';

/** AutoComplete: not yet on screen (placeholder until its view lands). */
export function AutoCompleteView({ state }: ViewProps<'AutoComplete'>) {
  return <div data-fw-type="AutoComplete" data-fw-id={state.id} />;
}
