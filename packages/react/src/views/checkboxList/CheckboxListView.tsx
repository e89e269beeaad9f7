import type { ViewProps } from '../types';

/** CheckboxList: not yet on screen (placeholder until its view lands). */
export function CheckboxListView({ state }: ViewProps<'CheckboxList'>) {
  return <div data-fw-type="CheckboxList" data-fw-id={state.id} />;
}
