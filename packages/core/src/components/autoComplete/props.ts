import type { InputCommonProps, OptionSpec } from '../propTypes';

/** How typed text matches options. */
export type MatchOrder = 'BeginsWith' | 'ContainsSequence';

/** AutoComplete's props and derived values. */
export interface AutoCompleteProps extends InputCommonProps {
  /** The chosen values (one at most without multichoice). */
  readonly value?: readonly string[] | null;
  readonly options?: readonly OptionSpec[];
  readonly maxSearchResults?: number;
  readonly minSearch?: number;
  readonly multichoice?: boolean;
  /** The prompt shown while empty (a default prompt when not written). */
  readonly placeholder: string;
  readonly showSelectedValues: boolean;
  readonly optionsMatchOrder?: MatchOrder | readonly MatchOrder[];
  readonly singleOptionDeletable: boolean;
  readonly displayValue: string;
}
