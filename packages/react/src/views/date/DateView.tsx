import { controlId, Field, isDisabled, textOf, useAccessibleName } from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** A year-month-day text a date input can show ('' for anything else). */
function asDateInputValue(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '';
}

/**
 * Date (docs/components.md#components, docs/components.md#date): the browser's date input, which reads and writes year-month-day. It
 * shows the engine's `displayValue`, sends each change as a `set`, and focus and blur as interactions:
 * the engine clamps to minValue/maxValue (and fills today in strict mode) once the field is left.
 */
export function DateView({ state }: ViewProps<'Date'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const min = typeof props.minValue === 'string' ? asDateInputValue(props.minValue) : '';
  const max = typeof props.maxValue === 'string' ? asDateInputValue(props.maxValue) : '';
  return (
    <Field id={id} frame={props} className="fw-date" disabled={disabled}>
      <input
        id={controlId(id)}
        className="fw-input"
        type="date"
        value={asDateInputValue(props.displayValue)}
        min={min || undefined}
        max={max || undefined}
        placeholder={textOf(props.placeholder) || undefined}
        {...name}
        disabled={disabled}
        onChange={(e) => update({ type: 'set', id, value: e.target.value === '' ? null : e.target.value })}
        onFocus={() => update({ type: 'focus', id })}
        onBlur={() => update({ type: 'blur', id })}
      />
    </Field>
  );
}
