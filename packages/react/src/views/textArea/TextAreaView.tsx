import type { ViewProps } from '../types';

/** TextArea: not yet on screen (placeholder until its view lands). */
export function TextAreaView({ state }: ViewProps<'TextArea'>) {
  return <div data-fw-type="TextArea" data-fw-id={state.id} />;
}
