import type { DisplayCommonProps, Size } from '../propTypes';

/** Help's props, as `ComponentState<'Help'>.props` holds them. */
export interface HelpProps extends DisplayCommonProps {
  readonly content?: string;
  /** Unsanitised HTML as written: a view sanitises it before showing it. */
  readonly contentHtml?: string;
  readonly posAlignment?: 'left' | 'top' | 'bottom' | 'right';
  readonly maxWidth?: Size;
  readonly trigger?: 'click' | 'hover';
}
