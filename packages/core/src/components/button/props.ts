import type { CommonProps, FormulaResult, Offset } from '../propTypes';

/** Button's props. */
export interface ButtonProps extends Pick<CommonProps, 'id' | 'display' | 'hidden' | 'disabled' | 'label'> {
  readonly color?: 'blue' | 'gray' | 'warning' | 'danger';
  readonly padding?: 'normal' | 'component';
  readonly posAlignment?: 'left' | 'center' | 'right';
  readonly posOffset?: Offset;
  readonly toggleComponentId?: string;
  readonly style?: 'Default' | 'Question';
  /** The evaluated button formula. */
  readonly onClick?: FormulaResult;
}
