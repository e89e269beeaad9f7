import type { ContainerCommonProps } from '../propTypes';

/** ComponentGroup's props (children are in `ComponentState.children`). */
export interface ComponentGroupProps extends ContainerCommonProps {
  readonly borderTop?: boolean;
  readonly borderBottom?: boolean;
}
