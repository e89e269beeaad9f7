import {
  memo,
  useEffect,
  useMemo,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  createSpinnerRepeat,
  filterNumberInput,
  TOOLTIP_DELAY_MS,
  tooltipState,
  type SpinnerClock,
} from '@formwright/core/runtime';
import {
  controlId,
  Field,
  isDisabled,
  textOf,
  Tooltip,
  tooltipId,
  useFocusTimer,
  useAccessibleName,
} from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/** The browser's timers as the spinner's clock (fake timers replace them in tests). */
const browserClock: SpinnerClock = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * Number (docs/components.md#number, docs/engine.md#scripts): a text input showing the engine's `displayText`, typed
 * keystrokes filtered by the core's `filterNumberInput`, pasted text handed to the engine whole (it reads
 * and rounds it), arrow keys and the two spinner buttons as `step`s (held: once, then after 250 ms every
 * 50 ms, `createSpinnerRepeat`), and the range or reference tooltip 200 ms after focus (`tooltipState`).
 */
export function NumberView({ state }: ViewProps<'Number'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const disabled = isDisabled(props);
  const focus = useFocusTimer(TOOLTIP_DELAY_MS);
  const up = useSpinner(() => update({ type: 'step', id, direction: 1 }));
  const down = useSpinner(() => update({ type: 'step', id, direction: -1 }));
  const warning = props.tooltip;
  const showTip = tooltipState(focus.focusedSince, focus.now, typeof warning === 'string' && warning !== '');
  const text = props.displayText;

  const onChange = (typed: string) => {
    const next = filterNumberInput(typed, { scale: props.scale, inputScale: props.inputScale });
    if (next !== text) update({ type: 'set', id, value: next });
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    const input = e.currentTarget;
    e.preventDefault();
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    update({ type: 'set', id, value: text.slice(0, start) + pasted + text.slice(end) });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    update({ type: 'step', id, direction: e.key === 'ArrowUp' ? 1 : -1 });
  };

  return (
    <Field
      id={id}
      frame={props}
      className="fw-number"
      disabled={disabled}
      below={
        <Tooltip id={id} open={showTip} tone={props.rangeWarning ? 'error' : 'warning'}>
          {textOf(warning)}
        </Tooltip>
      }
    >
      <input
        id={controlId(id)}
        className="fw-input"
        type="text"
        role="spinbutton"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={textOf(props.placeholder) || undefined}
        {...name}
        aria-invalid={props.rangeWarning ? true : undefined}
        aria-valuenow={typeof props.value === 'number' ? props.value : undefined}
        aria-valuemin={typeof props.minValue === 'number' ? props.minValue : undefined}
        aria-valuemax={typeof props.maxValue === 'number' ? props.maxValue : undefined}
        aria-describedby={showTip ? tooltipId(id) : undefined}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        onFocus={() => {
          focus.onFocus();
          update({ type: 'focus', id });
        }}
        onBlur={() => {
          focus.onBlur();
          update({ type: 'blur', id });
        }}
      />
      <span className="fw-number__spin">
        <SpinButton label="Increase" spinner={up} disabled={disabled} />
        <SpinButton label="Decrease" spinner={down} disabled={disabled} />
      </span>
    </Field>
  );
}

/** A spinner over the browser clock, calling the latest `step`, released on unmount. */
function useSpinner(step: () => void) {
  const latest = useRef(step);
  latest.current = step;
  const spinner = useMemo(() => createSpinnerRepeat(browserClock, () => latest.current()), []);
  useEffect(() => () => spinner.release(), [spinner]);
  return spinner;
}

/**
 * One spinner button: pressing holds (pointer), a keyboard or assistive-technology click (detail 0)
 * steps once. Out of the tab order: the input's arrow keys do the same from the keyboard. Memoised: its
 * props (the label, the field's spinner, disabled) rarely change, so a new value of the field (a keystroke,
 * accepting 500 suggestions at once) re-renders neither button.
 */
const SpinButton = memo(function SpinButton({
  label,
  spinner,
  disabled,
}: {
  readonly label: string;
  readonly spinner: ReturnType<typeof createSpinnerRepeat>;
  readonly disabled: boolean;
}) {
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail === 0) {
      spinner.press();
      spinner.release();
    }
  };
  return (
    <button
      type="button"
      tabIndex={-1}
      className={`fw-number__button fw-number__button--${label === 'Increase' ? 'up' : 'down'}`}
      aria-label={label}
      disabled={disabled}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        spinner.press();
      }}
      onPointerUp={spinner.release}
      onPointerLeave={spinner.release}
      onPointerCancel={spinner.release}
      onClick={onClick}
    >
      {/* A CSS triangle, not an inline SVG: 1,000 SVG roots in a 500-field form each cost the compositor. */}
      <span className="fw-number__arrow" aria-hidden="true" />
    </button>
  );
});
