import type { InputCommonProps } from '../propTypes';

/** Number's props and derived values. */
export interface NumberProps extends InputCommonProps {
  /** The number after rounding and clamping; undefined when empty. */
  readonly value?: number;
  readonly minValue?: number;
  readonly maxValue?: number;
  readonly stepSize?: number;
  /** Decimals (0–14), clamped by the type's rules. */
  readonly scale: number;
  readonly inputScale: number;
  readonly enforceValueRange?: 'strict' | 'loose' | 'none';
  readonly refMinValue?: number;
  readonly refMaxValue?: number;
  readonly refWarningText?: string;
  readonly rangeWarningText?: string;
  readonly placeholder?: string;
  readonly userInputValue?: string;
  readonly isFocused: boolean;
  readonly displayValue: string;
  readonly displayText: string;
  readonly rangeWarning?: string;
  readonly refWarning?: string;
  readonly tooltip?: string;
}
