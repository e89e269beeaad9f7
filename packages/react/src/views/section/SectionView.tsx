import { ComponentList } from '../../form/ComponentView';
import { borderClasses } from '../componentGroup/ComponentGroupView';
import type { ViewProps } from '../types';

/** Section: a titled (when labelled) region of children, with optional top and bottom borders. */
export function SectionView({ state }: ViewProps<'Section'>) {
  const label =
    typeof state.props.label === 'string' && state.props.label !== '' ? state.props.label : undefined;
  const titleId = `fw-${state.id}-label`;
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
      <div className="fw-flow">
        <ComponentList ids={state.children} />
      </div>
    </section>
  );
}
