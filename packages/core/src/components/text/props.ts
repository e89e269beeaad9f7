import type { InputCommonProps } from '../propTypes';

/** Text's props, as `ComponentState<'Text'>.props` holds them. */
export interface TextProps extends InputCommonProps {
  /** Text (numbers and booleans become text); empty is undefined, null or ''. */
  readonly value?: string | null;
  readonly placeholder?: string;
  readonly speechEnabled?: boolean;
}
