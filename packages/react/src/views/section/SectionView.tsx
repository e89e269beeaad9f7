import type { ViewProps } from '../types';

/** Section: not yet on screen (placeholder until its view lands). */
export function SectionView({ state }: ViewProps<'Section'>) {
  return <div data-fw-type="Section" data-fw-id={state.id} />;
}
