import type { CommonProps, ReportItemSpec } from '../propTypes';

/** Report's props (a hidden output; its value is the report markup). */
export interface ReportProps extends Pick<CommonProps, 'id' | 'hidden'> {
  readonly items?: readonly ReportItemSpec[];
}
