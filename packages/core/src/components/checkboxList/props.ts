import type { Choice, InputCommonProps, OptionSpec, Spacing } from '../propTypes';

/** CheckboxList's props and derived values. */
export interface CheckboxListProps extends InputCommonProps {
  /** The chosen values (the other option's text among them while it is checked); a single value without multichoice. */
  readonly value?: unknown;
  readonly options?: readonly OptionSpec[];
  readonly optionsDisableFilter?: string;
  readonly allowDisabledOptionValue?: boolean;
  /** 1–4 (clamped). */
  readonly columns: number;
  readonly otherOption?: 'no' | 'yes' | 'yes-alert' | 'yes-prohibit';
  readonly otherOptionName: string;
  readonly otherOptionPlaceholderText: string;
  readonly otherOptionValue?: string;
  readonly multichoice?: boolean;
  readonly spacing?: Spacing;
  readonly checkListValue: readonly unknown[];
  readonly internalValue: readonly unknown[];
  readonly otherIsChecked: boolean;
  readonly textValue: string;
  readonly displayValue: string;
  readonly description: string;
  readonly choices: readonly Choice[];
}
