import type { ReactNode } from 'react';
import { Affix } from './Affix';
import { controlId, labelId } from './domIds';
import { textOf } from './flags';
import { sharesRow, sizeStyle } from './size';

/** The component's own properties Field reads: a view hands its props whole (`frame={props}`). */
export interface FieldFrame {
  readonly label?: unknown;
  readonly size?: unknown;
  readonly prefix?: unknown;
  readonly prefixStyle?: unknown;
  readonly suffix?: unknown;
  readonly suffixStyle?: unknown;
}

/** What {@link Field} shows around a control. */
export interface FieldProps {
  /** The component's instance id. */
  readonly id: string;
  /** Label, size, prefix and suffix with their styles from the component's props; each named prop wins. */
  readonly frame?: FieldFrame;
  /** The label text; the control's accessible name (docs/architecture.md#entry-points). */
  readonly label?: unknown;
  /**
   * `control`: the label is a `<label for>` of one input. `group`: the label names a group (radio group,
   * checkbox list) through `aria-labelledby` with {@link labelId}.
   */
  readonly labelMode?: 'control' | 'group';
  readonly size?: unknown;
  readonly prefix?: unknown;
  readonly prefixStyle?: unknown;
  readonly suffix?: unknown;
  readonly suffixStyle?: unknown;
  readonly disabled?: boolean;
  /** Extra class of the view (`fw-number`, …). */
  readonly className?: string;
  /** Shown below the control (a tooltip, a description). */
  readonly below?: ReactNode;
  /**
   * Shown right after the sized input box, before the suffix (Text's dictation button): outside the box,
   * so `size` is the width of the input itself (a Text of size xxs keeps its 3rem for the text).
   */
  readonly beside?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The chrome every input view shares: the label, the prefix and suffix with their styles, the width from
 * `size` (of the input box only: what is `beside` it and the affixes take their own room), and room for a
 * tooltip. The control itself is the child; its DOM id must be `controlId(id)`
 * for a `control` label to name it.
 */
export function Field({
  id,
  frame,
  label = frame?.label,
  labelMode = 'control',
  size = frame?.size,
  prefix = frame?.prefix,
  prefixStyle = frame?.prefixStyle,
  suffix = frame?.suffix,
  suffixStyle = frame?.suffixStyle,
  disabled = false,
  className,
  below,
  beside,
  children,
}: FieldProps) {
  const text = textOf(label);
  return (
    <div
      className={`fw-field${sharesRow(size) ? ' fw-field--fill' : ''}${className ? ` ${className}` : ''}`}
      data-disabled={disabled ? 'true' : undefined}
    >
      {text !== '' &&
        (labelMode === 'control' ? (
          <label className="fw-field__label" id={labelId(id)} htmlFor={controlId(id)}>
            {text}
          </label>
        ) : (
          <span className="fw-field__label" id={labelId(id)}>
            {text}
          </span>
        ))}
      <div className="fw-field__body">
        <div className="fw-field__control">
          <Affix kind="prefix" text={prefix} styleSpec={prefixStyle} />
          <div className="fw-field__input" style={sizeStyle(size)}>
            {children}
          </div>
          {beside}
          <Affix kind="suffix" text={suffix} styleSpec={suffixStyle} />
        </div>
        {below}
      </div>
    </div>
  );
}
