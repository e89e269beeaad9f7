import { controlId, Field, isDisabled, textOf, useAccessibleName } from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** The DOM value of the placeholder entry (option entries use their index, so any value type round-trips). */
const PLACEHOLDER = '';

/**
 * Dropdown (docs/components.md#components, docs/components.md#dropdown): the browser's select over the engine's `choices` (disabled ones,
 * including values other list items hold with uniqueInRepeatedElements, shown disabled). With a
 * placeholder, an empty first entry chooses nothing; without one the engine has already put the first
 * enabled option in the value. A choice is a `toggleOption`.
 */
export function DropdownView({ state }: ViewProps<'Dropdown'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const placeholder = textOf(props.placeholder);
  const choices = props.choices;
  const selected = choices.findIndex((c) => c.selected);
  return (
    <Field id={id} frame={props} className="fw-dropdown" disabled={disabled}>
      <select
        id={controlId(id)}
        className="fw-input fw-dropdown__select"
        value={selected >= 0 ? String(selected) : PLACEHOLDER}
        {...name}
        disabled={disabled}
        onChange={(e) => {
          const v = e.target.value;
          if (v === PLACEHOLDER) update({ type: 'set', id, value: null });
          else update({ type: 'toggleOption', id, option: choices[Number(v)]?.value });
        }}
      >
        {(placeholder !== '' || selected < 0) && (
          <option value={PLACEHOLDER} disabled={placeholder === ''}>
            {placeholder}
          </option>
        )}
        {choices.map((c, i) => (
          <option key={i} value={String(i)} disabled={c.disabled}>
            {c.text}
          </option>
        ))}
      </select>
    </Field>
  );
}
