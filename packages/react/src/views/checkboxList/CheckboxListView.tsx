import { useEffect, useRef, type CSSProperties } from 'react';
import {
  controlId,
  ctrlActivation,
  Field,
  isDisabled,
  labelId,
  textOf,
  useAccessibleName,
} from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/**
 * CheckboxList (docs/components.md#components, docs/components.md#checkboxlist): native checkboxes named by their option text in 1–4 columns
 * (the engine's clamped `columns`) with the row spacing of `spacing`. A tick is a `toggleOption` (with
 * `ctrl` when Ctrl or Cmd is held); the engine applies single and multi choice and exclusive options.
 * The other option is a checkbox (`toggleOther`) with a text field while ticked; every keystroke is an
 * `otherText` (the engine reruns the script 200 ms after the last one).
 */
export function CheckboxListView({ state }: ViewProps<'CheckboxList'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const label = textOf(props.label);
  const hasOther = props.otherOption !== undefined && props.otherOption !== 'no';
  const otherField = useRef<HTMLInputElement>(null);
  const focusOther = useRef(false);
  useEffect(() => {
    if (props.otherIsChecked && focusOther.current) otherField.current?.focus();
    focusOther.current = false;
  }, [props.otherIsChecked]);
  const spacing = typeof props.spacing === 'string' ? props.spacing : 'normal';
  const style = { '--fw-columns': String(props.columns) } as CSSProperties;

  return (
    <Field id={id} frame={props} className="fw-checklist" labelMode="group" disabled={disabled}>
      <div
        role="group"
        className={`fw-checklist__grid fw-checklist--${spacing}`}
        data-columns={props.columns}
        data-spacing={spacing}
        style={style}
        {...(label !== '' ? { 'aria-labelledby': labelId(id) } : name)}
      >
        {props.choices.map((choice, i) => (
          <label key={i} className="fw-checklist__item" title={choice.description || undefined}>
            <input
              type="checkbox"
              id={i === 0 ? controlId(id) : undefined}
              className="fw-checkbox__box"
              checked={choice.selected}
              disabled={disabled || choice.disabled}
              {...ctrlActivation(() =>
                update({ type: 'toggleOption', id, option: choice.value, ctrl: true }),
              )}
              data-exclusive={choice.exclusive ? 'true' : undefined}
              onChange={(e) =>
                update({
                  type: 'toggleOption',
                  id,
                  option: choice.value,
                  ctrl:
                    (e.nativeEvent as MouseEvent).ctrlKey === true ||
                    (e.nativeEvent as MouseEvent).metaKey === true,
                })
              }
            />
            <span>{choice.text}</span>
          </label>
        ))}
        {hasOther && (
          <div className="fw-checklist__item fw-checklist__other">
            <label className="fw-checklist__item">
              <input
                type="checkbox"
                id={props.choices.length === 0 ? controlId(id) : undefined}
                className="fw-checkbox__box"
                checked={props.otherIsChecked}
                disabled={disabled}
                onChange={(e) => {
                  focusOther.current = e.target.checked;
                  update({ type: 'toggleOther', id, checked: e.target.checked });
                }}
              />
              <span>{props.otherOptionName}</span>
            </label>
            {props.otherIsChecked && (
              <input
                ref={otherField}
                type="text"
                className="fw-input fw-checklist__other-text"
                value={textOf(props.otherOptionValue)}
                placeholder={props.otherOptionPlaceholderText || undefined}
                aria-label={`${props.otherOptionName} text`}
                disabled={disabled}
                onChange={(e) => update({ type: 'otherText', id, text: e.target.value })}
              />
            )}
          </div>
        )}
      </div>
    </Field>
  );
}
