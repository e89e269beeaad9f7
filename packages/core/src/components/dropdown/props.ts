import type { Choice, InputCommonProps, OptionSpec, OptionValue } from '../propTypes';

/** Dropdown's props and derived values. */
export interface DropdownProps extends InputCommonProps {
  readonly value?: OptionValue | null;
  readonly options?: readonly OptionSpec[];
  readonly placeholder?: string;
  readonly uniqueInRepeatedElements?: boolean;
  readonly disabledOptions?: readonly OptionValue[];
  readonly displayValue: string;
  readonly choices: readonly Choice[];
}
