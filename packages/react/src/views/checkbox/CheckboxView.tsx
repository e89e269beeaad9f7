import { useState } from 'react';
import {
  Affix,
  controlId,
  isDisabled,
  isFill,
  sizeStyle,
  textOf,
  Tooltip,
  tooltipId,
  useAccessibleName,
} from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/**
 * Checkbox (docs/components.md#components): a native checkbox with its label after it, sending `check`. Its tooltip
 * shows while the pointer is over it or the box has focus, and is always its accessible description.
 */
export function CheckboxView({ state }: ViewProps<'Checkbox'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const [hover, setHover] = useState(false);
  const [focused, setFocused] = useState(false);
  const tooltip = textOf(props.tooltip);
  const label = textOf(props.label);
  return (
    <div
      className={`fw-field fw-checkbox${isFill(props.size) ? ' fw-field--fill' : ''}`}
      data-disabled={disabled ? 'true' : undefined}
      style={sizeStyle(props.size)}
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
    >
      <Affix kind="prefix" text={props.prefix} styleSpec={props.prefixStyle} />
      <label className="fw-checkbox__label">
        <input
          id={controlId(id)}
          type="checkbox"
          className="fw-checkbox__box"
          checked={state.value === true}
          disabled={disabled}
          {...name}
          aria-describedby={tooltip ? tooltipId(id) : undefined}
          onChange={(e) => update({ type: 'check', id, value: e.target.checked })}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {label !== '' && <span>{label}</span>}
      </label>
      <Affix kind="suffix" text={props.suffix} styleSpec={props.suffixStyle} />
      {tooltip !== '' && (
        <Tooltip id={id} open={hover || focused}>
          {tooltip}
        </Tooltip>
      )}
    </div>
  );
}
