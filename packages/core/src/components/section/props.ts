import type { ContainerCommonProps } from '../propTypes';

/** Section's props (children are in `ComponentState.children`). */
export interface SectionProps extends ContainerCommonProps {
  readonly borderTop?: boolean;
  readonly borderBottom?: boolean;
}
