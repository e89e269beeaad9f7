import type { DisplayCommonProps } from '../propTypes';

/** VSpace's props, as `ComponentState<'VSpace'>.props` holds them. */
export interface VSpaceProps extends DisplayCommonProps {
  readonly space?: 'xs' | 's' | 'm' | 'l' | 'xl';
}
