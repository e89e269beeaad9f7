import type { DisplayCommonProps } from '../propTypes';

/** HtmlBox's props, as `ComponentState<'HtmlBox'>.props` holds them. */
export interface HtmlBoxProps extends DisplayCommonProps {
  /** Unsanitised HTML as written: a view sanitises it before showing it. */
  readonly contentHtml?: string;
  readonly includeCloseButton?: boolean;
}
