import type { ViewProps } from '../types';

/** MandatoryFields: not yet on screen (placeholder until its view lands). */
export function MandatoryFieldsView({ state }: ViewProps<'MandatoryFields'>) {
  return <div data-fw-type="MandatoryFields" data-fw-id={state.id} />;
}
