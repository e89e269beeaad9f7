import type { CommonProps } from '../propTypes';

/** RowBreak's props, as `ComponentState<'RowBreak'>.props` holds them. */
export type RowBreakProps = Pick<CommonProps, 'id' | 'display'>;
