import { ComponentList } from '../../form/ComponentView';
import { Icon } from '../../icons/Icon';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** The text shown in place of a List inside a List (docs/diagnostics.md#diagnostics). */
export const NESTED_LIST_TEXT = 'List within lists not supported';

/**
 * List: one block per item with its name, its children while open, its collapse summary while collapsed,
 * only its header while hidden (collapsable 'hide'); the header toggles a collapsable item
 * (`toggleItem`; revealing opens it). Add and delete follow the core's addShown, addEnabled and
 * deleteShown (hidden when numItems is a formula, delete only above minCount, add disabled at maxCount).
 * A List inside a List shows 'List within lists not supported' in place.
 */
export function ListView({ state }: ViewProps<'List'>) {
  const update = useUpdate();
  if (state.node.listId !== undefined) {
    return (
      <div className="fw-list fw-list--nested" role="alert">
        {NESTED_LIST_TEXT}
      </div>
    );
  }
  const p = state.props;
  const collapsable = p.collapsable === true || p.collapsable === 'hide';
  const listLabel = typeof p.label === 'string' && p.label !== '' ? p.label : undefined;
  return (
    <div className="fw-list" role="group" aria-label={listLabel}>
      {listLabel && <div className="fw-list__title">{listLabel}</div>}
      {state.items.map((item) => {
        const k = item.index;
        const name = p.itemNames[k - 1] ?? `Item ${k}`;
        const shown = p.itemStates[k - 1] ?? 'open';
        const summary = p.itemSummaries[k - 1] ?? '';
        const bodyId = `fw-${state.id}-item-${k}`;
        return (
          <div key={item.prefix} className={`fw-list__item fw-list__item--${shown}`} data-item={k}>
            <div className="fw-list__header">
              {collapsable ? (
                <button
                  type="button"
                  className="fw-list__toggle"
                  aria-expanded={shown === 'open'}
                  aria-controls={shown === 'hidden' ? undefined : bodyId}
                  onClick={() => update({ type: 'toggleItem', id: state.id, item: k })}
                >
                  <Icon name={shown === 'open' ? 'chevronDown' : 'chevronRight'} />
                  <span className="fw-list__name">{name}</span>
                </button>
              ) : (
                <span className="fw-list__name">{name}</span>
              )}
              {p.deleteShown && (
                <button
                  type="button"
                  className="fw-icon-button fw-list__delete"
                  aria-label={`Delete ${name}`}
                  onClick={() => update({ type: 'delete', id: state.id, item: k })}
                >
                  <Icon name="trash" />
                </button>
              )}
            </div>
            {shown === 'open' && (
              <div className="fw-list__body fw-flow" id={bodyId}>
                <ComponentList ids={item.children} />
              </div>
            )}
            {shown === 'summary' && (
              <div className="fw-list__summary" id={bodyId}>
                {summary}
              </div>
            )}
          </div>
        );
      })}
      {p.addShown && (
        <div className="fw-list__footer">
          <button
            type="button"
            className="fw-button fw-button-quiet fw-list__add"
            disabled={!p.addEnabled}
            onClick={() => update({ type: 'add', id: state.id })}
          >
            <Icon name="plus" />
            {p.addButtonText ?? 'Add'}
          </button>
        </div>
      )}
    </div>
  );
}
