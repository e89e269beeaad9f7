import type { ViewProps } from '../types';

/** HtmlBox: not yet on screen (placeholder until its view lands). */
export function HtmlBoxView({ state }: ViewProps<'HtmlBox'>) {
  return <div data-fw-type="HtmlBox" data-fw-id={state.id} />;
}
