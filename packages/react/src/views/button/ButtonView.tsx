import type { ViewProps } from '../types';

/** Button: not yet on screen (placeholder until its view lands). */
export function ButtonView({ state }: ViewProps<'Button'>) {
  return <div data-fw-type="Button" data-fw-id={state.id} />;
}
