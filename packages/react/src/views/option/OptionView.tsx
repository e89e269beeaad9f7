import { useRef, type KeyboardEvent } from 'react';
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
import { OPTION_LAYOUTS, type OptionLayout } from './layouts';

/**
 * Option (docs/components.md#components, docs/components.md#checkboxlist): a row of buttons, one per option, in one of four layouts. Single
 * choice is a radio group, multichoice a group of checkable buttons; a click is a `toggleOption` (with
 * `ctrl` when Ctrl or Cmd is held, which deselects a single choice in the engine). The engine's
 * `suggestedValues` are marked while the value is empty; descriptions show below each button with
 * showDescription, else as the button's description. Arrow keys move focus within the group.
 */
export function OptionView({ state }: ViewProps<'Option'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const multi = props.multichoice === true;
  const layout: OptionLayout = (OPTION_LAYOUTS as readonly unknown[]).includes(props.optionLayout)
    ? (props.optionLayout as OptionLayout)
    : 'fill-auto';
  const group = useRef<HTMLDivElement>(null);
  const choices = props.choices;
  const suggested = props.suggestedValues;
  // Roving focus: the selected option (or the first enabled one) is the group's one tab stop.
  const firstEnabled = choices.findIndex((c) => !c.disabled);
  const selectedIndex = choices.findIndex((c) => c.selected && !c.disabled);
  const tabStop = selectedIndex >= 0 ? selectedIndex : firstEnabled;
  const label = textOf(props.label);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const delta = keys[e.key];
    if (delta === undefined || !group.current) return;
    const buttons = [...group.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (buttons.length === 0) return;
    e.preventDefault();
    buttons[(at + delta + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Field id={id} frame={props} className="fw-option" labelMode="group" disabled={disabled}>
      <div
        ref={group}
        role={multi ? 'group' : 'radiogroup'}
        className={`fw-option__group fw-option__group--${layout}`}
        data-layout={layout}
        {...(label !== '' ? { 'aria-labelledby': labelId(id) } : name)}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        {choices.map((choice, i) => {
          const isSuggested = suggested.some((v) => v === choice.value);
          const description = choice.description ?? '';
          return (
            <div key={i} className="fw-option__item">
              <button
                type="button"
                id={i === tabStop ? controlId(id) : undefined}
                role={multi ? 'checkbox' : 'radio'}
                aria-checked={choice.selected}
                className="fw-option__button"
                data-suggested={isSuggested ? 'true' : undefined}
                title={!props.showDescription && description ? description : undefined}
                disabled={disabled || choice.disabled}
                tabIndex={multi || i === tabStop ? 0 : -1}
                onClick={(e) =>
                  update({ type: 'toggleOption', id, option: choice.value, ctrl: e.ctrlKey || e.metaKey })
                }
                {...ctrlActivation(() =>
                  update({ type: 'toggleOption', id, option: choice.value, ctrl: true }),
                )}
              >
                {choice.text}
              </button>
              {props.showDescription && description !== '' && (
                <span className="fw-option__description">{description}</span>
              )}
            </div>
          );
        })}
      </div>
    </Field>
  );
}
