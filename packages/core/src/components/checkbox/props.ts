import type { InputCommonProps } from '../propTypes';

/** Checkbox's props. */
export interface CheckboxProps extends InputCommonProps {
  readonly value: boolean;
  readonly tooltip?: string;
}
