import { useRef, type KeyboardEvent } from 'react';
import { ComponentList } from '../../form/ComponentView';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/**
 * Tabs: an ARIA tablist of the tabs the core shows (hidden, non-displayed and filtered tabs left out) and
 * the active tab's panel (the core's fallback to the first visible tab when the chosen one is not shown).
 * Clicking a tab, or moving with the arrow keys, Home and End, selects it through `selectTab`. A Tabs
 * without a valid tabs specification renders nothing (the core warns).
 */
export function TabsView({ state }: ViewProps<'Tabs'>) {
  const update = useUpdate();
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const names = state.props.tabs ?? [];
  const shown = state.tabs.filter((t) => t.visible);
  if (shown.length === 0) return null;
  const active = state.tabs.find((t) => t.index === state.activeTab);
  const base = `fw-${state.id}`;

  const select = (index: number, focus: boolean) => {
    update({ type: 'selectTab', id: state.id, tab: index });
    if (focus) buttons.current.get(index)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = shown.findIndex((t) => t.index === state.activeTab);
    let next: number | undefined;
    if (e.key === 'ArrowRight') next = (at + 1) % shown.length;
    else if (e.key === 'ArrowLeft') next = (at - 1 + shown.length) % shown.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = shown.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    const tab = shown[next];
    if (tab) select(tab.index, true);
  };

  return (
    <div className={`fw-tabs${state.props.borderBottom ? ' fw-border-bottom' : ''}`}>
      <div
        className="fw-tabs__list"
        role="tablist"
        aria-label={state.props.label || undefined}
        onKeyDown={onKeyDown}
      >
        {shown.map((t) => {
          const selected = t.index === state.activeTab;
          return (
            <button
              key={t.index}
              ref={(el) => {
                if (el) buttons.current.set(t.index, el);
                else buttons.current.delete(t.index);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.index}`}
              aria-selected={selected}
              // Only the selected tab's panel exists: point at it alone, never at a missing element.
              aria-controls={selected ? `${base}-panel-${t.index}` : undefined}
              tabIndex={selected ? 0 : -1}
              className={`fw-tabs__tab${selected ? ' fw-tabs__tab--active' : ''}`}
              onClick={() => select(t.index, false)}
            >
              {names[t.index]?.tabname ?? `Tab ${t.index + 1}`}
            </button>
          );
        })}
      </div>
      {active && active.visible && (
        <div
          className="fw-tabs__panel fw-flow"
          role="tabpanel"
          id={`${base}-panel-${active.index}`}
          aria-labelledby={`${base}-tab-${active.index}`}
        >
          <ComponentList ids={active.children} />
        </div>
      )}
    </div>
  );
}
