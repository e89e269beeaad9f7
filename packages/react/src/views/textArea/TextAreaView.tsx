import {
  controlId,
  Field,
  isDisabled,
  SpeechButton,
  textOf,
  useAccessibleName,
  useDictation,
} from '../../fields';
import { useUpdate } from '../../store/useUpdate';
import type { ViewProps } from '../types';

/**
 * TextArea (docs/components.md#components, docs/outputs.md#plain-text-markup-and-rtf): the engine's `visibleRows` (rows auto follow the text between
 * minRows and maxRows) and `height` (6 + 18 px per row) size the box; lineWrap false scrolls long lines
 * sideways. Every keystroke is a `set`; dictation as in Text.
 */
export function TextAreaView({ state }: ViewProps<'TextArea'>) {
  const { id, props } = state;
  const update = useUpdate();
  const name = useAccessibleName(state);
  const value = typeof state.value === 'string' ? state.value : '';
  const disabled = isDisabled(props);
  const dictation = useDictation(id, value, props.speechEnabled, disabled, update);
  const wrap = props.lineWrap !== false;
  return (
    <Field
      id={id}
      className={`fw-textarea${props.breakRow === true ? ' fw-textarea--break' : ''}`}
      label={props.label}
      size={props.size}
      disabled={disabled}
      beside={dictation.on && <SpeechButton speech={dictation.speech} disabled={disabled} />}
    >
      <textarea
        id={controlId(id)}
        className="fw-input fw-textarea__box"
        rows={props.visibleRows}
        style={{ height: `${props.height}px` }}
        wrap={wrap ? 'soft' : 'off'}
        data-wrap={wrap ? 'true' : 'false'}
        value={value}
        placeholder={textOf(props.placeholder) || undefined}
        {...name}
        disabled={disabled}
        onChange={(e) => update({ type: 'set', id, value: e.target.value })}
        {...dictation.keyProps}
      />
    </Field>
  );
}
