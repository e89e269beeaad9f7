import { ComponentList } from '../../form/ComponentView';
import { SUGGESTION_KEYS } from '../../form/suggestionKeys';
import { useUpdate } from '../../store/useUpdate';
import { borderClasses } from '../componentGroup/ComponentGroupView';
import type { ViewProps } from '../types';

/** Section: a titled (when labelled) region of children, with optional top and bottom borders. */
export function SectionView({ state }: ViewProps<'Section'>) {
  const label =
    typeof state.props.label === 'string' && state.props.label !== '' ? state.props.label : undefined;
  const titleId = `fw-${state.id}-label`;
  const update = useUpdate();
  const accept = state.props.acceptSuggestions === true;
  return (
    <section
      className={`fw-section${borderClasses(state.props)}`}
      aria-labelledby={label ? titleId : undefined}
    >
      {label && (
        <div className="fw-section__title" id={titleId}>
          {label}
        </div>
      )}
      {accept && (
        <button
          type="button"
          className="fw-button fw-section__accept"
          aria-keyshortcuts={SUGGESTION_KEYS.acceptSection.keys}
          title={`Accept suggestions (${SUGGESTION_KEYS.acceptSection.keys})`}
          onClick={() => update({ type: 'acceptSuggestions', id: state.id })}
        >
          Accept suggestions
        </button>
      )}
      <div className="fw-flow">
        <ComponentList ids={state.children} />
      </div>
    </section>
  );
}
