import type { CommonProps, ContainerCommonProps, ReportItemSpec } from '../propTypes';

/** How one list item shows: open, collapsed to its summary, or hidden (collapsable: hide). */
export type ListItemShown = 'open' | 'summary' | 'hidden';

/**
 * List's props and derived values. The items' children ids are in `ComponentState.items`; `ListItem.*`
 * values (index, zindex, prefix, prefixBase) are in each child's `listItem`.
 */
export interface ListProps extends ContainerCommonProps, Pick<CommonProps, 'name' | 'oEhrId' | 'coding'> {
  readonly itemName?: string;
  readonly addButtonText?: string;
  readonly collapsable?: boolean | 'hide';
  readonly collapseSummary?: string;
  readonly collapseSummaryAutoFilter?: boolean;
  /** The item count the list has (clamped to minCount–maxCount). */
  readonly numItems?: number;
  readonly minCount?: number;
  readonly maxCount?: number;
  readonly reportSummary?: readonly ReportItemSpec[];
  readonly reportSummarySeparator?: string;
  readonly reportSummarySmartFilterStyle?: string;
  readonly collapsableItemIsOpen?: readonly boolean[];
  readonly count: number;
  /** One object per item: child id (unprefixed) to value. */
  readonly value: readonly Readonly<Record<string, unknown>>[];
  /** Read through `ListItem.index` inside an item; not a property of the list itself. */
  readonly index?: number;
  /** Read through `ListItem.zindex` inside an item; not a property of the list itself. */
  readonly zindex?: number;
  /** Read through `ListItem.prefix` inside an item; not a property of the list itself. */
  readonly prefix?: string;
  /** Read through `ListItem.prefixBase` inside an item; not a property of the list itself. */
  readonly prefixBase?: string;
  readonly canAdd: boolean;
  readonly canDelete: boolean;
  readonly addDeleteHidden: boolean;
  readonly addShown: boolean;
  readonly addEnabled: boolean;
  readonly deleteShown: boolean;
  readonly itemNames: readonly string[];
  readonly itemOpen: readonly boolean[];
  readonly itemStates: readonly ListItemShown[];
  readonly itemSummaries: readonly string[];
}
