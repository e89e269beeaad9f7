import type { CommonProps } from '../propTypes';

/** HR's props, as `ComponentState<'HR'>.props` holds them. */
export type HRProps = Pick<CommonProps, 'id' | 'display'>;
