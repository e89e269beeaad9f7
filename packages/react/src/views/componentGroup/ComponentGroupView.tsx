import { ComponentList } from '../../form/ComponentView';
import type { ViewProps } from '../types';

/** The classes of a container's optional top and bottom borders. */
export function borderClasses(props: {
  readonly borderTop?: unknown;
  readonly borderBottom?: unknown;
}): string {
  return (
    (props.borderTop === true ? ' fw-border-top' : '') +
    (props.borderBottom === true ? ' fw-border-bottom' : '')
  );
}

/** ComponentGroup: its children in one flow, with optional top and bottom borders. */
export function ComponentGroupView({ state }: ViewProps<'ComponentGroup'>) {
  const label =
    typeof state.props.label === 'string' && state.props.label !== '' ? state.props.label : undefined;
  return (
    <div className={`fw-group${borderClasses(state.props)}`} role="group" aria-label={label}>
      <ComponentList ids={state.children} />
    </div>
  );
}
