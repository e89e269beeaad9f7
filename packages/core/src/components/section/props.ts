import type { CommonProps, ContainerCommonProps } from '../propTypes';

/** Section's props (children are in `ComponentState.children`). */
export interface SectionProps extends ContainerCommonProps, Pick<CommonProps, 'coding'> {
  readonly borderTop?: boolean;
  readonly borderBottom?: boolean;
}
