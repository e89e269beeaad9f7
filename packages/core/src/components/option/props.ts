import type { Choice, InputCommonProps, OptionSpec } from '../propTypes';

/** Option's props and derived values. */
export interface OptionProps extends InputCommonProps {
  /** The chosen value (a list with multichoice). */
  readonly value?: unknown;
  readonly options?: readonly OptionSpec[];
  readonly optionsDisableFilter?: string;
  readonly allowDisabledOptionValue?: boolean;
  readonly suggestedValue?: unknown;
  readonly optionLayout?: 'fill-auto' | 'fill-equal' | 'stack' | 'no-fill';
  readonly multichoice?: boolean;
  readonly showDescription: boolean;
  readonly displayValue: string;
  readonly description: string;
  readonly choices: readonly Choice[];
  readonly internalValue: readonly unknown[];
  /** The suggested, enabled options while the value is empty. */
  readonly suggestedValues: readonly unknown[];
}
