import type { ContainerCommonProps, FormulaResult } from '../propTypes';

/** One tab as the props show it: its title and its evaluated hidden and display flags. */
export interface TabFlags {
  readonly tabname: string;
  readonly hidden: boolean;
  readonly display: boolean;
}

/**
 * Tabs' props and derived values (each tab's children and the active tab are also in the state's
 * `tabs` and `activeTab`).
 */
export interface TabsProps extends ContainerCommonProps {
  /** The tabs with their evaluated flags (the children live in `ComponentState.tabs`). */
  readonly tabs: readonly TabFlags[];
  readonly activeTab?: number;
  readonly tabsHiddenFilter?: readonly FormulaResult[];
  readonly tabsDisplayFilter?: readonly FormulaResult[];
  readonly borderBottom?: boolean;
  /** The tab shown, from 0; the first visible tab when the chosen one is hidden; -1 when none is visible. */
  readonly activeTabIndex: number;
  readonly visibleTabs: readonly boolean[];
  readonly tabVisible: readonly boolean[];
}
