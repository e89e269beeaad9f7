import type { ViewProps } from '../types';

/** Painter: not yet on screen (placeholder until its view lands). */
export function PainterView({ state }: ViewProps<'Painter'>) {
  return <div data-fw-type="Painter" data-fw-id={state.id} />;
}
