import type { BehaviourContext, ComponentBehaviour } from '../behaviour';
import { boolProp } from '../behaviourUtils';

/** Whether each tab is shown: not hidden (own flag or tabsHiddenFilter) and displayed (own flag or tabsDisplayFilter). */
export function visibleTabs(props: Readonly<Record<string, unknown>>): boolean[] {
  const tabs = Array.isArray(props.tabs) ? props.tabs : [];
  const hiddenFilter = Array.isArray(props.tabsHiddenFilter) ? props.tabsHiddenFilter : [];
  const displayFilter = Array.isArray(props.tabsDisplayFilter) ? props.tabsDisplayFilter : [];
  return tabs.map((raw, i) => {
    const tab = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const hidden = boolProp(tab.hidden, false) || boolProp(hiddenFilter[i], false);
    const displayed = boolProp(tab.display, true) && boolProp(displayFilter[i], true);
    return !hidden && displayed;
  });
}

/** The tab index an `activeTab` value names: an index from 0, or a tab name. */
function tabIndex(props: Readonly<Record<string, unknown>>, named: unknown): number {
  if (typeof named === 'number' && Number.isInteger(named)) return named;
  if (typeof named === 'string') {
    const tabs = Array.isArray(props.tabs) ? (props.tabs as unknown[]) : [];
    const byName = tabs.findIndex((t) => (t as { tabname?: unknown } | null)?.tabname === named);
    if (byName >= 0) return byName;
    if (/^\d+$/.test(named)) return Number(named);
  }
  return -1;
}

/** The tab shown: activeTab when it is shown, else the first tab neither hidden nor not displayed (§4.2); -1 if none. */
export function activeTabIndex(ctx: BehaviourContext): number {
  const visible = visibleTabs(ctx.props);
  const wanted = tabIndex(ctx.props, ctx.props.activeTab ?? 0);
  if (visible[wanted] === true) return wanted;
  return visible.indexOf(true);
}

/** Tabs: derived `activeTabIndex` (the tab shown) and `visibleTabs`; selecting a shown tab stores activeTab. */
export const tabsBehaviour: ComponentBehaviour = {
  derive(ctx) {
    return { activeTabIndex: activeTabIndex(ctx), visibleTabs: visibleTabs(ctx.props) };
  },

  /** The engine's evaluated tab flags (`tabVisible`, engine/visibility.ts) decide whether a tab's children show. */
  allowsChild(props, tabIndex) {
    return !(
      tabIndex !== undefined &&
      Array.isArray(props.tabVisible) &&
      props.tabVisible[tabIndex] === false
    );
  },

  input(input, ctx) {
    if (input.kind !== 'selectTab') return {};
    return visibleTabs(ctx.props)[input.tab] === true ? { activeTab: input.tab } : {};
  },
};
