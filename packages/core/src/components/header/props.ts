import type { DisplayCommonProps } from '../propTypes';

/** Header's props, as `ComponentState<'Header'>.props` holds them. */
export interface HeaderProps extends DisplayCommonProps {
  readonly header?: string;
  readonly level?: 'h2' | 'h3' | 'h4' | 'text';
}
