import type { CSSProperties } from 'react';
import { isDisabled } from '../../fields';
import { Icon } from '../../icons/Icon';
import { useComponent } from '../../store/useComponent';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** posOffset as CSS: a number is pixels, 'digits%' a percentage; anything else no offset. */
export function offsetOf(offset: unknown): string | undefined {
  if (typeof offset === 'number' && Number.isFinite(offset)) return `${offset}px`;
  if (typeof offset !== 'string' || !/^-?[0-9]+(\.[0-9]+)?%?$/.test(offset)) return undefined;
  return offset.endsWith('%') ? offset : `${offset}px`;
}

/**
 * Button: its colour (blue, gray, warning, danger), padding (normal, or component to line up with
 * inputs), alignment (left, center, right) shifted by posOffset, and style (Default, or Question: a round
 * question mark). A click goes to the core (`click`), which toggles toggleComponentId's display and fires
 * the click event; the button tells assistive technology whether that target is shown.
 */
export function ButtonView({ state }: ViewProps<'Button'>) {
  const update = useUpdate();
  const p = state.props;
  const target = useComponent(p.toggleComponentId ?? '');
  const label = typeof p.label === 'string' ? p.label : '';
  const question = p.style === 'Question';
  const offset = offsetOf(p.posOffset);
  const align = p.posAlignment ?? 'left';
  const style: CSSProperties | undefined = offset
    ? align === 'right'
      ? { marginRight: offset }
      : { marginLeft: offset }
    : undefined;
  const className =
    `fw-button fw-button-${p.color ?? 'blue'}` +
    (p.padding === 'component' ? ' fw-button--component' : '') +
    (question ? ' fw-button-question' : '');
  return (
    <div className={`fw-button-wrap fw-align-${align}`}>
      <button
        type="button"
        id={`fw-${state.id}`}
        className={className}
        style={style}
        disabled={isDisabled(p)}
        aria-label={question ? label || 'Question' : undefined}
        aria-expanded={p.toggleComponentId && target ? target.visible : undefined}
        onClick={() => update({ type: 'click', id: state.id })}
      >
        {question ? <Icon name="help" /> : label}
      </button>
    </div>
  );
}
