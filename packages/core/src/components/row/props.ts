import type { ColumnSplit, CommonProps, ContainerCommonProps, Size, Spacing } from '../propTypes';

/** Row's props and derived values (children are in `ComponentState.children`). */
export interface RowProps extends ContainerCommonProps, Pick<CommonProps, 'name'> {
  /** The row checkbox, when `checkbox` is on (false otherwise normalised to a boolean). */
  readonly value?: boolean;
  readonly fullWidth?: boolean;
  readonly minWidth?: Size;
  readonly colSplit?: number | ColumnSplit;
  readonly allowRowWrap?: boolean;
  readonly checkbox?: boolean;
  readonly checkboxFunc?: 'display' | 'none';
  readonly description?: string;
  readonly helpContent?: string;
  readonly helpContentHtml?: string;
  readonly spacing?: Spacing;
  readonly autoHide?: boolean;
  readonly noVisableChildren: boolean;
  readonly hasTrailingPrefix?: boolean;
  readonly autoHidden: boolean;
  readonly childrenShown: boolean;
  /** Label column width in twelfths (1–11). */
  readonly labelColumns: number;
  readonly contentColumns: number;
}
