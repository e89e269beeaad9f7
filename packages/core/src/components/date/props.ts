import type { InputCommonProps } from '../propTypes';

/** Date's props and derived values. */
export interface DateProps extends InputCommonProps {
  /** Year-month-day text (clamped when not focused); empty is undefined, null or ''. */
  readonly value?: string | null;
  readonly minValue?: string | null;
  readonly maxValue?: string | null;
  readonly enforceValueRange?: 'strict' | 'loose' | 'none';
  readonly placeholder?: string;
  readonly isFocused: boolean;
  readonly displayValue: string;
}
